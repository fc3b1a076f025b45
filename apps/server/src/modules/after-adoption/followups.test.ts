// Issue 37, items 2, 6 and 7: the follow-ups after a delivery. Marking the delivery schedules «Sitio»'s days;
// the rounds (on an injected clock) mail each once, remind once after 5 days and flag the silent ones; the
// signed link refuses someone else's token, an expired link and a second answer; an answer with a photo lands
// on the request's history and, with a problem or a plea for help, on the dashboard; staff publish it as a
// story (only with the adopter's consent) that the dog's page and «Ya tienen familia» show, until the adopter
// withdraws it; housekeeping drops unpublished photos after «Sitio»'s days. (Two instances: followup-rounds.test.ts.)
import { FOLLOWUP_MSG, INTERFACE_ID, isoDay } from '@campito/core';
import { adoptionFollowups, applicationEvents, interfaces, mailOutbox } from '@campito/db';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as dogPage from '../../../../web/app/routes/adoptar-perro';
import * as followupPage from '../../../../web/app/routes/seguimiento';
import * as adoptedPage from '../../../../web/app/routes/ya-tienen-familia';
import { type AdminClient, adminClient } from '../../../test/admin-client';
import { signIn } from '../../../test/admin-fixtures';
import { deliveredAdoption, mailedLink } from '../../../test/adoption-fixtures';
import { createTestApp, type TestApp } from '../../../test/app';
import { jpegWithOrientation, multipartBody } from '../../../test/image-fixtures';
import { pageBuild } from '../../../test/page-build';
import { uploadTmpDir } from '../../media/uploads';
import { runHousekeeping } from '../housekeeping/housekeeping';

const DAY = 86_400_000;
const ANSWER = {
  howIsDog: 'Tango está feliz, duerme en el sillón y ya aprendió a sentarse.',
  eating: 'bien',
  sleeping: 'bien',
  gettingAlong: 'mas_o_menos',
  problem: 'Le ladra al gato de la vecina.',
  wantsHelp: 'on',
  mayPublish: 'on',
};

describe('follow-ups after the delivery', () => {
  let t: TestApp;
  let staff: AdminClient;
  let adoption: Awaited<ReturnType<typeof deliveredAdoption>>;
  const delivered = isoDay(Date.now() - 10 * DAY);
  /** Noon in Buenos Aires, `days` after the delivery. */
  const at = (days: number) => new Date(Date.parse(`${delivered}T12:00:00-03:00`) + days * DAY);

  const rows = () =>
    t.db
      .select()
      .from(adoptionFollowups)
      .where(eq(adoptionFollowups.requestId, adoption.id))
      .orderBy(adoptionFollowups.afterDays);
  const mailsTo = (to: string, subject: string) =>
    t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, to), like(mailOutbox.subject, `%${subject}%`)));
  const answer = async (
    id: string,
    token: string,
    fields: object,
    files: { name: string; data: Buffer }[],
  ) => {
    const body = await multipartBody(
      fields as Record<string, string>,
      files.map((f) => ({ ...f, field: 'photos', type: 'image/jpeg' })),
    );
    return t.app.inject({
      method: 'POST',
      url: `/api/seguimiento/${id}?t=${encodeURIComponent(token)}`,
      payload: body.payload,
      headers: body.headers,
    });
  };

  beforeAll(async () => {
    t = await createTestApp(
      { RATE_LIMIT_MULTIPLIER: '100', STAFF_EMAIL: 'equipo@elcampito.example' },
      undefined,
      {
        build: pageBuild({
          'routes/seguimiento': ['seguimiento/:id', followupPage],
          'routes/adoptar-perro': ['adoptar/perros/:id', dogPage],
          'routes/ya-tienen-familia': ['adoptar/ya-tienen-familia', adoptedPage],
        }),
        mode: 'production',
      },
    );
    const admin = await signIn(t.db, t.app.services, ['admin'], 'seguimientos@example.com');
    staff = adminClient(t.app, admin.cookie);
    adoption = await deliveredAdoption(t, staff, {
      name: 'Marta Sosa',
      dogName: 'Tango',
      deliveredOn: delivered,
    });
  });
  afterAll(() => t?.close());

  it('marking the delivery schedules «Sitio»’s days; marking another day moves those not sent', async () => {
    const scheduled = await rows();
    expect(scheduled.map((r) => r.afterDays)).toEqual([7, 30, 90, 180]);
    expect(scheduled[0]).toMatchObject({ dogName: 'Tango', adopterName: 'Marta Sosa', sentAt: null });
    expect(scheduled[0]!.dueOn).toBe(isoDay(at(7)));
    const listed = await staff.raw('GET', `/api/admin/adoptions/${adoption.id}/followups`);
    expect(listed.json().map((f: { name: string; state: string }) => [f.name, f.state])).toEqual([
      ['de los 7 días', 'programado'],
      ['del primer mes', 'programado'],
      ['de los 3 meses', 'programado'],
      ['de los 6 meses', 'programado'],
    ]);
  });

  it('the rounds mail a follow-up on its day once, remind once after 5 days, then flag the silence', async () => {
    const rounds = t.app.services.followups;
    expect(await rounds.runDue(at(6))).toEqual({ sent: 0, reminded: 0, silent: 0 });
    expect(await rounds.runDue(at(7))).toEqual({ sent: 1, reminded: 0, silent: 0 });
    expect(await rounds.runDue(at(7))).toEqual({ sent: 0, reminded: 0, silent: 0 });
    expect(await mailsTo(adoption.email, '¿Cómo está Tango?')).toHaveLength(1);
    expect(await rounds.runDue(at(12))).toEqual({ sent: 0, reminded: 1, silent: 0 });
    expect(await rounds.runDue(at(13))).toEqual({ sent: 0, reminded: 0, silent: 0 });
    expect(await mailsTo(adoption.email, 'Recordatorio: ¿cómo está Tango?')).toHaveLength(1);
    expect(await rounds.runDue(at(17))).toEqual({ sent: 0, reminded: 0, silent: 1 });
    const [first] = await rows();
    expect(first!.attention).toBe('sin_respuesta');
    const dashboard = await staff.raw('GET', '/api/admin/dashboard');
    expect(dashboard.json().followupsNeedingCare).toMatchObject({
      count: 1,
      byStage: [
        { stage: 'ayuda', count: 0 },
        { stage: 'problema', count: 0 },
        { stage: 'sin_respuesta', label: 'Sin respuesta', count: 1 },
      ],
    });
  });

  it('the link refuses someone else’s token, a follow-up not sent yet, and an expired one', async () => {
    const link = await mailedLink(t.db, adoption.email, '/seguimiento/');
    const [, month] = await rows();
    const followups = t.app.services.followups;
    expect(await followups.page(link.id, link.t, at(17))).toMatchObject({ state: 'open', dogName: 'Tango' });
    expect(await followups.page(month!.id, link.t)).toEqual({ state: 'invalid' });
    const notYet = await followups.page(month!.id, new URL(followups.link(month!.id)).searchParams.get('t'));
    expect(notYet).toEqual({ state: 'notYet' });
    expect(await followups.page(link.id, link.t, at(7 + 31))).toEqual({ state: 'expired' });
    const stranger = await answer(month!.id, link.t, ANSWER, []);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error).toBe(FOLLOWUP_MSG.invalidLink);
    const page = await t.app.inject({ method: 'GET', url: `/seguimiento/${link.id}?t=wrong` });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain(FOLLOWUP_MSG.invalidLink);
    expect(page.headers['cache-control']).toContain('no-store');
  });

  it('takes an answer with a photo once: on the history, on the dashboard, mailed to staff', async () => {
    const link = await mailedLink(t.db, adoption.email, '/seguimiento/');
    const wrong = await answer(link.id, link.t, { eating: 'quizás' }, []);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toMatchObject({
      howIsDog: FOLLOWUP_MSG.howIsDog,
      eating: FOLLOWUP_MSG.feeling,
    });
    const photo = { name: 'tango.jpg', data: await jpegWithOrientation(800, 600) };
    const ok = await answer(link.id, link.t, ANSWER, [photo]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ state: 'answered', mayPublish: true, published: false });
    const again = await answer(link.id, link.t, ANSWER, []);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(FOLLOWUP_MSG.alreadyAnswered);

    const [first] = await rows();
    expect(first).toMatchObject({ attention: 'ayuda', wantsHelp: true, mayPublish: true });
    expect(first!.photos).toHaveLength(1);
    expect(first!.answers).toMatchObject({ howIsDog: ANSWER.howIsDog, gettingAlong: 'mas_o_menos' });
    const history = await t.db
      .select({ note: applicationEvents.note })
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, adoption.id));
    expect(history.map((e) => e.note).join('\n')).toContain(
      'Respuesta al seguimiento de los 7 días: «Tango está feliz',
    );
    expect(await mailsTo('equipo@elcampito.example', 'Seguimiento de Tango: pide ayuda')).toHaveLength(1);
    const board = await staff.raw('GET', '/api/admin/dashboard');
    expect(board.json().followupsNeedingCare.oldest[0]).toMatchObject({
      name: 'Marta Sosa',
      detail: 'Tango',
    });

    // Attended: off the dashboard, and the rounds leave it alone.
    // The panel's form sends the story's draft (the adopter's words) back with it: not stored as a story.
    const done = await staff.raw('PUT', `/api/admin/followups/${first!.id}`, {
      attended: true,
      storyText: ANSWER.howIsDog,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ attended: true, attention: null, state: 'respondido' });
    const [stored] = await rows();
    expect(stored!.storyText).toBeNull();
  });

  it('staff publish it as a story with the adopter’s consent; the adopter can take it back', async () => {
    const [first, month] = await rows();
    const refused = await staff.raw('PUT', `/api/admin/followups/${month!.id}`, {
      storyText: 'Una historia que todavía no existe, porque no hubo respuesta.',
      storyPublished: true,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(FOLLOWUP_MSG.storyNotAnswered);
    const short = await staff.raw('PUT', `/api/admin/followups/${first!.id}`, { storyText: 'Corta' });
    expect(short.json().errors).toEqual({ storyText: FOLLOWUP_MSG.storyText });

    const story = 'Tango duerme en el sillón y ya aprendió a sentarse. ¡Gracias, Marta!';
    const published = await staff.raw('PUT', `/api/admin/followups/${first!.id}`, {
      storyText: story,
      storyPublished: true,
    });
    expect(published.statusCode).toBe(200);
    const dogPage = await t.app.inject({ method: 'GET', url: `/adoptar/perros/${adoption.dogId}` });
    expect(dogPage.body).toContain('Historias desde su casa');
    expect(dogPage.body).toContain(story);
    const adopted = await t.app.inject({ method: 'GET', url: '/adoptar/ya-tienen-familia' });
    expect(adopted.body).toContain('Historias de sus familias');
    expect(adopted.body).toContain(story);
    // Neither the adopter's name nor the problem told reaches a public page.
    expect(dogPage.body).not.toContain('Marta Sosa');
    expect(adopted.body).not.toContain('gato de la vecina');

    const link = await mailedLink(t.db, adoption.email, '/seguimiento/');
    const withdrawn = await t.app.inject({
      method: 'POST',
      url: `/api/seguimiento/${link.id}/retirar?t=${encodeURIComponent(link.t)}`,
    });
    expect(withdrawn.json()).toMatchObject({ state: 'answered', mayPublish: false, published: false });
    const after = await t.app.inject({ method: 'GET', url: `/adoptar/perros/${adoption.dogId}` });
    expect(after.body).not.toContain(story);
    const again = await staff.raw('PUT', `/api/admin/followups/${first!.id}`, { storyPublished: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(FOLLOWUP_MSG.storyNotAllowed);
  });

  it('housekeeping drops unpublished photos after «Sitio»’s days, keeping the words', async () => {
    await t.db
      .insert(interfaces)
      .values({ id: INTERFACE_ID, followupPhotoDays: 30 })
      .onConflictDoUpdate({ target: interfaces.id, set: { followupPhotoDays: 30 } });
    const options = {
      database: t.database,
      storage: t.app.deps.storage,
      tmpDir: uploadTmpDir(t.config.dataDir),
      outboxRetentionDays: 30,
    };
    const soon = await runHousekeeping({ ...options, now: () => new Date(Date.now() + 20 * DAY) });
    expect(soon.followupPhotos).toBe(0);
    const later = await runHousekeeping({ ...options, now: () => new Date(Date.now() + 31 * DAY) });
    expect(later.followupPhotos).toBe(1);
    expect(later.imageFiles).toBeGreaterThan(0);
    const [first] = await rows();
    expect(first!.photos).toEqual([]);
    expect(first!.answers?.howIsDog).toBe(ANSWER.howIsDog);
  });
});
