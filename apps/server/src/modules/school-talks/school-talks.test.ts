// Issue 35, items 7 and 8: «Pedí una charla para tu escuela» — the public form through the forms' pipeline
// (API and the page without JavaScript), staff's review of the request like the other applications (stages,
// notes, editable mails through the outbox, audit) and a talk «agendada» becoming a private event. The
// teacher's data removed by housekeeping after the talk: anonymize.test.ts.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD, STAGE_MSG, VISITS_MSG } from '@campito/core';
import { validSchoolRequest } from '@campito/core/test';
import { applicationEvents, auditLog, events, mailOutbox, schoolRequests } from '@campito/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as charlaPage from '../../../../web/app/routes/proyecto-escolar-charla';
import { type AdminClient, adminClient } from '../../../test/admin-client';
import { signInEveryone } from '../../../test/admin-fixtures';
import { testConfig } from '../../../test/app';
import { openTestDatabase } from '../../../test/database';
import { pageBuild } from '../../../test/page-build';
import { type App, buildApp } from '../../app';
import { BOT_MESSAGE } from '../forms/pipeline';

const STAFF = 'staff@elcampito.example';

let app: App;
let dataDir: string;
let people: Awaited<ReturnType<typeof signInEveryone>>;
let staff: AdminClient;
const db = () => app.deps.db;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'campito-school-talks-'));
  app = await buildApp({
    config: testConfig(dataDir, { STAFF_EMAIL: STAFF, RATE_LIMIT_MULTIPLIER: '100' }),
    database: await openTestDatabase(),
    logger: false,
    web: {
      build: pageBuild({ 'routes/proyecto-escolar-charla': ['proyectoescolar/charla', charlaPage] }),
      mode: 'production',
    },
  });
  await app.ready();
  people = await signInEveryone(db(), app.services);
  staff = adminClient(app, people.admin.cookie);
});
afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await db().delete(mailOutbox);
});

const post = (body: unknown, ip = '203.0.113.20') =>
  app.inject({
    method: 'POST',
    url: '/api/escuelas',
    payload: body as Record<string, unknown>,
    remoteAddress: ip,
  });
const mails = () => db().select().from(mailOutbox);

async function newRequest(overrides: Parameters<typeof validSchoolRequest>[0] = {}) {
  const res = await post(validSchoolRequest(overrides));
  expect(res.statusCode, res.body).toBe(201);
  await db().delete(mailOutbox);
  return res.json().id as string;
}

describe('POST /api/escuelas', () => {
  it('stores the request as «nueva» and queues the teacher’s confirmation and the staff notice', async () => {
    const res = await post(validSchoolRequest({ telefono: '(011) 5555-7788', temas: '' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String), message: VISITS_MSG.schoolSent });
    const [row] = await db().select().from(schoolRequests).where(eq(schoolRequests.id, res.json().id));
    expect(row).toMatchObject({
      school: 'Escuela Primaria N.º 12 «Juana Manso»',
      level: 'primaria',
      students: 28,
      name: 'Laura Benítez',
      email: 'laura.docente@example.com',
      phone: '1155557788',
      modality: 'escuela',
      topics: null,
      stage: 'nueva',
      isPending: true,
      eventId: null,
      anonymizedAt: null,
    });
    const queued = await mails();
    expect(queued.map((m) => m.to).sort()).toEqual(['laura.docente@example.com', STAFF]);
    const notice = queued.find((m) => m.to === STAFF)!;
    expect(notice.subject).toBe('Pedido de charla: Escuela Primaria N.º 12 «Juana Manso»');
    expect(notice.text).toContain(`http://localhost:3000/admin#/school-requests/${row!.id}`);
    expect(notice.text).toContain('Nivel: Primaria (de 6 a 11 años)');
    expect(notice.text).toContain('¿Cómo preferís la charla?: En la escuela');
    // The confirmation says only our words and the teacher's name: never what was typed elsewhere.
    const confirmation = queued.find((m) => m.to === 'laura.docente@example.com')!;
    expect(confirmation.text).toContain('Hola, Laura Benítez:');
    expect(confirmation.text).not.toContain('Juana Manso');
  });

  const invalid: [string, unknown, string][] = [
    ['escuela', '  ', VISITS_MSG.school],
    ['nivel', 'universitario', VISITS_MSG.level],
    ['alumnos', '', VISITS_MSG.students],
    ['alumnos', 0, VISITS_MSG.students],
    ['alumnos', 12.5, VISITS_MSG.students],
    ['docente', '', VISITS_MSG.teacher],
    ['email', 'laura@', 'Formato de Email incorrecto'],
    ['telefono', '123', 'El numero ingresado es invalido'],
    ['modalidad', 'zoom', VISITS_MSG.modality],
    ['fechas', '', VISITS_MSG.preferredDates],
    ['temas', 'x'.repeat(2001), 'Máximo 2000 caracteres'],
  ];
  it.each(invalid)('%s = %j → 400 with «%s», nothing stored', async (field, value, message) => {
    const before = (await db().select().from(schoolRequests)).length;
    const res = await post({ ...validSchoolRequest(), [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ [field]: message });
    expect(await db().select().from(schoolRequests)).toHaveLength(before);
  });

  it('refuses a filled honeypot and unknown fields; a resubmission with the same key is stored once', async () => {
    const trap = await post({ ...validSchoolRequest(), [HONEYPOT_FIELD]: 'https://spam.example' });
    expect(trap.statusCode).toBe(400);
    expect(trap.json().error).toBe(BOT_MESSAGE);
    const unknown = await post({ ...validSchoolRequest(), stage: 'agendada' });
    expect(unknown.json().errors).toEqual({ _: 'Campos no permitidos: stage' });

    const body = { ...validSchoolRequest(), [IDEMPOTENCY_FIELD]: crypto.randomUUID() };
    const [first, second] = [await post(body), await post(body)];
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(second.json().id).toBe(first.json().id);
  });
});

describe('the page /proyectoescolar/charla without JavaScript', () => {
  const form = (fields: Record<string, unknown>) =>
    new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
  const postPage = (fields: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/proyectoescolar/charla',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ ...fields, [HONEYPOT_FIELD]: '', [IDEMPOTENCY_FIELD]: crypto.randomUUID() }),
      remoteAddress: '203.0.113.21',
    });

  it('shows every control with its label, never cached', async () => {
    const page = await app.inject({ method: 'GET', url: '/proyectoescolar/charla' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toContain('no-store');
    for (const name of [
      'escuela',
      'nivel',
      'alumnos',
      'docente',
      'email',
      'telefono',
      'modalidad',
      'fechas',
    ]) {
      expect(page.body).toContain(`for="f-${name}"`);
      expect(page.body).toContain(`id="f-${name}"`);
    }
    expect(page.body).toContain('<option value="inicial">Inicial (de 3 a 5 años)</option>');
  });

  it('answers the messages beside their fields, keeping what was typed, and stores nothing', async () => {
    const before = (await db().select().from(schoolRequests)).length;
    const res = await postPage({ ...validSchoolRequest(), alumnos: 'muchos', telefono: '' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('role="alert"');
    expect(res.body).toContain(`<p class="field-error" id="f-alumnos-error">${VISITS_MSG.students}</p>`);
    expect(res.body).toMatch(/aria-describedby="[^"]*f-alumnos-error"/);
    expect(res.body).toContain('Número de telefono requerido');
    // What the teacher typed is still there.
    expect(res.body).toContain('value="Laura Benítez"');
    expect(res.body).toContain('value="muchos"');
    expect(res.body).toMatch(/<option value="primaria" selected="">/);
    expect(await db().select().from(schoolRequests)).toHaveLength(before);
  });

  it('stores a valid post and says so', async () => {
    const res = await postPage({ ...validSchoolRequest(), escuela: 'Jardín Los Horneritos' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(VISITS_MSG.schoolSent);
    const stored = await db()
      .select()
      .from(schoolRequests)
      .where(eq(schoolRequests.school, 'Jardín Los Horneritos'));
    expect(stored).toHaveLength(1);
  });
});

describe('the review of a school’s request', () => {
  const move = (id: string, body: object) =>
    staff.raw('POST', `/api/admin/applications/school/${id}/stage`, body);

  it('moves through the stages with notes and mails; «agendada» asks for a day and makes a private event', async () => {
    const id = await newRequest();
    const start = await staff.raw('GET', `/api/admin/applications/school/${id}`);
    expect(start.json()).toMatchObject({ stage: 'nueva', isPending: true, talk: null, timeline: [] });

    const contact = await move(id, { stage: 'en_contacto', note: 'Llamar a la dirección', sendMail: true });
    expect(contact.statusCode, contact.body).toBe(200);
    let [mail] = await mails();
    expect(mail).toMatchObject({
      to: 'laura.docente@example.com',
      subject: 'Tu pedido de una charla para Escuela Primaria N.º 12 «Juana Manso»',
    });
    expect(mail!.text).toContain('Hola, Laura Benítez:');

    // «Agendada» needs its day and time, in Spanish; a day that does not exist is refused too.
    const missing = await move(id, { stage: 'agendada', sendMail: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ talkAt: STAGE_MSG.talkAt });
    expect((await move(id, { stage: 'agendada', talkAt: '2026-02-30T10:00' })).json().errors).toEqual({
      talkAt: STAGE_MSG.talkAt,
    });
    expect((await move(id, { stage: 'realizada', talkAt: '2026-12-03T10:00' })).json().errors).toEqual({
      talkAt: STAGE_MSG.talkAtOnlyScheduling,
    });

    // The preview already says the day; the subject staff edited goes as they wrote it.
    const preview = await staff.raw(
      'GET',
      `/api/admin/applications/school/${id}/preview?stage=agendada&talkAt=2026-12-03T10:00`,
    );
    expect(preview.json().mail.body).toContain('el jueves 3 de diciembre de 2026 a las 10:00');
    await db().delete(mailOutbox);
    const scheduled = await move(id, {
      stage: 'agendada',
      talkAt: '2026-12-03T10:00',
      sendMail: true,
      subject: '¡Nos vemos el {fecha}!',
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const review = scheduled.json();
    expect(review).toMatchObject({ stage: 'agendada', isPending: true });
    expect(review.talk).toMatchObject({
      title: 'Charla en Escuela Primaria N.º 12 «Juana Manso»',
      slug: `escuela-2026-12-03-${id.replaceAll('-', '').slice(0, 6)}`,
      startsAt: '2026-12-03T13:00:00.000Z',
      place: 'Escuela Primaria N.º 12 «Juana Manso»',
      status: 'programado',
    });
    const [event] = await db().select().from(events).where(eq(events.id, review.talk.id));
    expect(event).toMatchObject({ kind: 'escuela', isPublic: false, bookingRequired: false });
    expect(event!.description).not.toContain('Laura');
    const [row] = await db().select().from(schoolRequests).where(eq(schoolRequests.id, id));
    expect(row!.eventId).toBe(event!.id);
    [mail] = await mails();
    expect(mail!.subject).toBe('¡Nos vemos el jueves 3 de diciembre de 2026 a las 10:00!');
    expect(mail!.text).toContain('el jueves 3 de diciembre de 2026 a las 10:00');

    // Another day: the same event moves, and the timeline says so again.
    const again = await move(id, { stage: 'agendada', talkAt: '2026-12-10T09:30', sendMail: false });
    expect(again.json().talk).toMatchObject({ id: event!.id, startsAt: '2026-12-10T12:30:00.000Z' });
    expect(await db().select().from(events).where(eq(events.kind, 'escuela'))).toHaveLength(1);

    // Given: no longer pending; the event stays on staff's calendar.
    const done = await move(id, { stage: 'realizada', sendMail: true });
    expect(done.json()).toMatchObject({ stage: 'realizada', isPending: false, talk: { id: event!.id } });
    expect(done.json().timeline.map((e: { stage: string | null }) => e.stage)).toEqual([
      'en_contacto',
      'agendada',
      'agendada',
      'realizada',
    ]);
    expect(done.json().timeline[0]).toMatchObject({ note: 'Llamar a la dirección', mailSent: true });
    const kinds = await db()
      .select({ kind: applicationEvents.kind })
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, id));
    expect(new Set(kinds.map((k) => k.kind))).toEqual(new Set(['school']));

    // Audited: every stage change of the request (labelled by the school) and the event's creation.
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'school-requests'), eq(auditLog.recordId, id)));
    expect(audits).toHaveLength(4);
    expect(audits.every((a) => a.recordLabel === 'Escuela Primaria N.º 12 «Juana Manso»')).toBe(true);
    const eventAudits = await db().select().from(auditLog).where(eq(auditLog.recordId, event!.id));
    expect(eventAudits.map((a) => a.action).sort()).toEqual(['create', 'update']);
  });

  it('is listed and opened by staff only', async () => {
    const id = await newRequest({ escuela: 'Escuela Técnica N.º 3' });
    const list = await staff.list('school-requests', { filter: { school: 'técnica' } });
    expect(list.rows.map((r) => [r.school, r.stage])).toEqual([['Escuela Técnica N.º 3', 'nueva']]);
    for (const cookie of [undefined, people.public.cookie, people.voluntario.cookie]) {
      const client = adminClient(app, cookie);
      const expected = cookie ? 403 : 401;
      expect((await client.list('school-requests')).status).toBe(expected);
      expect((await client.raw('GET', `/api/admin/applications/school/${id}`)).statusCode).toBe(expected);
      expect(
        (await client.raw('POST', `/api/admin/applications/school/${id}/stage`, { note: 'x' })).statusCode,
      ).toBe(expected);
    }
  });
});
