// Issue 38, item 1: «Ser hogar de tránsito» — the public form through the shared pipeline (Spanish field
// messages, the mails, the draft), staff's review in stages with its mails, approval giving the role
// «transito» (an account that exists, and one created later), and item 7: the address staff-only, each
// read audited.
import {
  DEFAULT_MAIL_TEMPLATES,
  FORM_SUCCESS,
  FOSTER_MSG,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
} from '@campito/core';
import { validFoster } from '@campito/core/test';
import { auditLog, formDrafts, fosterApplications, mailOutbox, users } from '@campito/db';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AdminClient, adminClient } from '../../../test/admin-client';
import { signIn } from '../../../test/admin-fixtures';
import { createTestApp, type TestApp } from '../../../test/app';
import { deliverableText, postJson, queuedMails, signedInUser } from '../../../test/form-helpers';

const STAFF_EMAIL = 'staff@elcampito.example';
let t: TestApp;
let staff: AdminClient;

beforeAll(async () => {
  t = await createTestApp({ STAFF_EMAIL, RATE_LIMIT_MULTIPLIER: '100' });
  const admin = await signIn(t.db, t.app.services, ['admin'], 'coordinacion@example.com');
  staff = adminClient(t.app, admin.cookie);
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.db.delete(mailOutbox);
});

async function apply(overrides: Parameters<typeof validFoster>[0] = {}, cookie?: string) {
  const res = await postJson(t, '/api/fosters', validFoster(overrides), { cookie });
  expect(res.statusCode).toBe(201);
  await t.db.delete(mailOutbox);
  return res.json().id as string;
}
const move = (id: string, body: object) =>
  staff.raw('POST', `/api/admin/applications/foster/${id}/stage`, body);
const rolesOf = async (id: string) =>
  (await t.db.select({ roles: users.roles }).from(users).where(eq(users.id, id)))[0]!.roles;

describe('POST /api/fosters', () => {
  it('stores a valid application as «nueva» and mails staff (without the address) and the applicant', async () => {
    const res = await postJson(t, '/api/fosters', validFoster({ canTake: [], question: '' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String), message: FORM_SUCCESS });
    const [row] = await t.db
      .select()
      .from(fosterApplications)
      .where(eq(fosterApplications.id, res.json().id));
    expect(row).toMatchObject({
      stage: 'nueva',
      isPending: true,
      address: 'Av. Espora 1550, 2.º B',
      sizes: ['chico', 'mediano'],
      canTake: [],
      question: null,
      userId: null,
    });
    const mails = await queuedMails(t);
    expect(mails.map((m) => m.to).sort()).toEqual(['sofia@example.com', STAFF_EMAIL]);
    const toStaff = mails.find((m) => m.to === STAFF_EMAIL)!;
    expect(toStaff.subject).toBe('Hogar de tránsito: Sofía Ramírez');
    expect(toStaff.text).toContain(`http://localhost:3000/admin#/foster-applications/${row!.id}`);
    expect(toStaff.text).toContain('¿De qué tamaño puede ser el perro?: Chico, Mediano');
    for (const mail of mails) expect(`${mail.text}${mail.html}`).not.toContain('Espora');
    expect(mails.find((m) => m.to === 'sofia@example.com')!.subject).toBe(
      'Recibimos tu solicitud para ser hogar de tránsito',
    );
  });

  const invalid: [string, unknown, string][] = [
    ['name', '', FOSTER_MSG.name],
    ['email', 'sofia@example', 'Formato de Email incorrecto'],
    ['phone', '', 'Número de telefono requerido'],
    ['birthday', '', 'Fecha de nacimiento requerida'],
    ['area', '', FOSTER_MSG.area],
    ['address', ' ', FOSTER_MSG.address],
    ['home', 'carpa', 'Seleccione una opción'],
    ['household', '', FOSTER_MSG.comment],
    ['otherAnimals', '', FOSTER_MSG.otherAnimals],
    ['timeAtHome', '', 'Seleccione una opción'],
    ['sizes', [], FOSTER_MSG.sizes],
    ['sizes', ['gigante'], FOSTER_MSG.sizes],
    ['canTake', ['gatos'], FOSTER_MSG.canTake],
    ['duration', 'para siempre', 'Seleccione una opción'],
    ['unavailable', 'x'.repeat(2001), 'Máximo 2000 caracteres'],
  ];
  it.each(invalid)('%s = %j → 400 with "%s", nothing stored', async (field, value, message) => {
    const before = (await t.db.select().from(fosterApplications)).length;
    const res = await postJson(t, '/api/fosters', { ...validFoster(), [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ [field]: message });
    expect(await t.db.select().from(fosterApplications)).toHaveLength(before);
  });

  it('stores a resubmission (same key) once, and refuses a filled honeypot in Spanish', async () => {
    const body = { ...validFoster({ name: 'Una Vez' }), [IDEMPOTENCY_FIELD]: crypto.randomUUID() };
    const first = await postJson(t, '/api/fosters', body);
    const second = await postJson(t, '/api/fosters', body);
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(second.json().id).toBe(first.json().id);
    const bot = await postJson(t, '/api/fosters', {
      ...validFoster(),
      [HONEYPOT_FIELD]: 'http://spam.example',
    });
    expect(bot.statusCode).toBe(400);
    expect(bot.json().error).toMatch(/No pudimos recibir el formulario/);
  });

  it('keeps a signed-in person’s draft until the application is sent, and links the application to them', async () => {
    const { user, cookie } = await signedInUser(t);
    const draft = { name: 'Carla Ruiz', address: 'Mitre 100', sizes: ['grande'] };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/drafts/foster',
      headers: { cookie },
      payload: { data: draft },
    });
    expect(saved.statusCode).toBe(200);
    // A reload (or another device) reads it back.
    const read = await t.app.inject({ method: 'GET', url: '/api/drafts/foster', headers: { cookie } });
    expect(read.json().draft.data).toEqual(draft);
    const sent = await t.app.services.fosterApplications.submit(validFoster({ email: user.email }), {
      ip: '198.51.100.7',
      user,
    });
    expect(sent.ok).toBe(true);
    const [row] = await t.db.select().from(fosterApplications).where(eq(fosterApplications.userId, user.id));
    expect(row?.email).toBe(user.email);
    expect(await t.db.select().from(formDrafts).where(eq(formDrafts.userId, user.id))).toEqual([]);
  });
});

describe('staff review a foster application', () => {
  it('move it through its stages with a note and the stage’s mail', async () => {
    const id = await apply({ name: 'Rocío Díaz', email: 'rocio@example.com' });
    const moved = await move(id, { stage: 'en_contacto', note: 'Llamar a la tarde', sendMail: true });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ stage: 'en_contacto', isPending: true });
    const [mail] = await queuedMails(t);
    expect(mail).toMatchObject({
      to: 'rocio@example.com',
      subject: DEFAULT_MAIL_TEMPLATES['foster.en_contacto'].subject,
    });
    expect(mail!.text).toContain('Hola, Rocío Díaz:');
    const visit = await move(id, { stage: 'entrevista', sendMail: true, subject: 'Te visitamos el sábado' });
    expect(visit.json().timeline.map((e: { stage: string }) => e.stage)).toEqual([
      'en_contacto',
      'entrevista',
    ]);
    expect((await queuedMails(t)).at(-1)).toMatchObject({ subject: 'Te visitamos el sábado' });
    const bad = await move(id, { stage: 'incorporada' });
    expect(bad.statusCode).toBe(400);
    expect(typeof bad.json().errors.stage).toBe('string');
  });

  it('approving gives the role to the account that sent it and to a verified account of its email, audited; never to an unverified one', async () => {
    const sender = await signedInUser(t, { email: 'emisor@example.com' });
    const verified = await signedInUser(t, { email: 'hogar@example.com', emailVerifiedAt: new Date() });
    const sent = await postJson(t, '/api/fosters', validFoster({ email: 'hogar@example.com' }), {
      cookie: sender.cookie,
    });
    const id = sent.json().id as string;
    await t.db.delete(mailOutbox);
    const approved = await move(id, { stage: 'aprobada', sendMail: true });
    expect(approved.json()).toMatchObject({ stage: 'aprobada', isPending: false });
    expect(await rolesOf(sender.user.id)).toContain('transito');
    expect(await rolesOf(verified.user.id)).toContain('transito');
    expect((await queuedMails(t))[0]).toMatchObject({
      to: 'hogar@example.com',
      subject: DEFAULT_MAIL_TEMPLATES['foster.aprobada'].subject,
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'users'), eq(auditLog.recordId, verified.user.id)));
    expect(entry).toMatchObject({ action: 'update', actorEmail: 'coordinacion@example.com' });
    expect(entry!.changes).toEqual({ roles: { old: ['public'], new: ['public', 'transito'] } });
    // «Mis solicitudes» lists it, with its steps.
    const mine = await t.app.services.users.applications(verified.user.id);
    expect(mine.items).toEqual([
      expect.objectContaining({ kind: 'transito', id, isPending: false, stageLabel: 'Aprobada' }),
    ]);
    // The person's session says so at once.
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: sender.cookie } });
    expect(JSON.stringify(me.json())).toContain('transito');

    // Anyone may register with anyone's email (issue 39): an unverified account of the email waits.
    const unverified = await signedInUser(t, { email: 'sin-verificar@example.com' });
    await move(await apply({ email: 'sin-verificar@example.com' }), { stage: 'aprobada' });
    expect(await rolesOf(unverified.user.id)).not.toContain('transito');
  });

  it('the «pendiente» switch approves too, and gives the role', async () => {
    const person = await signedInUser(t, { email: 'switch@example.com', emailVerifiedAt: new Date() });
    const id = await apply({ email: 'switch@example.com' });
    const res = await staff.update('foster-applications', id, { isPending: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ stage: 'aprobada', isPending: false });
    expect(await rolesOf(person.user.id)).toContain('transito');
  });

  it('an account created after the approval gets the role once it proves its email', async () => {
    const email = 'despues@example.com';
    const id = await apply({ email });
    await move(id, { stage: 'aprobada', sendMail: false });
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Marta Después', email, pass: 'perro2024transito' },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const [account] = await t.db.select().from(users).where(eq(users.email, email));
    expect(account!.roles).toEqual(['public']);
    const mail = (await queuedMails(t)).find((m) => m.to === email)!;
    const token = deliverableText(mail).match(/\/verificar\/([\w-]+)/)![1]!;
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/auth/verification/${token}`,
      payload: { pass: 'perro2024transito' },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await rolesOf(account!.id)).toEqual(['public', 'transito']);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'users'), eq(auditLog.recordId, account!.id)))
      .orderBy(desc(auditLog.createdAt));
    expect(entry!.changes).toMatchObject({
      roles: { new: ['public', 'transito'] },
      via: { new: 'solicitud de hogar de tránsito aprobada' },
    });
  });
});

describe('the address is staff-only, and every read is audited', () => {
  it('is never in the list or the record; «Ver domicilio» reads it and writes a «view» entry without it', async () => {
    const id = await apply({ name: 'Privada', address: 'Calle Secreta 742' });
    const list = await staff.list('foster-applications', { filter: { q: 'Privada' } });
    expect(list.status).toBe(200);
    expect(list.rows).toHaveLength(1);
    expect(list.rows[0]).not.toHaveProperty('address');
    expect((await staff.list('foster-applications', { filter: { q: 'Secreta' } })).rows).toEqual([]);
    const one = await staff.get('foster-applications', id);
    expect(one.json()).toMatchObject({ id, name: 'Privada' });
    expect(one.body).not.toContain('Secreta');
    expect(one.headers['cache-control']).toBe('no-store');

    const read = await staff.raw('GET', `/api/admin/foster-applications/${id}/address`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ address: 'Calle Secreta 742' });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.recordId, id));
    const view = entries.find((e) => e.action === 'view')!;
    expect(view).toMatchObject({ resource: 'foster-applications', recordLabel: 'Privada' });
    expect(JSON.stringify(entries)).not.toContain('Secreta');
    const missing = await staff.raw(
      'GET',
      '/api/admin/foster-applications/00000000-0000-4000-8000-000000000000/address',
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('No encontramos esa solicitud.');
  });

  it('a signed-in person who is not staff gets 403 (401 without a session), and reads nothing', async () => {
    const id = await apply();
    const foster = await signIn(t.db, t.app.services, ['public', 'transito'], 'otro-hogar@example.com');
    const as = adminClient(t.app, foster.cookie);
    for (const res of [
      await as.raw('GET', `/api/admin/foster-applications/${id}/address`),
      await as.get('foster-applications', id),
      await as.raw('POST', `/api/admin/applications/foster/${id}/stage`, { stage: 'aprobada' }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('Espora');
    }
    const anonymous = await adminClient(t.app).raw('GET', `/api/admin/foster-applications/${id}/address`);
    expect(anonymous.statusCode).toBe(401);
    expect((await staff.raw('GET', `/api/admin/applications/foster/${id}`)).json().stage).toBe('nueva');
  });
});
