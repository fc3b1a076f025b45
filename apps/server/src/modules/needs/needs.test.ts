// Issue 36, item 3: «Necesitamos». The page's items by urgency with this month's counts, «Llevo» through
// the form pipeline (email or phone, the drop-off details by mail), staff marking a promise arrived, the
// reminder the day before on an injected clock, and the person's data blanked after the retention days.
import { isoDay, NEED_MSG, shelterDateTime } from '@campito/core';
import { dropPoints, mailOutbox, needPledges, needs } from '@campito/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AdminClient, adminClient } from '../../../test/admin-client';
import { signInEveryone } from '../../../test/admin-fixtures';
import { createTestApp, type TestApp } from '../../../test/app';
import { postJson, queuedMails } from '../../../test/form-helpers';
import { anonymizeNeedPledges } from './anonymize';

const DAY = 86_400_000;

describe('«Necesitamos» and «Llevo»', () => {
  let t: TestApp;
  let admin: AdminClient;
  let diapers: string;
  let blankets: string;
  let hidden: string;
  let shelter: string;
  let ip = 0;
  const who = () => ({ ip: `10.36.3.${++ip}`, user: null });
  const tomorrow = () => isoDay(Date.now() + DAY);
  const promise = (values: Record<string, unknown> = {}) =>
    t.app.services.needs.submit(
      {
        need: diapers,
        quantity: '2',
        name: 'Rocío Trae',
        email: 'Rocio@Example.com',
        dropPoint: shelter,
        bringOn: tomorrow(),
        ...values,
      },
      who(),
    );

  beforeAll(async () => {
    t = await createTestApp({ STAFF_EMAIL: 'equipo@elcampito.example', RATE_LIMIT_MULTIPLIER: '100' });
    admin = adminClient(t.app, (await signInEveryone(t.db, t.app.services)).admin.cookie);
    const [a, b, c] = await t.db
      .insert(needs)
      .values([
        { name: 'Mantas y frazadas', wanted: 80, urgency: 'pronto' },
        { name: 'Pañales talle L', wanted: 300, urgency: 'urgente' },
        { name: 'Correas', wanted: 10, urgency: 'siempre', active: false },
      ])
      .returning();
    [blankets, diapers, hidden] = [a!.id, b!.id, c!.id];
    const [point] = await t.db
      .insert(dropPoints)
      .values({
        name: 'El refugio',
        address: 'Ruta 6 km 3, Cañuelas',
        hours: 'Sábados y domingos de 10 a 16',
        mapUrl: 'https://www.openstreetmap.org/?mlat=-35&mlon=-58',
      })
      .returning();
    shelter = point!.id;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(mailOutbox);
  });

  it('lists the active items, most urgent first, and the drop-off points (also in the API)', async () => {
    const page = await t.app.services.needs.page();
    expect(page.needs.map((n) => [n.name, n.urgencyLabel])).toEqual([
      ['Pañales talle L', 'Urgente'],
      ['Mantas y frazadas', 'Lo necesitamos pronto'],
    ]);
    expect(page.points.map((p) => p.name)).toEqual(['El refugio']);
    const api = await t.app.inject({ url: '/api/necesitamos' });
    expect(api.statusCode).toBe(200);
    expect(api.json().needs).toHaveLength(2);
  });

  it('takes «Llevo 2» with the drop-off details by mail, tells staff, and counts it as on its way', async () => {
    const sent = await promise();
    expect(sent).toMatchObject({ ok: true, created: true });
    if (!sent.ok) return;
    const [row] = await t.db.select().from(needPledges).where(eq(needPledges.id, sent.id));
    expect(row).toMatchObject({
      quantity: 2,
      email: 'rocio@example.com',
      status: 'prometido',
      bringOn: tomorrow(),
    });
    const mails = await queuedMails(t);
    expect(mails.map((m) => m.to).sort()).toEqual(['equipo@elcampito.example', 'rocio@example.com']);
    const mine = mails.find((m) => m.to === 'rocio@example.com')!;
    expect(mine.subject).toBe('Gracias por traer Pañales talle L');
    for (const line of [
      'Qué: 2 × Pañales talle L',
      'Dónde: El refugio, Ruta 6 km 3, Cañuelas',
      'Días y horarios: Sábados y domingos de 10 a 16',
    ])
      expect(mine.text).toContain(line);
    expect(mails.find((m) => m.to === 'equipo@elcampito.example')!.subject).toBe(
      'Llevo: 2 × Pañales talle L',
    );
    const item = (await t.app.services.needs.page()).needs.find((n) => n.id === diapers)!;
    expect(item.coming).toBeGreaterThanOrEqual(2);
  });

  it('takes a phone instead of an email (no mail then), and asks for one of them', async () => {
    const byPhone = await promise({ email: '', phone: '11 5555-0123', need: blankets });
    expect(byPhone.ok).toBe(true);
    expect((await queuedMails(t)).map((m) => m.to)).toEqual(['equipo@elcampito.example']);
    const neither = await promise({ email: '', phone: '' });
    expect(neither).toMatchObject({ ok: false, status: 400, errors: { email: NEED_MSG.contact } });
  });

  it('refuses what is not on the list, a past or far day and a wrong quantity, with their messages', async () => {
    expect(await promise({ need: hidden })).toMatchObject({ ok: false, status: 400, error: NEED_MSG.gone });
    const wrong = await promise({
      quantity: '0',
      bringOn: isoDay(Date.now() - 2 * DAY),
      phone: '12',
    });
    expect(wrong).toMatchObject({
      ok: false,
      errors: { quantity: NEED_MSG.quantity, bringOn: NEED_MSG.datePast, phone: NEED_MSG.phone },
    });
    expect(await promise({ bringOn: isoDay(Date.now() + 90 * DAY) })).toMatchObject({
      errors: { bringOn: NEED_MSG.dateFar },
    });
    const api = await postJson(t, '/api/necesitamos/llevo', { need: diapers, quantity: 1 });
    expect(api.statusCode).toBe(400);
  });

  it('staff mark a promise arrived (with how many came) and the month’s count follows', async () => {
    const sent = await promise({ quantity: '5', need: blankets });
    if (!sent.ok) throw new Error(sent.error);
    const before = (await t.app.services.needs.page()).needs.find((n) => n.id === blankets)!;
    const marked = await admin.update('need-pledges', sent.id, { status: 'llego', arrivedQuantity: 4 });
    expect(marked.statusCode, marked.body).toBe(200);
    const after = (await t.app.services.needs.page()).needs.find((n) => n.id === blankets)!;
    expect(after.arrived).toBe(before.arrived + 4);
    expect(after.coming).toBe(before.coming - 5);
    const [row] = await t.db.select().from(needPledges).where(eq(needPledges.id, sent.id));
    expect(row!.arrivedAt).not.toBeNull();
    // Back to promised: nothing arrived after all.
    await admin.update('need-pledges', sent.id, { status: 'prometido' });
    expect((await t.app.services.needs.page()).needs.find((n) => n.id === blankets)!.arrived).toBe(
      before.arrived,
    );
    // Arrived without a number: the promised quantity.
    await admin.update('need-pledges', sent.id, { status: 'llego' });
    expect(
      (await t.db.select().from(needPledges).where(eq(needPledges.id, sent.id)))[0]!.arrivedQuantity,
    ).toBe(5);
  });

  it('reminds the day before, from 10 a.m. in Buenos Aires, once', async () => {
    const sent = await promise({ email: 'recordame@example.com' });
    if (!sent.ok) throw new Error(sent.error);
    await t.db.delete(mailOutbox);
    const today = isoDay();
    const needs = t.app.services.needs;
    expect(await needs.remindDue(shelterDateTime(`${today}T09:30`)!)).toEqual({ reminded: 0 });
    expect((await needs.remindDue(shelterDateTime(`${today}T10:05`)!)).reminded).toBeGreaterThanOrEqual(1);
    expect(await needs.remindDue(shelterDateTime(`${today}T11:05`)!)).toEqual({ reminded: 0 });
    const [reminder] = (await queuedMails(t)).filter((m) => m.to === 'recordame@example.com');
    expect(reminder!.subject).toBe('Mañana: 2 × Pañales talle L para El Campito');
    expect(reminder!.text).toContain('Sábados y domingos de 10 a 16');
  });

  it('blanks the person’s data VISITS_KEEP_DAYS after the day, keeping what came', async () => {
    const [old] = await t.db
      .insert(needPledges)
      .values({
        needId: diapers,
        dropPointId: shelter,
        quantity: 3,
        name: 'Persona Vieja',
        email: 'vieja@example.com',
        phone: '1155550000',
        bringOn: isoDay(Date.now() - 120 * DAY),
        status: 'llego',
        arrivedQuantity: 3,
      })
      .returning();
    expect(await anonymizeNeedPledges(t.db, new Date(), 90)).toBe(1);
    expect(await anonymizeNeedPledges(t.db, new Date(), 90)).toBe(0);
    const [row] = await t.db.select().from(needPledges).where(eq(needPledges.id, old!.id));
    expect(row).toMatchObject({ name: '', email: null, phone: null, quantity: 3, status: 'llego' });
  });
});
