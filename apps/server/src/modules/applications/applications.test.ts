// Issue 16: the review of adoption requests and volunteer applications through the admin API — stages
// with a signed, dated timeline and private notes, the mail each decision sends (templates staff edit,
// previewed first), approval adopting the dog, the other applicants told in one click, the "pendiente"
// checkbox kept consistent, and what the applicant sees in "Mis solicitudes".
import { DEFAULT_MAIL_TEMPLATES, STAGE_MSG } from '@campito/core';
import { validAdoption, validVolunteer } from '@campito/core/test';
import { adoptionRequests, auditLog, dogs, mailOutbox, users } from '@campito/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AdminClient, adminClient } from '../../../test/admin-client';
import { signIn } from '../../../test/admin-fixtures';
import { createTestApp, type TestApp } from '../../../test/app';
import { insertDog, postJson, queuedMails } from '../../../test/form-helpers';

let t: TestApp;
let staff: AdminClient;
let staffName: string;
let luna: Awaited<ReturnType<typeof insertDog>>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
  const admin = await signIn(t.db, t.app.services, ['admin'], 'coordinacion@example.com');
  await t.db.update(users).set({ name: 'Coordinación' }).where(eq(users.id, admin.id));
  staffName = 'Coordinación';
  staff = adminClient(t.app, admin.cookie);
  luna = await insertDog(t, { name: 'Luna' });
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.db.delete(mailOutbox);
});

async function newAdoption(overrides: Parameters<typeof validAdoption>[0] = {}) {
  const res = await postJson(t, '/api/adoptions', validAdoption({ nameDog: 'Luna', ...overrides }));
  expect(res.statusCode).toBe(201);
  await t.db.delete(mailOutbox);
  return res.json().id as string;
}

const move = (kind: string, id: string, body: object) =>
  staff.raw('POST', `/api/admin/applications/${kind}/${id}/stage`, body);

describe('the stages of an adoption request', () => {
  it('starts as "nueva" and pending; a move is signed, dated, keeps its private note and mails the applicant', async () => {
    const id = await newAdoption({ name: 'María Pérez' });
    const start = await staff.raw('GET', `/api/admin/applications/adoption/${id}`);
    expect(start.json()).toMatchObject({ stage: 'nueva', isPending: true, timeline: [], dogAdopted: null });

    const preview = await staff.raw(
      'GET',
      `/api/admin/applications/adoption/${id}/preview?stage=en_contacto`,
    );
    expect(preview.json().mail).toEqual({
      key: 'adoption.en_contacto',
      to: 'maria@example.com',
      subject: 'Tu solicitud para adoptar a Luna',
      body: expect.stringContaining('Hola, María Pérez:'),
    });

    const moved = await move('adoption', id, {
      stage: 'en_contacto',
      note: 'Llamar después de las 18',
      sendMail: true,
      subject: 'Hablemos de Luna',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ stage: 'en_contacto', isPending: true });
    expect(moved.json().timeline).toEqual([
      expect.objectContaining({
        stage: 'en_contacto',
        stageLabel: 'En contacto',
        note: 'Llamar después de las 18',
        mailSent: true,
        actorName: staffName,
      }),
    ]);
    const [mail] = await queuedMails(t);
    // Staff's edited subject, the template's text with the applicant's data.
    expect(mail).toMatchObject({ to: 'maria@example.com', subject: 'Hablemos de Luna' });
    expect(mail!.text).toContain('Leímos tu solicitud para adoptar a Luna');
    expect(mail!.html).toContain('Hablemos de Luna');

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordId, id))
      .orderBy(desc(auditLog.createdAt));
    expect(audit!.changes).toMatchObject({ stage: { old: 'nueva', new: 'en_contacto' } });
  });

  it('a note alone adds to the timeline without mail; a move without mail sends none', async () => {
    const id = await newAdoption();
    expect((await move('adoption', id, { note: 'Tiene otro perro grande' })).json().timeline).toHaveLength(1);
    const res = await move('adoption', id, { stage: 'entrevista', sendMail: false });
    expect(res.json().timeline.map((e: { stage: string | null }) => e.stage)).toEqual([null, 'entrevista']);
    expect(await queuedMails(t)).toEqual([]);
  });

  it('refuses a stage that does not exist, an empty change and an empty subject, in Spanish', async () => {
    const id = await newAdoption();
    const bad = await move('adoption', id, { stage: 'incorporada' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ stage: STAGE_MSG.stage });
    expect((await move('adoption', id, {})).json().errors).toEqual({ stage: STAGE_MSG.nothing });
    const subject = await move('adoption', id, { stage: 'en_contacto', sendMail: true, subject: ' ' });
    expect(subject.json().errors).toEqual({ subject: STAGE_MSG.subject });
    expect((await staff.raw('GET', `/api/admin/applications/adoption/${id}`)).json().stage).toBe('nueva');
    expect(
      (await staff.raw('GET', '/api/admin/applications/adoption/00000000-0000-0000-0000-000000000000'))
        .statusCode,
    ).toBe(404);
  });

  it('approving adopts the dog: it leaves the catalog, keeps its page, and the other applicants are flagged and told in one click', async () => {
    const chosen = await newAdoption({ name: 'Ana', email: 'ana@example.com' });
    const other = await newAdoption({ name: 'Beto', email: 'beto@example.com' });
    const listed = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/dogs?limit=50' }))
        .json()
        .map((d: { name: string }) => d.name);
    expect(await listed()).toContain('Luna');

    const approved = await move('adoption', chosen, { stage: 'aprobada', sendMail: true });
    expect(approved.json()).toMatchObject({ stage: 'aprobada', isPending: false, dogAdopted: null });
    const [dog] = await t.db.select().from(dogs).where(eq(dogs.id, luna.id));
    expect(dog!.adoptedAt).toBeInstanceOf(Date);
    expect(dog!.toAdopt).toBe(false);
    const [row] = await t.db.select().from(adoptionRequests).where(eq(adoptionRequests.id, chosen));
    expect(row!.approvedAt).toBeInstanceOf(Date);
    expect(await listed()).not.toContain('Luna');
    expect((await t.app.inject({ method: 'GET', url: `/api/dogs/${luna.id}` })).statusCode).toBe(200);
    expect((await queuedMails(t)).map((m) => m.subject)).toEqual(['¡Luna va a ser parte de tu familia!']);

    // The other open request is flagged, with the mail it would send.
    const review = (await staff.raw('GET', `/api/admin/applications/adoption/${other}`)).json();
    expect(review.dogAdopted).toEqual({ name: 'Luna', adoptedAt: dog!.adoptedAt!.toISOString() });
    expect(await t.app.services.applications.waitingForAdoptedNotice()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: other, name: 'Beto' })]),
    );
    // …on the dashboard and in the list, until someone tells them.
    const board = (await staff.raw('GET', '/api/admin/dashboard')).json();
    // (Earlier tests left other requests for Luna open: they are flagged too.)
    const flaggedNames = async () =>
      (await staff.list('adoptions', { filter: { dogAdopted: true, isPending: true } })).rows.map(
        (r) => r.name,
      );
    expect(board.openForAdoptedDogs.oldest.map((i: { name: string }) => i.name)).toContain('Beto');
    expect(board.openForAdoptedDogs.count).toBe((await flaggedNames()).length);
    expect(await flaggedNames()).toContain('Beto');
    const notice = await staff.raw('GET', `/api/admin/applications/adoption/${other}/adopted-notice`);
    expect(notice.json().mail.subject).toBe('Luna ya encontró una familia');
    const told = await staff.raw('POST', `/api/admin/applications/adoption/${other}/adopted-notice`, {});
    expect(told.statusCode).toBe(200);
    expect(told.json()).toMatchObject({ stage: 'rechazada', isPending: false, dogAdopted: null });
    expect(told.json().timeline.at(-1)).toMatchObject({ reason: 'ya_adoptado', mailSent: true });
    const mails = await queuedMails(t);
    expect(mails.at(-1)).toMatchObject({ to: 'beto@example.com', subject: 'Luna ya encontró una familia' });
    expect(await flaggedNames()).not.toContain('Beto');
    // Once told, nothing left to tell.
    const again = await staff.raw('POST', `/api/admin/applications/adoption/${other}/adopted-notice`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(STAGE_MSG.notOpen);

    // Reopening the approved request offers the dog again.
    await move('adoption', chosen, { stage: 'entrevista' });
    const [back] = await t.db.select().from(dogs).where(eq(dogs.id, luna.id));
    expect(back).toMatchObject({ adoptedAt: null, toAdopt: true });
    expect(await listed()).toContain('Luna');
  });

  it('approving can close the other open requests for the dog in the same step, each told by name (issue 34)', async () => {
    await insertDog(t, { name: 'Toto', gender: 'macho' });
    const chosen = await newAdoption({ nameDog: 'Toto', name: 'Carla', email: 'carla@example.com' });
    const first = await newAdoption({ nameDog: 'Toto', name: 'Dani', email: 'dani@example.com' });
    const second = await newAdoption({ nameDog: 'Toto', name: 'Eli', email: 'eli@example.com' });
    await move('adoption', second, { stage: 'en_contacto' });
    await t.db.delete(mailOutbox);

    // Beside the approval, staff see who else asked for Toto and the text that would tell them.
    const review = (await staff.raw('GET', `/api/admin/applications/adoption/${chosen}`)).json();
    expect(review.others.map((o: { name: string; stageLabel: string }) => [o.name, o.stageLabel])).toEqual([
      ['Dani', 'Nueva'],
      ['Eli', 'En contacto'],
    ]);
    expect(review.adoptedNotice).toEqual(DEFAULT_MAIL_TEMPLATES['adoption.ya_adoptado']);

    // Closing others goes only with an approval, in Spanish, and nothing moves.
    const refused = await move('adoption', chosen, {
      stage: 'entrevista',
      closeOthers: { ...DEFAULT_MAIL_TEMPLATES['adoption.ya_adoptado'], ids: [first] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ closeOthers: STAGE_MSG.closeOthers });

    const approved = await move('adoption', chosen, {
      stage: 'aprobada',
      sendMail: true,
      closeOthers: {
        subject: 'Toto ya tiene familia',
        body: 'Hola, {nombre}:\n\n{perro} ya encontró una familia.',
        // Staff chose both (an id of another dog's request would be left alone).
        ids: [first, second],
      },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ stage: 'aprobada', others: [] });
    for (const id of [first, second]) {
      const closed = (await staff.raw('GET', `/api/admin/applications/adoption/${id}`)).json();
      expect(closed).toMatchObject({ stage: 'rechazada', isPending: false, dogAdopted: null });
      expect(closed.timeline.at(-1)).toMatchObject({
        reason: 'ya_adoptado',
        mailSent: true,
        actorName: staffName,
      });
    }
    // One transaction, one timestamp: by recipient.
    const mails = (await queuedMails(t)).sort((a, b) => a.to.localeCompare(b.to));
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ['carla@example.com', '¡Toto va a ser parte de tu familia!'],
      ['dani@example.com', 'Toto ya tiene familia'],
      ['eli@example.com', 'Toto ya tiene familia'],
    ]);
    expect(mails[1]!.text).toContain('Hola, Dani:');
    expect(mails[2]!.text).toContain('Toto ya encontró una familia.');
    // Nothing is left open for an adopted dog.
    expect(
      (await t.app.services.applications.waitingForAdoptedNotice()).filter((r) => r.nameDog === 'Toto'),
    ).toEqual([]);
  });

  it('the pendiente checkbox (docs/product.md §4) moves the stage the same way, and the timeline says so', async () => {
    const id = await newAdoption();
    const approved = await staff.update('adoptions', id, { isPending: false });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ isPending: false, stage: 'aprobada' });
    expect((await t.db.select().from(dogs).where(eq(dogs.id, luna.id)))[0]!.adoptedAt).toBeInstanceOf(Date);
    const reopened = await staff.update('adoptions', id, { isPending: true });
    expect(reopened.json()).toMatchObject({ isPending: true, stage: 'nueva', approvedAt: null });
    expect((await t.db.select().from(dogs).where(eq(dogs.id, luna.id)))[0]!.adoptedAt).toBeNull();
    const review = (await staff.raw('GET', `/api/admin/applications/adoption/${id}`)).json();
    expect(review.timeline.map((e: { stage: string }) => e.stage)).toEqual(['aprobada', 'nueva']);
    // The admin list filters by stage.
    const list = await staff.list('adoptions', { filter: { stage: 'nueva' } });
    expect(list.rows.map((r) => r.id)).toContain(id);
    expect((await staff.list('adoptions', { filter: { stage: 'rey' } })).status).toBe(400);
  });

  it('only staff review: anonymous 401, a public user 403', async () => {
    const id = await newAdoption();
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/admin/applications/adoption/${id}` });
    expect(anonymous.statusCode).toBe(401);
    const user = await signIn(t.db, t.app.services, ['public'], 'curioso@example.com');
    const res = await adminClient(t.app, user.cookie).raw(
      'POST',
      `/api/admin/applications/adoption/${id}/stage`,
      {
        stage: 'aprobada',
      },
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('volunteer applications', () => {
  it('have their own stages and mails', async () => {
    const res = await postJson(t, '/api/volunteers', validVolunteer({ name: 'Carla' }));
    expect(res.statusCode).toBe(201);
    const id = res.json().id as string;
    await t.db.delete(mailOutbox);
    expect((await move('volunteer', id, { stage: 'aprobada' })).statusCode).toBe(400);
    const joined = await move('volunteer', id, { stage: 'incorporada', sendMail: true });
    expect(joined.json()).toMatchObject({ stage: 'incorporada', isPending: false });
    expect((await queuedMails(t)).map((m) => m.subject)).toEqual([
      DEFAULT_MAIL_TEMPLATES['volunteer.incorporada'].subject,
    ]);
  });
});

describe('mail templates', () => {
  it('staff list every template with its Spanish name and edit its text; the next mail uses it', async () => {
    const list = await staff.list('mail-templates', { range: [0, 49] });
    expect(list.total).toBe(Object.keys(DEFAULT_MAIL_TEMPLATES).length);
    const template = list.rows.find((r) => r.key === 'adoption.entrevista')!;
    expect(template.label).toBe('Adopción: entrevista o visita');
    const saved = await staff.update('mail-templates', template.id as string, {
      subject: 'Te esperamos, {nombre}',
      body: 'Hola, {nombre}: vení a conocer a {perro} el sábado.',
    });
    expect(saved.statusCode).toBe(200);
    const empty = await staff.update('mail-templates', template.id as string, { subject: '' });
    expect(empty.json().errors).toEqual({ subject: STAGE_MSG.subject });

    const id = await newAdoption({ name: 'Dora' });
    await move('adoption', id, { stage: 'entrevista', sendMail: true });
    const [mail] = await queuedMails(t);
    expect(mail).toMatchObject({ subject: 'Te esperamos, Dora' });
    expect(mail!.text).toContain('vení a conocer a Luna el sábado.');
  });
});

describe('Mis solicitudes', () => {
  it('shows the applicant each step of their request, never staff notes', async () => {
    const user = await signIn(t.db, t.app.services, ['public'], 'elena@example.com');
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    const id = await newAdoption({ name: 'Elena', email: 'elena@example.com' });
    await move('adoption', id, { stage: 'en_contacto', note: 'Parece dudosa' });
    const { items } = await t.app.services.users.applications(user.id);
    const mine = items.find((a) => a.id === id)!;
    expect(mine.stageLabel).toBe('En contacto');
    expect(mine.steps.map((s) => s.label)).toEqual(['Enviada', 'En contacto']);
    expect(JSON.stringify(items)).not.toContain('dudosa');
  });
});
