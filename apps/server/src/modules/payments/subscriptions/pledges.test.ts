// Issue 36, item 1: monthly giving by bank transfer. A pledge through the form pipeline, its mails with the
// account of «Sitio» and the signed links, the notice from a reminder counting for the pledge once staff
// confirm it (the dog's meter included), the monthly reminders on an injected clock, and the donor's pause,
// resume and end without signing in.
import { INTERFACE_ID, isoDay, PLAN_CHANGE_MSG, PLEDGE_MSG, TRANSFER_MSG } from '@campito/core';
import { contributions, interfaces, mailOutbox, subscriptions } from '@campito/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AdminClient, adminClient } from '../../../../test/admin-client';
import { signInEveryone } from '../../../../test/admin-fixtures';
import { createTestApp, type TestApp } from '../../../../test/app';
import { deliverableText, insertDog, postJson, queuedMails } from '../../../../test/form-helpers';
import { friendlyAmount } from './increases';
import { nextReminder } from './pledge-form';
import { PLEDGE_GIVE_UP_DAYS } from './pledges';

const DAY = 86_400_000;
const BANK = {
  bankAlias: 'campito.perros',
  bankCbu: '0000003100010000000001',
  bankHolder: 'Asociación El Campito',
};

describe('monthly pledges by transfer', () => {
  let t: TestApp;
  let admin: AdminClient;
  let ip = 0;
  const who = () => ({ ip: `10.36.0.${++ip}`, user: null });
  const pledge = (values: Record<string, unknown> = {}) =>
    t.app.services.pledges.submit(
      { name: 'Marta Mensual', email: 'Marta@Example.com', monto: '5000', ...values },
      who(),
    );
  const row = async (id: string) =>
    (await t.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
  const linkOf = (text: string, path: string) => {
    const found = text.match(new RegExp(`https?://\\S+${path.replace('?', '\\?')}\\S*`));
    if (!found) throw new Error(`no ${path} link in: ${text}`);
    return new URL(found[0]);
  };

  beforeAll(async () => {
    t = await createTestApp({ STAFF_EMAIL: 'equipo@elcampito.example', RATE_LIMIT_MULTIPLIER: '100' });
    admin = adminClient(t.app, (await signInEveryone(t.db, t.app.services)).admin.cookie);
    await t.db
      .insert(interfaces)
      .values({ id: INTERFACE_ID, ...BANK })
      .onConflictDoUpdate({ target: interfaces.id, set: BANK });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(mailOutbox);
  });

  it('reminds on the same day next month at 10 a.m. in Argentina, at most the 28th', () => {
    expect(nextReminder(new Date('2026-01-31T15:00:00-03:00')).toISOString()).toBe(
      '2026-02-28T13:00:00.000Z',
    );
    expect(nextReminder(new Date('2026-12-15T23:30:00-03:00')).toISOString()).toBe(
      '2027-01-15T13:00:00.000Z',
    );
  });

  it('stores a pledge and mails the donor the account, the notice link and the link to manage it', async () => {
    const sent = await pledge();
    expect(sent).toMatchObject({ ok: true, created: true });
    if (!sent.ok) return;
    const plan = await row(sent.id);
    expect(plan).toMatchObject({
      provider: 'transferencia',
      status: 'pending',
      amount: 5000,
      currency: 'ARS',
      email: 'marta@example.com',
      name: 'Marta Mensual',
      type: 'donación',
    });
    expect(plan.nextReminderAt!.getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
    const mails = await queuedMails(t);
    expect(mails.map((m) => m.to).sort()).toEqual(['equipo@elcampito.example', 'marta@example.com']);
    const mail = mails.find((m) => m.to === 'marta@example.com')!;
    expect(mail.subject).toBe('Tu aporte mensual por transferencia');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('campito.perros');
      expect(part).toContain('0000003100010000000001');
      expect(part).toContain('$ 5.000 por mes');
    }
    const notice = linkOf(deliverableText(mail), '/colaborar/transferencia?aporte=');
    expect(mail.text).not.toContain(notice.searchParams.get('t'));
    expect(notice.searchParams.get('aporte')).toBe(sent.id);
    expect(linkOf(deliverableText(mail), `/aporte-mensual/${sent.id}?t=`).searchParams.get('t')).toBe(
      notice.searchParams.get('t'),
    );
  });

  it('refuses a pledge without a name or with cents, each with its message, and stores nothing', async () => {
    const sent = await pledge({ name: '', monto: '', otroMonto: '1500,50', email: 'sin-nombre@example.com' });
    expect(sent).toMatchObject({
      ok: false,
      status: 400,
      errors: { name: PLEDGE_MSG.name, otroMonto: 'Ingresá el monto en pesos enteros, sin centavos.' },
    });
    expect(
      await t.db.select().from(subscriptions).where(eq(subscriptions.email, 'sin-nombre@example.com')),
    ).toEqual([]);
  });

  it('a notice from the reminder belongs to the pledge; once staff confirm it the pledge counts on the dog', async () => {
    const dog = await insertDog(t, { name: 'Frida Mensual', monthlyCareCost: 20000 });
    const sent = await pledge({
      email: 'padrina-mensual@example.com',
      nombreDePerro: 'frida mensual',
      monto: '10000',
    });
    if (!sent.ok) throw new Error(sent.error);
    const mail = (await queuedMails(t)).find((m) => m.to === 'padrina-mensual@example.com')!;
    const link = linkOf(deliverableText(mail), '/colaborar/transferencia?aporte=');
    const prefill = await t.app.services.pledges.noticePrefill(sent.id, link.searchParams.get('t'));
    expect(prefill).toMatchObject({
      name: 'Marta Mensual',
      email: 'padrina-mensual@example.com',
      amount: '10000',
    });
    expect(
      await t.app.services.pledges.noticePrefill(sent.id, `${link.searchParams.get('t')}x`),
    ).toBeUndefined();

    const res = await postJson(
      t,
      '/api/transferencias',
      {
        name: 'Marta Mensual',
        email: 'padrina-mensual@example.com',
        amount: '10000',
        date: isoDay(),
        aporte: prefill!.reference,
      },
      { ip: '10.36.1.1' },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(TRANSFER_MSG.received);
    const [gift] = await t.db.select().from(contributions).where(eq(contributions.id, res.json().id));
    expect(gift).toMatchObject({
      subscriptionId: sent.id,
      dogId: dog.id,
      type: 'padrinazgo',
      status: 'pending',
    });
    expect(await t.app.services.sponsorship.careMeter(dog)).toMatchObject({ covered: 0 });

    expect((await admin.update('contributions', gift!.id, { status: 'paid' })).statusCode).toBe(200);
    const plan = await row(sent.id);
    expect(plan.status).toBe('active');
    expect(plan.startedAt).not.toBeNull();
    expect(plan.lastChargeAt!.getTime()).toBe(gift!.date.getTime());
    expect(await t.app.services.sponsorship.careMeter(dog)).toMatchObject({ covered: 10000 });
  });

  it('a notice whose pledge reference does not verify stays a plain transfer', async () => {
    const sent = await pledge({ email: 'falsa@example.com' });
    if (!sent.ok) throw new Error(sent.error);
    const res = await postJson(
      t,
      '/api/transferencias',
      {
        name: 'Otro',
        email: 'otro@example.com',
        amount: '100',
        date: isoDay(),
        aporte: `${sent.id}.falso`,
      },
      { ip: '10.36.1.2' },
    );
    expect(res.statusCode).toBe(201);
    const [gift] = await t.db.select().from(contributions).where(eq(contributions.id, res.json().id));
    expect(gift!.subscriptionId).toBeNull();
  });

  it('mails each month once on the injected clock, then stops after three silent months', async () => {
    const sent = await pledge({ email: 'recordame@example.com' });
    if (!sent.ok) throw new Error(sent.error);
    const due = (await row(sent.id)).nextReminderAt!;
    await t.db.delete(mailOutbox);
    const pledges = t.app.services.pledges;
    const mine = async () => (await queuedMails(t)).filter((m) => m.to === 'recordame@example.com');

    expect((await pledges.remindDue(new Date(due.getTime() - 60_000))).reminded).toBe(0);
    expect((await pledges.remindDue(due)).reminded).toBeGreaterThanOrEqual(1);
    expect((await pledges.remindDue(due)).reminded).toBe(0);
    const [reminder] = await mine();
    expect(reminder!.subject).toBe('Recordatorio: tu aporte mensual a El Campito');
    expect(reminder!.text).toContain('campito.perros');
    expect(deliverableText(reminder!)).toContain(`/colaborar/transferencia?aporte=${sent.id}&t=`);
    expect(deliverableText(reminder!)).toContain(`/aporte-mensual/${sent.id}?t=`);

    const created = (await row(sent.id)).createdAt.getTime();
    const late = new Date(
      Math.max(created + PLEDGE_GIVE_UP_DAYS * DAY, (await row(sent.id)).nextReminderAt!.getTime()),
    );
    await t.db.update(subscriptions).set({ nextReminderAt: late }).where(eq(subscriptions.id, sent.id));
    expect((await pledges.remindDue(late)).ended).toBeGreaterThanOrEqual(1);
    expect(await row(sent.id)).toMatchObject({ status: 'cancelled', nextReminderAt: null });
    expect((await mine()).map((m) => m.subject)).toEqual([
      'Recordatorio: tu aporte mensual a El Campito',
      'Dejamos de mandarte recordatorios',
    ]);
  });

  it('the donor pauses, resumes and ends it from the link, each confirmed by mail; a wrong link does nothing', async () => {
    const sent = await pledge({ email: 'pausa@example.com' });
    if (!sent.ok) throw new Error(sent.error);
    const token = linkOf(
      deliverableText((await queuedMails(t)).find((m) => m.to === 'pausa@example.com')!),
      `/aporte-mensual/${sent.id}?t=`,
    ).searchParams.get('t')!;
    await t.db.delete(mailOutbox);
    const pledges = t.app.services.pledges;

    await expect(pledges.change(sent.id, `${token}x`, 'terminar')).rejects.toMatchObject({
      statusCode: 404,
      message: PLEDGE_MSG.badLink,
    });
    expect(await pledges.check(sent.id, 'otro')).toBeUndefined();

    expect((await pledges.change(sent.id, token, 'pausar')).message).toBe(PLEDGE_MSG.paused);
    expect(await row(sent.id)).toMatchObject({ status: 'paused', nextReminderAt: null });
    await pledges.remindDue(new Date(Date.now() + 400 * DAY));
    expect((await queuedMails(t)).filter((m) => m.to === 'pausa@example.com')).toHaveLength(1);

    expect((await pledges.change(sent.id, token, 'retomar')).message).toBe(PLEDGE_MSG.resumed);
    expect((await row(sent.id)).status).toBe('pending');
    expect((await row(sent.id)).nextReminderAt).not.toBeNull();

    expect((await pledges.change(sent.id, token, 'terminar')).message).toBe(PLEDGE_MSG.ended);
    expect((await row(sent.id)).status).toBe('cancelled');
    expect((await pledges.change(sent.id, token, 'retomar')).message).toBe(PLEDGE_MSG.alreadyEnded);

    const mails = (await queuedMails(t)).filter((m) => m.to === 'pausa@example.com');
    expect(mails.map((m) => m.subject)).toEqual([
      'Cambiaste tu aporte mensual',
      'Cambiaste tu aporte mensual',
      'Cambiaste tu aporte mensual',
    ]);
    expect(mails[0]!.text).toContain('pausaste tu aporte mensual');
  });

  it('rounds a suggested increase to a friendly figure', () => {
    expect(friendlyAmount(3900)).toBe(4000);
    expect(friendlyAmount(6500)).toBe(6500);
    expect(friendlyAmount(6500.4)).toBe(7000);
    expect(friendlyAmount(15_600)).toBe(16_000);
    expect(friendlyAmount(52_000)).toBe(55_000);
  });

  it('the donor takes the suggested amount or types one; the reminders then say it', async () => {
    const sent = await pledge({ email: 'aumento@example.com', monto: '3000' });
    if (!sent.ok) throw new Error(sent.error);
    const token = linkOf(
      deliverableText((await queuedMails(t)).find((m) => m.to === 'aumento@example.com')!),
      `/aporte-mensual/${sent.id}?t=`,
    ).searchParams.get('t')!;
    const yearAgo = new Date(Date.now() - 400 * DAY);
    await t.db
      .update(subscriptions)
      .set({ status: 'active', startedAt: yearAgo })
      .where(eq(subscriptions.id, sent.id));
    await t.db.update(interfaces).set({ monthlyIncreasePercent: 30 }).where(eq(interfaces.id, INTERFACE_ID));
    await t.db.delete(mailOutbox);

    // Staff press «Proponer el aumento ahora»: $ 3.000 + 30 % = $ 3.900 → $ 4.000.
    const pressed = await admin.raw('POST', '/api/admin/subscriptions/increase');
    expect(pressed.statusCode).toBe(200);
    expect(pressed.json().suggested).toBeGreaterThanOrEqual(1);
    const [proposal] = (await queuedMails(t)).filter((m) => m.to === 'aumento@example.com');
    expect(proposal!.subject).toBe('¿Actualizamos tu aporte mensual?');
    expect(proposal!.text).toContain('de $ 3.000 a $ 4.000 por mes');
    const pledges = t.app.services.pledges;
    expect(await pledges.check(sent.id, token)).toMatchObject({ amount: 3000, suggestedAmount: 4000 });

    const taken = await pledges.change(sent.id, token, 'monto', '4000');
    expect(taken.message).toBe(PLEDGE_MSG.amountChanged('$ 4.000'));
    expect(await row(sent.id)).toMatchObject({ amount: 4000, suggestedAmount: null, status: 'active' });
    await expect(pledges.change(sent.id, token, 'monto', '12,5')).rejects.toMatchObject({ statusCode: 400 });
    expect((await pledges.change(sent.id, token, 'monto', '4.000')).message).toBe(PLAN_CHANGE_MSG.sameAmount);

    await t.db.delete(mailOutbox);
    const due = (await row(sent.id)).nextReminderAt!;
    await pledges.remindDue(due);
    const [reminder] = (await queuedMails(t)).filter((m) => m.to === 'aumento@example.com');
    expect(reminder!.text).toContain('$ 4.000 por mes');
    await t.db.update(interfaces).set({ monthlyIncreasePercent: 0 }).where(eq(interfaces.id, INTERFACE_ID));
  });
});
