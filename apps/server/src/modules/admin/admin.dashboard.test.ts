// @engines pglite postgres — raw SQL of the dashboard: `npm test` runs this file on both (scripts/test.mjs).
// Issue 16 (staff), part B: the dashboard answers "what needs me today" — open adoption requests and
// volunteer applications by stage, dogs waiting for review, contact messages nobody handled, mails that
// failed — each with its count and the oldest few first (name and days waiting). Staff only; each card one
// bounded query, kept in the table cache until its table changes (failed mails: announced by migration
// 0010's row triggers, and only for failed rows).
import { adoptionRequests, contactMessages, dogs, mailOutbox, schoolRequests, volunteers } from '@campito/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, adminClient } from '../../../test/admin-client';
import { adoptionAnswers, signInEveryone, volunteerAnswers } from '../../../test/admin-fixtures';
import { createTestApp, type TestApp } from '../../../test/app';
import { waitFor } from '../../../test/wait';
import { DASHBOARD_OLDEST, type Dashboard } from './dashboard.service';

let t: TestApp;
let admin: AdminClient;
let people: Awaited<ReturnType<typeof signInEveryone>>;

const DAY = 24 * 60 * 60 * 1000;
/** `n` days and a few hours ago: whole days waiting is exactly n. */
const daysAgo = (n: number) => new Date(Date.now() - n * DAY - 3 * 60 * 60 * 1000);

const adoption = (name: string, days: number, extra: Partial<typeof adoptionRequests.$inferInsert> = {}) => ({
  ...adoptionAnswers,
  nameDog: `perro de ${name}`,
  name,
  email: `${name.toLowerCase()}@example.com`,
  date: daysAgo(days),
  ...extra,
});

const volunteer = (name: string, days: number, extra: Partial<typeof volunteers.$inferInsert> = {}) => ({
  ...volunteerAnswers,
  name,
  email: `${name.toLowerCase()}@example.com`,
  area: `zona de ${name}`,
  modality: 'presencial' as const,
  carpooling: 'si',
  date: daysAgo(days),
  ...extra,
});

const dog = (name: string, days: number, extra: Partial<typeof dogs.$inferInsert> = {}) => ({
  name,
  gender: 'hembra' as const,
  age: 'adulto' as const,
  size: 'mediano' as const,
  race: `raza de ${name}`,
  references: ['buena'],
  createdAt: daysAgo(days),
  ...extra,
});

const contact = (fullName: string, days: number, handled = false) => ({
  fullName,
  email: 'alguien@example.com',
  telephone: '1133334444',
  asunto: 'consulta',
  consulta: 'hola',
  handled,
  createdAt: daysAgo(days),
});

const school = (name: string, days: number, extra: Partial<typeof schoolRequests.$inferInsert> = {}) => ({
  school: name,
  level: 'primaria' as const,
  students: 25,
  name: `docente de ${name}`,
  email: 'docente@example.com',
  phone: '1155557788',
  modality: 'escuela' as const,
  preferredDates: 'Martes a la mañana',
  date: daysAgo(days),
  ...extra,
});

const mail = (to: string, days: number, status: 'pending' | 'sent' | 'failed') => ({
  to,
  subject: `Asunto para ${to}`,
  text: 'Hola',
  status,
  attempts: status === 'failed' ? 8 : 0,
  lastError: status === 'failed' ? 'connect ECONNREFUSED' : null,
  createdAt: daysAgo(days),
});

const board = async (client: AdminClient = admin): Promise<Dashboard> => {
  const res = await client.raw('GET', '/api/admin/dashboard');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** This instance heard a change of `tag` (the answer cache counts them per tag, like the table cache). */
const version = (tag: string) => t.app.answerCache.snapshot([tag])[0]!;

beforeAll(async () => {
  t = await createTestApp();
  people = await signInEveryone(t.db, t.app.services);
  admin = adminClient(t.app, people.admin.cookie);
  await t.db.insert(adoptionRequests).values([
    adoption('Ana', 30),
    adoption('Beto', 2, { stage: 'en_contacto' }),
    adoption('Carla', 12, { stage: 'entrevista' }),
    adoption('Dario', 40, { stage: 'nueva' }),
    adoption('Eva', 1),
    adoption('Fede', 8),
    adoption('Gabi', 0),
    // Not waiting: decided, or archived.
    adoption('Hugo', 90, { isPending: false, stage: 'aprobada', approvedAt: new Date() }),
    adoption('Ines', 80, { isPending: false, stage: 'rechazada' }),
    adoption('Juan', 70, { isDelete: true }),
  ]);
  await t.db
    .insert(volunteers)
    .values([
      volunteer('Lola', 5),
      volunteer('Mora', 15, { stage: 'entrevista' }),
      volunteer('Nico', 50, { isPending: false, stage: 'incorporada' }),
    ]);
  await t.db
    .insert(dogs)
    .values([
      dog('Pampa', 3, { isPending: true }),
      dog('Quena', 9, { isPending: true }),
      dog('Rulo', 20),
      dog('Sombra', 60, { isPending: true, isDelete: true }),
    ]);
  await t.db
    .insert(contactMessages)
    .values([contact('Tomás', 4), contact('Ulises', 11), contact('Vera', 30, true)]);
  await t.db.insert(schoolRequests).values([
    school('Escuela 1', 6),
    school('Escuela 2', 20, { stage: 'agendada', isPending: true }),
    school('Escuela 3', 3, { stage: 'en_contacto' }),
    // Not waiting: given, could not be, or archived.
    school('Escuela 4', 40, { stage: 'realizada', isPending: false }),
    school('Escuela 5', 50, { stage: 'no_se_pudo', isPending: false }),
    school('Escuela 6', 60, { isDelete: true }),
  ]);
  await t.db
    .insert(mailOutbox)
    .values([
      mail('falla-vieja@example.com', 6, 'failed'),
      mail('falla-nueva@example.com', 1, 'failed'),
      mail('enviado@example.com', 7, 'sent'),
      mail('en-cola@example.com', 0, 'pending'),
    ]);
});

afterAll(async () => {
  await t?.close();
});

describe('the dashboard', () => {
  it('counts what waits, by stage for adoptions and volunteers', async () => {
    const b = await board();
    expect(b.pendingAdoptions.count).toBe(7);
    expect(b.pendingAdoptions.capped).toBe(false);
    expect(b.pendingAdoptions.byStage).toEqual([
      { stage: 'nueva', label: 'Nueva', count: 5 },
      { stage: 'en_contacto', label: 'En contacto', count: 1 },
      { stage: 'entrevista', label: 'Entrevista o visita', count: 1 },
    ]);
    expect(b.pendingVolunteers.count).toBe(2);
    expect(b.pendingVolunteers.byStage).toEqual([
      { stage: 'nueva', label: 'Nueva', count: 1 },
      { stage: 'en_contacto', label: 'En contacto', count: 0 },
      { stage: 'entrevista', label: 'Entrevista o visita', count: 1 },
    ]);
    // Issue 35: a school's talk waits until it was given; a scheduled one is still open.
    expect(b.pendingSchoolTalks.count).toBe(3);
    expect(b.pendingSchoolTalks.byStage).toEqual([
      { stage: 'nueva', label: 'Nueva', count: 1 },
      { stage: 'en_contacto', label: 'En contacto', count: 1 },
      { stage: 'agendada', label: 'Agendada', count: 1 },
    ]);
    expect(b.pendingDogs.count).toBe(2);
    expect(b.pendingDogs.byStage).toBeUndefined();
    expect(b.unhandledContacts.count).toBe(2);
    expect(b.failedMails.count).toBe(2);
  });

  it('lists the oldest first, at most a few, with their age in whole days', async () => {
    const b = await board();
    expect(b.pendingAdoptions.oldest).toHaveLength(DASHBOARD_OLDEST);
    expect(b.pendingAdoptions.oldest.map((i) => [i.name, i.days, i.stage])).toEqual([
      ['Dario', 40, 'nueva'],
      ['Ana', 30, 'nueva'],
      ['Carla', 12, 'entrevista'],
      ['Fede', 8, 'nueva'],
      ['Beto', 2, 'en_contacto'],
    ]);
    expect(b.pendingAdoptions.oldest[0]).toEqual({
      id: expect.any(String),
      name: 'Dario',
      detail: 'perro de Dario',
      stage: 'nueva',
      stageLabel: 'Nueva',
      since: expect.any(String),
      days: 40,
    });
    const since = new Date(b.pendingAdoptions.oldest[0]!.since).getTime();
    expect(Math.abs(since - daysAgo(40).getTime())).toBeLessThan(60_000);

    expect(b.pendingVolunteers.oldest.map((i) => [i.name, i.detail, i.days])).toEqual([
      ['Mora', 'zona de Mora', 15],
      ['Lola', 'zona de Lola', 5],
    ]);
    expect(b.pendingSchoolTalks.oldest.map((i) => [i.name, i.detail, i.stageLabel, i.days])).toEqual([
      ['Escuela 2', 'docente de Escuela 2', 'Agendada', 20],
      ['Escuela 1', 'docente de Escuela 1', 'Nueva', 6],
      ['Escuela 3', 'docente de Escuela 3', 'En contacto', 3],
    ]);
    expect(b.pendingDogs.oldest.map((i) => [i.name, i.detail, i.days])).toEqual([
      ['Quena', 'raza de Quena', 9],
      ['Pampa', 'raza de Pampa', 3],
    ]);
    expect(b.unhandledContacts.oldest.map((i) => [i.name, i.detail, i.days])).toEqual([
      ['Ulises', 'consulta', 11],
      ['Tomás', 'consulta', 4],
    ]);
    expect(b.failedMails.oldest.map((i) => [i.name, i.detail, i.days])).toEqual([
      ['falla-vieja@example.com', 'Asunto para falla-vieja@example.com', 6],
      ['falla-nueva@example.com', 'Asunto para falla-nueva@example.com', 1],
    ]);
    // The ids open the records in the admin lists.
    const [oldestDog] = await t.db.select().from(dogs).where(eq(dogs.name, 'Quena'));
    expect(b.pendingDogs.oldest[0]!.id).toBe(oldestDog!.id);
  });

  it('is for staff only: 401 without a session, 403 for other roles', async () => {
    expect((await adminClient(t.app).raw('GET', '/api/admin/dashboard')).statusCode).toBe(401);
    expect(
      (await adminClient(t.app, people.public.cookie).raw('GET', '/api/admin/dashboard')).statusCode,
    ).toBe(403);
    expect(
      (await adminClient(t.app, people.voluntario.cookie).raw('GET', '/api/admin/dashboard')).statusCode,
    ).toBe(403);
    const superAdmin = adminClient(t.app, people.superAdmin.cookie);
    expect((await board(superAdmin)).pendingAdoptions.count).toBe(7);
  });

  it('is kept until a table it reads changes, then counted again', async () => {
    await board();
    const hits = t.app.deps.tableCache.hits;
    await board();
    // Seven cards (the school talks' one included), seven answers from memory; the next event is read each
    // time, since it stops being next when its hour comes, without a write.
    expect(t.app.deps.tableCache.hits - hits).toBe(7);

    // Someone handles a message (another instance, or SQL): the change feed drops that card only.
    const before = version('contact_messages');
    await t.db.update(contactMessages).set({ handled: true }).where(eq(contactMessages.fullName, 'Ulises'));
    await waitFor(() => version('contact_messages') > before, { what: 'the contact change' });
    const after = await board();
    expect(after.unhandledContacts.count).toBe(1);
    expect(after.unhandledContacts.oldest.map((i) => i.name)).toEqual(['Tomás']);
  });

  it('hears a mail that failed, and not the outbox work on other mails', async () => {
    const failedBefore = version('mail_outbox_failed');
    // The worker's traffic on mails that are not failed (a claim, a delivery) announces nothing…
    await t.db
      .update(mailOutbox)
      .set({ lockedUntil: new Date(), attempts: 1 })
      .where(eq(mailOutbox.to, 'en-cola@example.com'));
    await t.db.delete(mailOutbox).where(eq(mailOutbox.status, 'sent'));
    // …as a later change of another table shows: the feed delivers in order.
    const contactsBefore = version('contact_messages');
    await t.db.update(contactMessages).set({ handled: false }).where(eq(contactMessages.fullName, 'Vera'));
    await waitFor(() => version('contact_messages') > contactsBefore, { what: 'the barrier' });
    expect(version('mail_outbox_failed')).toBe(failedBefore);

    // The mail in the queue fails for good: the card shows it.
    await t.db.update(mailOutbox).set({ status: 'failed' }).where(eq(mailOutbox.to, 'en-cola@example.com'));
    await waitFor(() => version('mail_outbox_failed') > failedBefore, { what: 'the failed mail' });
    const b = await board();
    expect(b.failedMails.count).toBe(3);
    expect(b.failedMails.oldest.at(-1)!.name).toBe('en-cola@example.com');

    // Failed mails that go (housekeeping, a retry) leave the card as well.
    const again = version('mail_outbox_failed');
    await t.db.delete(mailOutbox).where(inArray(mailOutbox.to, ['falla-vieja@example.com']));
    await waitFor(() => version('mail_outbox_failed') > again, { what: 'the deleted failed mail' });
    expect((await board()).failedMails.count).toBe(2);
  });
});

describe('the mails list the failed-mails card links to', () => {
  it('lists the outbox filtered by state, read-only, without the worker lease', async () => {
    const list = await admin.list('mails', { filter: { status: 'failed' }, sort: ['createdAt', 'ASC'] });
    expect(list.status).toBe(200);
    expect(list.rows.map((r) => r.to)).toEqual(['falla-nueva@example.com', 'en-cola@example.com']);
    expect(list.rows[0]).toEqual({
      id: expect.any(String),
      to: 'falla-nueva@example.com',
      subject: 'Asunto para falla-nueva@example.com',
      text: 'Hola',
      status: 'failed',
      attempts: 8,
      nextAttemptAt: expect.any(String),
      sentAt: null,
      lastError: 'connect ECONNREFUSED',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await admin.list('mails', { filter: { status: 'perdido' } })).status).toBe(400);
    const id = String(list.rows[0]!.id);
    expect((await admin.update('mails', id, { status: 'sent' })).statusCode).toBe(405);
    expect((await admin.remove('mails', id)).statusCode).toBe(405);
    expect((await adminClient(t.app, people.public.cookie).list('mails')).status).toBe(403);
  });
});
