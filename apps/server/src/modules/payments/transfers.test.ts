// Issue 18: "Avisanos tu transferencia" (a pending contribution through the form pipeline), staff confirming
// it in the admin, the donor's receipt (once, for every contribution that becomes paid, with the shelter's
// CUIT from "Sitio"), and "Mis aportes" by verified email.
import { IDEMPOTENCY_FIELD, INTERFACE_ID, isoDay, TRANSFER_MSG } from '@campito/core';
import { contributions, interfaces, mailOutbox } from '@campito/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AdminClient, adminClient } from '../../../test/admin-client';
import { signInEveryone } from '../../../test/admin-fixtures';
import { createTestApp, type TestApp } from '../../../test/app';
import { insertDog, postJson, queuedMails } from '../../../test/form-helpers';
import { createLedger } from './ledger';

// The shelter's calendar day (Buenos Aires), as the form's rule reads it: UTC is ahead three hours.
const today = () => isoDay();
const daysAgo = (n: number) => isoDay(Date.now() - n * 86_400_000);
const notice = (values: Record<string, unknown> = {}) => ({
  name: 'Julia Donante',
  email: 'Julia@Example.com',
  amount: '15000',
  date: daysAgo(2),
  reference: '00012345',
  ...values,
});

describe('bank transfers, receipts and "Mis aportes"', () => {
  let t: TestApp;
  let admin: AdminClient;
  let ip = 0;
  const post = (body: unknown) => postJson(t, '/api/transferencias', body, { ip: `10.7.0.${++ip}` });

  beforeAll(async () => {
    t = await createTestApp({ STAFF_EMAIL: 'equipo@elcampito.example', RATE_LIMIT_MULTIPLIER: '100' });
    const people = await signInEveryone(t.db, t.app.services);
    admin = adminClient(t.app, people.admin.cookie);
    await t.db
      .insert(interfaces)
      .values({ id: INTERFACE_ID, bankCuit: '30-71234567-4' })
      .onConflictDoUpdate({ target: interfaces.id, set: { bankCuit: '30-71234567-4' } });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(mailOutbox);
  });

  it('stores a told transfer as a pending contribution and tells staff and the donor', async () => {
    const res = await post(notice());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String), message: TRANSFER_MSG.received });
    const [row] = await t.db.select().from(contributions).where(eq(contributions.id, res.json().id));
    expect(row).toMatchObject({
      type: 'donación',
      method: 'transferencia',
      status: 'pending',
      total: 15000,
      currency: 'ARS',
      email: 'julia@example.com',
      name: 'Julia Donante',
      detail: 'Transferencia avisada desde el sitio (operación 00012345)',
      receiptSentAt: null,
    });
    const mails = await queuedMails(t);
    expect(mails.map((m) => m.to).sort()).toEqual(['equipo@elcampito.example', 'julia@example.com']);
    const staff = mails.find((m) => m.to === 'equipo@elcampito.example')!;
    expect(staff.text).toContain(`/admin#/contributions/${row!.id}/show`);
    expect(mails.find((m) => m.to === 'julia@example.com')!.text).toContain('$ 15.000');
  });

  it('a double submit with the same key stores one notice', async () => {
    const key = crypto.randomUUID();
    const first = await post(notice({ email: 'doble@example.com', [IDEMPOTENCY_FIELD]: key }));
    const second = await post(notice({ email: 'doble@example.com', [IDEMPOTENCY_FIELD]: key }));
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(second.json().id).toBe(first.json().id);
    expect(
      await t.db.select().from(contributions).where(eq(contributions.email, 'doble@example.com')),
    ).toHaveLength(1);
  });

  it('refuses a future or old date, cents, and a missing email, each with its Spanish message', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const res = await post(notice({ email: '', amount: '1500,50', date: tomorrow }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      email: 'Email requerido',
      amount: 'Ingresá el monto en pesos enteros, sin centavos.',
      date: TRANSFER_MSG.dateFuture,
    });
    const old = await post(notice({ date: daysAgo(200) }));
    expect(old.json().errors).toEqual({ date: TRANSFER_MSG.dateOld });
    expect((await post(notice({ date: today() }))).statusCode).toBe(201);
  });

  it('a transfer for a dog is its sponsorship', async () => {
    const luna = await insertDog(t, { name: 'Luna Transferida' });
    const res = await post(notice({ nombreDePerro: 'luna transferida', email: 'padrina@example.com' }));
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(contributions).where(eq(contributions.id, res.json().id));
    expect(row).toMatchObject({ type: 'padrinazgo', dogId: luna.id, dogName: 'Luna Transferida' });
  });

  it('staff confirm it in the admin and the donor gets the receipt, once; a provider payment cannot be edited', async () => {
    const res = await post(notice({ email: 'recibo@example.com', amount: '20000' }));
    const id = res.json().id as string;
    await t.db.delete(mailOutbox);

    const confirmed = await admin.update('contributions', id, { status: 'paid' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const receipts = (await queuedMails(t)).filter((m) => m.to === 'recibo@example.com');
    expect(receipts).toHaveLength(1);
    const receipt = receipts[0]!;
    expect(receipt.subject).toBe('Recibo de tu aporte a El Campito ($ 20.000)');
    for (const part of [receipt.text, receipt.html]) {
      expect(part).toContain('$ 20.000');
      expect(part).toContain('Transferencia bancaria');
      expect(part).toContain('30-71234567-4');
      expect(part).toContain('Pesos argentinos (ARS)');
      expect(part).toContain(id);
    }

    const again = await admin.update('contributions', id, { status: 'failed' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatch(/Sólo se confirma o descarta un aporte pendiente/);
    expect((await queuedMails(t)).filter((m) => m.to === 'recibo@example.com')).toHaveLength(1);
    expect((await admin.update('contributions', id, { total: 1 })).statusCode).toBe(400);
  });

  it('a payment the provider verified sends its receipt once, replays included', async () => {
    const ledger = createLedger(t.db, { publicUrl: t.config.publicUrl, onReceipt: () => {} });
    const pending = await ledger.createPending({ method: 'mercadopago', currency: 'ARS', total: 5000 });
    const paid = {
      method: 'mercadopago' as const,
      providerPaymentId: `mp-${crypto.randomUUID()}`,
      reference: pending.id,
      total: 5000,
      currency: 'ARS' as const,
      email: 'pagador@example.com',
      name: 'Pedro Pagador',
    };
    const first = await ledger.recordPaid(paid);
    expect(first).toMatchObject({ recorded: true, receipt: true });
    expect(await ledger.recordPaid(paid)).toEqual({ recorded: false, reason: 'already-recorded' });
    const receipts = (await queuedMails(t)).filter((m) => m.to === 'pagador@example.com');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain('Mercado Pago');
    expect(receipts[0]!.text).toContain(paid.providerPaymentId);
  });

  it('"Mis aportes" lists a verified email\'s paid and waiting contributions, whatever its case, and no one else\'s', async () => {
    await post(notice({ email: 'Historia@Example.com', amount: '3000' }));
    await post(notice({ email: 'otra-persona@example.com', amount: '9999' }));
    const history = await t.app.services.donors.history('historia@example.com');
    expect(history.contributions.map((c) => [c.total, c.method, c.status])).toEqual([
      [3000, 'transferencia', 'pending'],
    ]);
    expect(history.subscriptions).toEqual([]);
  });
});
