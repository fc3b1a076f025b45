// Issue 38, item 3: a foster's supply requests and the staff's queue. A foster asks for food for one of their
// current dogs (never another foster's, nor a dog no longer with them) and sees only their own requests; staff
// see the queue most urgent first, move a request pedido → preparado → entregado with a note, each move
// audited and mailed to the foster with what it is and its new state.
import { FOSTER_MSG, MSG, type SupplyRequestInput } from '@campito/core';
import { auditLog, mailOutbox, supplyRequests, users } from '@campito/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, adminClient } from '../../../test/admin-client';
import { signIn } from '../../../test/admin-fixtures';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInUser } from '../../../test/form-helpers';
import { type PlacedFoster, placeDog, placedFoster } from '../../../test/foster-fixtures';

const FOOD: SupplyRequestInput = {
  kind: 'alimento',
  detail: 'Alimento para cachorro de raza mediana',
  quantity: '2 bolsas de 15 kg',
  urgency: 'urgente',
};

describe('supply requests and the staff’s queue', () => {
  let t: TestApp;
  let marta: PlacedFoster;
  let other: PlacedFoster;
  let pastDogId: string;
  let staff: AdminClient;

  const ask = (cookie: string | undefined, body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/mi-transito/pedidos',
      payload: body as Record<string, unknown>,
      headers: cookie ? { cookie } : {},
    });
  const mine = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/mi-transito/pedidos', headers: { cookie } });
  const mailsTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100', STAFF_EMAIL: 'equipo@elcampito.example' });
    marta = await placedFoster(t, { name: 'Marta Tránsito', email: 'marta.transito@example.com' });
    pastDogId = (await placeDog(t, marta.user, 'Pipa', { endedOn: '2026-11-10', destination: 'refugio' })).dog
      .id;
    other = await placedFoster(t, { name: 'Otro Tránsito', dogName: 'Rocco' });
    const admin = await signIn(t.db, t.app.services, ['admin'], 'pedidos@example.com');
    staff = adminClient(t.app, admin.cookie);
  });
  afterAll(() => t?.close());

  it('refuses without a session, to an account that is not a foster, and a wrong field with its message', async () => {
    expect((await ask(undefined, FOOD)).statusCode).toBe(401);
    const someone = await signedInUser(t, { roles: ['public'] });
    const refused = await ask(someone.cookie, FOOD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(FOSTER_MSG.notApproved);
    const wrong = await ask(marta.cookie, { ...FOOD, kind: 'juguetes', quantity: '' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toMatchObject({ kind: FOSTER_MSG.supplyKind, quantity: FOSTER_MSG.quantity });
  });

  it('a request names only one of the foster’s current dogs: another foster’s or a past one is a Spanish 404', async () => {
    for (const dogId of [other.dog.id, pastDogId]) {
      const res = await ask(marta.cookie, { ...FOOD, dogId });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(FOSTER_MSG.notYourDog);
    }
    expect(await t.db.select().from(supplyRequests)).toHaveLength(0);
  });

  it('takes the foster’s requests, tells staff, and lists each foster only their own', async () => {
    const food = await ask(marta.cookie, { ...FOOD, dogId: marta.dog.id });
    expect(food.statusCode).toBe(201);
    expect(food.json().request).toMatchObject({ kindLabel: 'Alimento', state: 'pedido', dogName: 'Luna' });
    const crate = await ask(marta.cookie, {
      kind: 'transportadora',
      detail: 'Para llevarla al veterinario',
      quantity: '1',
      urgency: 'normal',
      dogId: '',
    });
    expect(crate.statusCode).toBe(201);
    expect(crate.json().request.dogName).toBeNull();
    expect((await ask(other.cookie, { ...FOOD, urgency: 'pronto' })).statusCode).toBe(201);
    const staffMails = await mailsTo('equipo@elcampito.example');
    expect(staffMails.map((m) => m.subject)).toContain(
      'Pedido de tránsito: alimento (urgente: en uno o dos días)',
    );
    const listed = (await mine(marta.cookie)).json() as { kind: string }[];
    expect(listed.map((r) => r.kind).sort()).toEqual(['alimento', 'transportadora']);
    expect((await mine(other.cookie)).json()).toHaveLength(1);
  });

  it('staff see the open requests most urgent first', async () => {
    const { rows } = await staff.list('supply-requests', { filter: { open: true } });
    expect(rows.map((r) => [r.urgency, r.fosterName])).toEqual([
      ['urgente', 'Marta Tránsito'],
      ['pronto', 'Otro Tránsito'],
      ['normal', 'Marta Tránsito'],
    ]);
    expect(rows[0]).toMatchObject({ dogName: 'Luna', open: true });
  });

  it('staff move a request to «preparado» and «entregado»: each move is audited and mailed to the foster', async () => {
    const [food] = await t.db
      .select()
      .from(supplyRequests)
      .where(and(eq(supplyRequests.fosterId, marta.user.id), eq(supplyRequests.kind, 'alimento')));
    const bad = await staff.update('supply-requests', food!.id, { state: 'perdido' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.state).toBe(FOSTER_MSG.supplyState);
    const ready = await staff.update('supply-requests', food!.id, {
      state: 'preparado',
      note: 'Lo retirás el sábado por el refugio.',
    });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      state: 'preparado',
      staffNote: 'Lo retirás el sábado por el refugio.',
    });
    const same = await staff.update('supply-requests', food!.id, { state: 'preparado' });
    expect(same.statusCode).toBe(409);
    expect(same.json().error).toBe('El pedido ya está «Preparado».');
    const delivered = await staff.update('supply-requests', food!.id, { state: 'entregado' });
    expect(delivered.json()).toMatchObject({ state: 'entregado', open: false, staffNote: '' });

    const mails = await mailsTo('marta.transito@example.com');
    expect(mails.map((m) => m.subject)).toEqual([
      'Tu pedido de alimento: preparado',
      'Tu pedido de alimento: entregado',
    ]);
    expect(mails[0]!.text).toContain('Ya preparamos tu pedido de alimento para Luna');
    expect(mails[0]!.text).toContain('«Lo retirás el sábado por el refugio.»');
    expect(mails[1]!.text).toContain('2 bolsas de 15 kg');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'supply-requests'), eq(auditLog.recordId, food!.id)));
    expect(audit.map((a) => a.changes.state?.new)).toEqual(['preparado', 'entregado']);
    const listed = (await mine(marta.cookie)).json() as { kind: string; stateLabel: string }[];
    expect(listed.find((r) => r.kind === 'alimento')?.stateLabel).toBe('Entregado');
  });

  it('a request whose foster’s account is gone still moves, with no mail', async () => {
    const [crate] = await t.db.select().from(supplyRequests).where(eq(supplyRequests.kind, 'transportadora'));
    const before = (await t.db.select().from(mailOutbox)).length;
    await t.db.update(users).set({ isDelete: true }).where(eq(users.id, marta.user.id));
    const moved = await staff.update('supply-requests', crate!.id, { state: 'preparado' });
    expect(moved.statusCode).toBe(200);
    expect((await t.db.select().from(mailOutbox)).length).toBe(before);
    await t.db.update(users).set({ isDelete: false }).where(eq(users.id, marta.user.id));
  });

  it('answers a Spanish 404 for a request that does not exist', async () => {
    const res = await staff.update('supply-requests', crypto.randomUUID(), { state: 'preparado' });
    expect(res.statusCode).toBe(404);
    expect(typeof res.json().error).toBe('string');
    expect(res.json().error).not.toBe(MSG.checkFields);
  });
});
