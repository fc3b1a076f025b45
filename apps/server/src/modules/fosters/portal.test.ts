// Issue 38, item 3: the foster's page and API. A foster sees their current and past dogs with what staff
// share and never staff's notes; posts an update with photos about a current dog only (another foster's
// dog, or one whose placement ended, is a Spanish 404); staff publish it once as the dog's «Novedad», which
// reaches its sponsors; its photos are in use while the update keeps them. The page answers each kind of
// visitor and takes a multipart post without JavaScript.
import { FOSTER_MSG, MSG } from '@campito/core';
import { dogUpdates, fosterUpdates, mailOutbox, subscriptions } from '@campito/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fosterPage from '../../../../web/app/routes/mi-transito';
import { adminClient } from '../../../test/admin-client';
import { signIn } from '../../../test/admin-fixtures';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInUser } from '../../../test/form-helpers';
import { type PlacedFoster, placeDog, placedFoster } from '../../../test/foster-fixtures';
import { jpegWithOrientation, multipartBody, png } from '../../../test/image-fixtures';
import { pageBuild } from '../../../test/page-build';
import { removeUnusedImages } from '../../media/unused-images';

const PRIVATE = 'NOTA PRIVADA DEL EQUIPO';

describe('the foster’s page and API', () => {
  let t: TestApp;
  let marta: PlacedFoster;
  let other: PlacedFoster;
  let pastDogId: string;

  const post = async (
    cookie: string | undefined,
    fields: Record<string, string>,
    photos: Buffer[] = [],
    url = '/api/mi-transito/novedades',
  ) => {
    const body = await multipartBody(
      fields,
      photos.map((data, i) => ({ field: 'photos', name: `foto-${i}.jpg`, data, type: 'image/jpeg' })),
    );
    return t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    });
  };
  const overview = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/mi-transito', headers: { cookie } });

  beforeAll(async () => {
    t = await createTestApp(
      { RATE_LIMIT_MULTIPLIER: '100', STAFF_EMAIL: 'equipo@elcampito.example' },
      undefined,
      {
        build: pageBuild({ 'routes/mi-transito': ['mi-transito', fosterPage] }),
        mode: 'production',
      },
    );
    marta = await placedFoster(t, {
      name: 'Marta Tránsito',
      placement: { expectedUntil: '2026-12-20', nextVetOn: '2026-12-03' },
    });
    const past = await placeDog(t, marta.user, 'Pipa', {
      startsOn: '2026-06-01',
      endedOn: '2026-08-01',
      destination: 'adoptado',
    });
    pastDogId = past.dog.id;
    other = await placedFoster(t, { name: 'Otro Tránsito', dogName: 'Rocco' });
  });
  afterAll(() => t?.close());

  it('lists the foster’s current and past dogs with what staff share, never their notes nor others’ dogs', async () => {
    const res = await overview(marta.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.body).not.toContain(PRIVATE);
    const body = res.json();
    expect(body.current).toEqual([
      expect.objectContaining({
        name: 'Luna',
        dogId: marta.dog.id,
        care: 'Media pastilla de enalapril con la cena.',
        nextVetOn: '2026-12-03',
        expectedUntil: '2026-12-20',
        updates: [],
      }),
    ]);
    expect(body.past).toEqual([
      expect.objectContaining({ name: 'Pipa', destination: 'Fue adoptado', care: '' }),
    ]);
    expect(JSON.stringify(body)).not.toContain('Rocco');
    expect(body.requests).toEqual([]);
  });

  it('answers 401 without a session and a Spanish 403 to an account that is not a foster', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/mi-transito' })).statusCode).toBe(401);
    const someone = await signedInUser(t, { roles: ['public'] });
    const res = await overview(someone.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(FOSTER_MSG.notApproved);
    const posted = await post(someone.cookie, { dogId: marta.dog.id, text: 'Hola' });
    expect(posted.statusCode).toBe(403);
  });

  it('posts an update with photos about a current dog; another foster’s dog or a past one is a Spanish 404', async () => {
    const empty = await post(marta.cookie, { dogId: marta.dog.id, text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.text).toBe(FOSTER_MSG.updateText);
    for (const dogId of [other.dog.id, pastDogId]) {
      const refused = await post(marta.cookie, { dogId, text: 'Está re bien' }, [await png(400, 300)]);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error).toBe(FOSTER_MSG.notYourDog);
    }
    const theirs = await post(other.cookie, { dogId: marta.dog.id, text: 'Quiero ver a Luna' });
    expect(theirs.statusCode).toBe(404);
    const tooMany = await post(marta.cookie, { dogId: marta.dog.id, text: 'Muchas fotos' }, [
      ...(await Promise.all([1, 2, 3, 4, 5].map(() => png(200, 150)))),
    ]);
    expect(tooMany.statusCode).toBe(400);
    expect(await t.db.select().from(fosterUpdates)).toHaveLength(0);

    const ok = await post(
      marta.cookie,
      { dogId: marta.dog.id, text: 'Luna duerme en el sillón y ya come sola.' },
      [await jpegWithOrientation(), await png(800, 600)],
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().message).toBe('¡Gracias! Tu novedad ya le llegó al equipo.');
    const [row] = await t.db.select().from(fosterUpdates);
    expect(row).toMatchObject({
      dogId: marta.dog.id,
      placementId: marta.placement.id,
      authorId: marta.user.id,
    });
    expect(row!.photos).toHaveLength(2);
    const staffMail = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'equipo@elcampito.example'));
    expect(staffMail.map((m) => m.subject)).toContain('Novedad de tránsito: Luna');
    const listed = (await overview(marta.cookie)).json();
    expect(listed.current[0].updates).toEqual([
      expect.objectContaining({ text: 'Luna duerme en el sillón y ya come sola.', published: false }),
    ]);
    // Another foster never reads it.
    expect((await overview(other.cookie)).body).not.toContain('sillón');
  });

  it('staff publish an update once as the dog’s «Novedad», with its first photo, mailed to the sponsors', async () => {
    await t.db.insert(subscriptions).values({
      provider: 'mercadopago',
      type: 'padrinazgo',
      dogId: marta.dog.id,
      dogName: 'Luna',
      amount: 3000,
      currency: 'ARS',
      email: 'madrina@example.com',
      status: 'active',
      wantsUpdates: true,
    });
    const admin = await signIn(t.db, t.app.services, ['admin'], 'equipo-transito@example.com');
    const staff = adminClient(t.app, admin.cookie);
    const list = await staff.list('foster-updates');
    expect(list.rows).toEqual([
      expect.objectContaining({ dogName: 'Luna', fosterName: 'Marta Tránsito', published: false }),
    ]);
    const [update] = await t.db.select().from(fosterUpdates);
    const published = await staff.update('foster-updates', update!.id, { published: true });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ published: true });
    const [news] = await t.db
      .select()
      .from(dogUpdates)
      .where(eq(dogUpdates.id, published.json().dogUpdateId));
    expect(news).toMatchObject({ dogId: marta.dog.id, text: update!.text, authorId: admin.id });
    expect(news!.image?.key).toBe(update!.photos[0]!.key);
    expect(news!.mailedAt).not.toBeNull();
    const sponsor = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'madrina@example.com'));
    expect(sponsor.map((m) => m.subject)).toEqual(['Novedades de Luna']);
    const again = await staff.update('foster-updates', update!.id, { published: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(FOSTER_MSG.alreadyPublished);
    expect(await t.db.select().from(dogUpdates)).toHaveLength(1);
    expect((await overview(marta.cookie)).json().current[0].updates[0].published).toBe(true);
  });

  it('keeps an update’s photos while the update shows them', async () => {
    const [update] = await t.db.select().from(fosterUpdates);
    // The second photo is only the update's (the first is also the news item's).
    expect(await removeUnusedImages(t.db, t.app.deps.storage, [update!.photos[1]!])).toEqual([]);
  });

  it('the page asks to sign in, sends other accounts to «Ser hogar de tránsito», and shows a foster only their dogs', async () => {
    const out = await t.app.inject({ method: 'GET', url: '/mi-transito' });
    expect(out.statusCode).toBe(200);
    expect(out.headers['cache-control']).toContain('no-store');
    expect(out.body).toContain('href="/profile?volver=/mi-transito"');
    const someone = await signedInUser(t, { roles: ['public'] });
    const notFoster = await t.app.inject({
      method: 'GET',
      url: '/mi-transito',
      headers: { cookie: someone.cookie },
    });
    expect(notFoster.body).toContain(FOSTER_MSG.notApproved);
    expect(notFoster.body).toContain('href="/transito"');
    const page = await t.app.inject({
      method: 'GET',
      url: '/mi-transito',
      headers: { cookie: marta.cookie },
    });
    expect(page.body).toContain('Media pastilla de enalapril con la cena.');
    expect(page.body).toContain('Luna duerme en el sillón');
    expect(page.body).toContain('Perros que pasaron por tu casa');
    expect(page.body).not.toContain(PRIVATE);
    expect(page.body).not.toContain('Rocco');
    expect(page.body).not.toContain('<script type="module"');
  });

  it('the page takes an update with a photo and a supply request as plain form posts', async () => {
    const sent = await post(
      marta.cookie,
      { intent: 'novedad', dogId: marta.dog.id, text: 'Hoy salimos a la plaza.' },
      [await png(600, 400)],
      '/mi-transito',
    );
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('¡Gracias! Tu novedad ya le llegó al equipo.');
    const wrong = await post(
      marta.cookie,
      { intent: 'novedad', dogId: other.dog.id, text: 'Hola' },
      [],
      '/mi-transito',
    );
    expect(wrong.statusCode).toBe(404);
    expect(wrong.body).toContain(FOSTER_MSG.notYourDog);
    const someone = await signedInUser(t, { roles: ['public'] });
    const refused = await post(
      someone.cookie,
      { intent: 'novedad', dogId: marta.dog.id, text: 'Hola' },
      [],
      '/mi-transito',
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain(`role="alert">${FOSTER_MSG.notApproved}`);
    const missing = await post(marta.cookie, { intent: 'pedido', kind: 'alimento' }, [], '/mi-transito');
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain(MSG.checkFields);
    expect(missing.body).toContain(FOSTER_MSG.quantity);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/mi-transito',
      headers: { cookie: marta.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        intent: 'pedido',
        kind: 'alimento',
        detail: 'Alimento para cachorro',
        quantity: '2 bolsas de 15 kg',
        urgency: 'pronto',
        dogId: marta.dog.id,
      }).toString(),
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('Recibimos tu pedido');
    const page = await t.app.inject({
      method: 'GET',
      url: '/mi-transito',
      headers: { cookie: marta.cookie },
    });
    expect(page.body).toContain('Alimento: 2 bolsas de 15 kg');
    expect(page.body).toContain('Hoy salimos a la plaza.');
  });
});
