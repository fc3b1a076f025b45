// Issue 37, items 3 and 5: commitments and returns. Staff add a commitment to an approved adoption; the rounds
// (on an injected clock) remind the adopter a week before, once; the signed link refuses someone else's token,
// wants the certificate's photo and takes it once; one past its date shows on the dashboard. A return stops
// the follow-ups and commitments, brings the dog back to the catalog and counts in the statistics by reason.
import { COMMITMENT_MSG, isoDay, RETURN_MSG, type YearStats } from '@campito/core';
import { validAdoption } from '@campito/core/test';
import { adoptionCommitments, adoptionFollowups, applicationEvents, dogs, mailOutbox } from '@campito/db';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, adminClient } from '../../../test/admin-client';
import { signIn } from '../../../test/admin-fixtures';
import { deliveredAdoption, mailedLink } from '../../../test/adoption-fixtures';
import { createTestApp, type TestApp } from '../../../test/app';
import { insertDog, postJson } from '../../../test/form-helpers';
import { jpegWithOrientation, multipartBody } from '../../../test/image-fixtures';

const DAY = 86_400_000;

describe('commitments and returns', () => {
  let t: TestApp;
  let staff: AdminClient;
  let adoption: Awaited<ReturnType<typeof deliveredAdoption>>;
  const inDays = (n: number) => isoDay(Date.now() + n * DAY);
  const markDone = async (id: string, token: string, withPhoto: boolean) => {
    const files = withPhoto
      ? [
          {
            field: 'photo',
            name: 'libreta.jpg',
            type: 'image/jpeg',
            data: await jpegWithOrientation(600, 800),
          },
        ]
      : [];
    const body = await multipartBody({ note: 'La castró la veterinaria del barrio.' }, files);
    return t.app.inject({
      method: 'POST',
      url: `/api/compromiso/${id}?t=${encodeURIComponent(token)}`,
      payload: body.payload,
      headers: body.headers,
    });
  };

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100', STAFF_EMAIL: 'equipo@elcampito.example' });
    const admin = await signIn(t.db, t.app.services, ['admin'], 'compromisos@example.com');
    staff = adminClient(t.app, admin.cookie);
    adoption = await deliveredAdoption(t, staff, {
      name: 'Rosa Díaz',
      dogName: 'Bombón',
      deliveredOn: isoDay(),
      email: 'rosa@example.com',
    });
  });
  afterAll(() => t?.close());

  it('staff add commitments to an approved adoption only', async () => {
    const pending = await postJson(
      t,
      '/api/adoptions',
      validAdoption({ nameDog: (await insertDog(t, { name: 'Nube' })).name, email: 'otra@example.com' }),
    );
    const refused = await staff.raw('POST', '/api/admin/commitments', {
      requestId: pending.json().id,
      kind: 'castracion',
      description: 'Castración a los 6 meses',
      dueOn: inDays(30),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(COMMITMENT_MSG.notAdopted);
    const bad = await staff.raw('POST', '/api/admin/commitments', { requestId: adoption.id, kind: 'nada' });
    expect(bad.json().errors).toMatchObject({ kind: COMMITMENT_MSG.kind, dueOn: COMMITMENT_MSG.dueOn });
    for (const [description, dueOn] of [
      ['Castración a los 6 meses', inDays(30)],
      ['Refuerzo de la antirrábica', inDays(-1)],
    ]) {
      const created = await staff.raw('POST', '/api/admin/commitments', {
        requestId: adoption.id,
        kind: description.startsWith('Castración') ? 'castracion' : 'vacunas',
        description,
        dueOn,
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ dogName: 'Bombón', adopterName: 'Rosa Díaz', done: false });
    }
  });

  it('the rounds remind a week before, once; one past its date is on the dashboard', async () => {
    const commitments = t.app.services.commitments;
    // The overdue one is reminded at once; the castration only a week before its date.
    expect(await commitments.remindDue(new Date())).toBe(1);
    expect(await commitments.remindDue(new Date(Date.now() + 22 * DAY))).toBe(0);
    expect(await commitments.remindDue(new Date(Date.now() + 23 * DAY))).toBe(1);
    expect(await commitments.remindDue(new Date(Date.now() + 24 * DAY))).toBe(0);
    const reminders = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, adoption.email), like(mailOutbox.subject, 'Recordatorio:%')));
    expect(reminders.map((m) => m.subject).sort()).toEqual([
      'Recordatorio: castración a los 6 meses de Bombón',
      'Recordatorio: refuerzo de la antirrábica de Bombón',
    ]);
    const board = (await staff.raw('GET', '/api/admin/dashboard')).json();
    expect(board.overdueCommitments).toMatchObject({
      count: 1,
      oldest: [{ name: 'Bombón', detail: 'Refuerzo de la antirrábica' }],
    });
    const overdue = await staff.raw(
      'GET',
      `/api/admin/commitments?filter=${JSON.stringify({ overdue: true })}`,
    );
    expect(overdue.json().map((c: { description: string }) => c.description)).toEqual([
      'Refuerzo de la antirrábica',
    ]);
  });

  it('the adopter marks one done with the certificate’s photo, once, by its own link only', async () => {
    const rows = await t.db.select().from(adoptionCommitments).orderBy(adoptionCommitments.dueOn);
    const link = await mailedLink(t.db, adoption.email, '/compromiso/');
    const target = rows.find((r) => r.id === link.id)!;
    const other = rows.find((r) => r.id !== link.id)!;
    expect((await markDone(other.id, link.t, true)).statusCode).toBe(404);
    const noPhoto = await markDone(link.id, link.t, false);
    expect(noPhoto.statusCode).toBe(400);
    expect(noPhoto.json().errors).toEqual({ photo: COMMITMENT_MSG.photo });
    const done = await markDone(link.id, link.t, true);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ state: 'done', dogName: 'Bombón' });
    expect((await markDone(link.id, link.t, true)).json().error).toBe(COMMITMENT_MSG.alreadyDone);
    const [saved] = await t.db
      .select()
      .from(adoptionCommitments)
      .where(eq(adoptionCommitments.id, target.id));
    expect(saved!.donePhoto?.widths.length).toBeGreaterThan(0);
    expect(saved!.doneNote).toBe('La castró la veterinaria del barrio.');
    const history = await t.db
      .select({ note: applicationEvents.note })
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, adoption.id));
    expect(history.map((e) => e.note)).toContain(
      `Compromiso hecho: ${target.description}, con foto del certificado.`,
    );
  });

  it('a return stops what was to come, brings the dog back to the catalog and counts by reason', async () => {
    const [dogBefore] = await t.db.select().from(dogs).where(eq(dogs.id, adoption.dogId));
    expect(dogBefore!.adoptedAt).not.toBeNull();
    const body = {
      requestId: adoption.id,
      returnedOn: isoDay(),
      reason: 'mudanza',
      note: 'Se mudan a un departamento donde no aceptan perros.',
      broughtBy: 'Rosa Díaz',
      dogState: 'Bien de salud, un poco más flaco.',
      backToCatalog: true,
    };
    const wrong = await staff.raw('POST', '/api/admin/returns', {
      ...body,
      returnedOn: '2020-01-01',
      reason: 'x',
    });
    expect(wrong.json().errors).toMatchObject({
      returnedOn: RETURN_MSG.returnedOn,
      reason: RETURN_MSG.reason,
    });
    const saved = await staff.raw('POST', '/api/admin/returns', body);
    expect(saved.statusCode).toBe(201);
    expect((await staff.raw('POST', '/api/admin/returns', body)).json().error).toBe(RETURN_MSG.already);

    const [dogAfter] = await t.db.select().from(dogs).where(eq(dogs.id, adoption.dogId));
    expect(dogAfter).toMatchObject({ adoptedAt: null, toAdopt: true });
    const followups = await t.db
      .select()
      .from(adoptionFollowups)
      .where(eq(adoptionFollowups.requestId, adoption.id));
    expect(followups.every((f) => f.cancelledAt !== null)).toBe(true);
    expect(await t.app.services.followups.runDue(new Date(Date.now() + 200 * DAY))).toMatchObject({
      sent: 0,
    });
    const open = await t.db
      .select()
      .from(adoptionCommitments)
      .where(eq(adoptionCommitments.requestId, adoption.id));
    expect(open.filter((c) => !c.doneAt).every((c) => c.cancelledAt !== null)).toBe(true);
    expect((await staff.raw('GET', '/api/admin/dashboard')).json().overdueCommitments.count).toBe(0);
    expect(await t.app.services.commitments.remindDue(new Date(Date.now() + 400 * DAY))).toBe(0);

    const year = Number(isoDay().slice(0, 4));
    const stats: YearStats = (await staff.raw('GET', `/api/admin/stats?year=${year}`)).json();
    expect(stats.totals.returns).toBe(1);
    expect(stats.returnReasons).toEqual([{ reason: 'mudanza', label: 'Mudanza', count: 1 }]);
  });
});
