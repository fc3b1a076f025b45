// Create / update / delete on every writable admin resource: validation messages under the fields,
// allow-listed bodies, soft vs hard delete, the domain rules (Dar de baja, approvals) and the audit log.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_MSG, DOG_MSG, INTERFACE_ID } from '@campito/core';
import { adoptionRequests, auditLog, dogReports, dogs } from '@campito/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, adminClient } from '../../../test/admin-client';
import { type AdminFixtures, insertAdminFixtures, signInEveryone } from '../../../test/admin-fixtures';
import { createTestApp, type TestApp } from '../../../test/app';
import { multipartBody, png, textFile } from '../../../test/image-fixtures';

let t: TestApp;
let admin: AdminClient;
let fx: AdminFixtures;
let people: Awaited<ReturnType<typeof signInEveryone>>;

beforeAll(async () => {
  t = await createTestApp();
  fx = await insertAdminFixtures(t.db);
  people = await signInEveryone(t.db, t.app.services);
  admin = adminClient(t.app, people.admin.cookie);
});

afterAll(async () => {
  await t?.close();
});

const auditOf = (resource: string, recordId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, resource), eq(auditLog.recordId, recordId)))
    .orderBy(auditLog.createdAt);

const ref = (key: string) => ({ key, width: 640, height: 480, widths: [320, 640] });
const newDog = {
  name: 'Zeus',
  gender: 'macho',
  age: 'adulto',
  size: 'grande',
  race: 'mestizo',
  references: ['tranquilo', 'guardian'],
  features: 'Un gigante bueno.',
  images: [ref('img-1'), ref('img-2')],
};

describe('dogs', () => {
  it('creates a dog with its images, listed publicly, and audits every field', async () => {
    const res = await admin.create('dogs', newDog);
    expect(res.statusCode).toBe(201);
    const dog = res.json();
    expect(dog).toMatchObject({
      ...newDog,
      id: expect.any(String),
      isDelete: false,
      isPending: false,
      toAdopt: true,
    });
    expect(await t.app.services.dogs.findActiveById(dog.id)).toBeDefined();
    const [entry] = await auditOf('dogs', dog.id);
    expect(entry).toMatchObject({
      action: 'create',
      actorId: people.admin.id,
      actorEmail: 'admin@example.com',
    });
    expect(entry!.changes.name).toEqual({ old: null, new: 'Zeus' });
    expect(entry!.changes.images).toEqual({ old: null, new: newDog.images });
  });

  it('answers the required fields of docs/product.md §5.6 under each field', async () => {
    const res = await admin.create('dogs', { images: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      name: DOG_MSG.name,
      gender: DOG_MSG.gender,
      age: DOG_MSG.age,
      size: DOG_MSG.size,
      race: DOG_MSG.race,
      references: DOG_MSG.references,
      features: DOG_MSG.features,
    });
    const bad = await admin.create('dogs', {
      ...newDog,
      video: 'https://evil.example.com/x',
      images: [{ key: '../etc', width: 1, height: 1, widths: [1] }],
    });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['images.0.key', 'video']);
  });

  it('writes only allow-listed fields: ids, timestamps and submitter cannot be set', async () => {
    const dog = (await admin.create('dogs', { ...newDog, name: 'Mass' })).json();
    const res = await admin.update('dogs', dog.id, {
      ...dog,
      id: '00000000-0000-4000-8000-000000000000',
      createdAt: '2000-01-01T00:00:00.000Z',
      submittedBy: people.superAdmin.id,
      deletedAt: '2000-01-01T00:00:00.000Z',
      name: 'Masa',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: dog.id,
      createdAt: dog.createdAt,
      submittedBy: null,
      deletedAt: null,
      name: 'Masa',
    });
    const entries = await auditOf('dogs', dog.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
    expect(Object.keys(entries[1]!.changes)).toEqual(['name']);
    expect(entries[1]!.changes.name).toEqual({ old: 'Mass', new: 'Masa' });
  });

  it('"Dar de baja" hides the dog from the public list and stamps deletedAt; the undo brings it back', async () => {
    const dog = (await admin.create('dogs', { ...newDog, name: 'Baja' })).json();
    const removed = await admin.remove('dogs', dog.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ id: dog.id, isDelete: true, deletedAt: expect.any(String) });
    expect(await t.app.services.dogs.findActiveById(dog.id)).toBeUndefined();
    // Still there for staff (soft delete).
    expect((await admin.get('dogs', dog.id)).json().isDelete).toBe(true);
    const undone = await admin.update('dogs', dog.id, { isDelete: false });
    expect(undone.json()).toMatchObject({ isDelete: false, deletedAt: null });
    expect(await t.app.services.dogs.findActiveById(dog.id)).toBeDefined();
    // The bulk action sends only the flag (updateMany → one PUT per id).
    expect((await admin.update('dogs', dog.id, { isDelete: true })).json().isDelete).toBe(true);
    const actions = (await auditOf('dogs', dog.id)).map((e) => [
      e.action,
      Object.keys(e.changes).sort().join(','),
    ]);
    expect(actions).toEqual([
      ['create', expect.any(String)],
      ['delete', 'deletedAt,isDelete'],
      ['update', 'deletedAt,isDelete'],
      ['update', 'deletedAt,isDelete'],
    ]);
  });

  it('approves a dog sent through the public form', async () => {
    const pending = fx.dogs.find((d) => d.isPending)!;
    expect(await t.app.services.dogs.findActiveById(pending.id)).toBeUndefined();
    const res = await admin.update('dogs', pending.id, { isPending: false });
    expect(res.json().isPending).toBe(false);
    expect(await t.app.services.dogs.findActiveById(pending.id)).toBeDefined();
  });

  it('publishes a visitor’s report only once staff wrote its story; the finder’s contact stays for staff', async () => {
    const [dog] = await t.db
      .insert(dogs)
      .values({
        name: 'Pochi',
        gender: 'hembra',
        age: 'adulto',
        size: 'chico',
        race: 'mestiza',
        references: [],
        isPending: true,
      })
      .returning();
    await t.db.insert(dogReports).values({
      dogId: dog!.id,
      finderName: 'Marta Rescatista',
      finderPhone: '1155550123',
      finderEmail: 'marta@example.com',
      finderNote: 'La encontré en la ruta 2, muy asustada.',
    });

    const report = await t.app.inject({
      method: 'GET',
      url: `/api/admin/dogs/${dog!.id}/report`,
      headers: { cookie: people.admin.cookie },
    });
    expect(report.statusCode).toBe(200);
    expect(report.json()).toMatchObject({
      finderName: 'Marta Rescatista',
      finderPhone: '1155550123',
      finderEmail: 'marta@example.com',
      finderNote: 'La encontré en la ruta 2, muy asustada.',
    });
    const noReport = await t.app.inject({
      method: 'GET',
      url: `/api/admin/dogs/${fx.dogs[0]!.id}/report`,
      headers: { cookie: people.admin.cookie },
    });
    expect(noReport.statusCode).toBe(404);
    expect(noReport.json().error).toMatch(/formulario público/);

    const refused = await admin.update('dogs', dog!.id, { isPending: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ features: DOG_MSG.storyToPublish });
    expect(await t.app.services.dogs.findActiveById(dog!.id)).toBeUndefined();

    const approved = await admin.update('dogs', dog!.id, {
      features: 'Pochi es dulce y tranquila.',
      isPending: false,
    });
    expect(approved.statusCode).toBe(200);
    const [row] = await t.db.select().from(dogs).where(eq(dogs.id, dog!.id));
    expect(row).toMatchObject({ isPending: false, features: 'Pochi es dulce y tranquila.' });
    expect(row!.publishedAt).toBeInstanceOf(Date);
    // The public dog shows staff's story, never the finder or their words.
    const page = await t.app.inject({ method: 'GET', url: `/api/dogs/${dog!.id}` });
    expect(page.body).not.toMatch(/Marta|ruta 2|5555/);
  });

  it('records how a dog moves, its care, the monthly cost and the urgent flag; publishes it at creation', async () => {
    const res = await admin.create('dogs', {
      ...newDog,
      name: 'Rueda',
      mobility: 'usa carrito',
      careNeeds: 'Pañal de noche y masajes.',
      monthlyCareCost: 45000,
      isUrgent: true,
    });
    expect(res.statusCode).toBe(201);
    const dog = res.json();
    expect(dog).toMatchObject({
      mobility: 'usa carrito',
      careNeeds: 'Pañal de noche y masajes.',
      monthlyCareCost: 45000,
      isUrgent: true,
    });
    // Published at the moment it was created ("Recién llegados", new-dog alerts).
    expect(dog.publishedAt).toBe(dog.createdAt);
    const plain = (await admin.create('dogs', { ...newDog, name: 'Sencillo' })).json();
    expect(plain).toMatchObject({
      mobility: 'camina',
      careNeeds: '',
      monthlyCareCost: null,
      isUrgent: false,
    });
    // react-admin sends emptied fields as null.
    const cleared = await admin.update('dogs', dog.id, {
      careNeeds: null,
      monthlyCareCost: null,
      isUrgent: false,
    });
    expect(cleared.json()).toMatchObject({ careNeeds: '', monthlyCareCost: null, isUrgent: false });
    const bad = await admin.update('dogs', dog.id, {
      mobility: 'vuela',
      monthlyCareCost: -5,
      careNeeds: 'x'.repeat(1501),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      mobility: DOG_MSG.mobility,
      monthlyCareCost: DOG_MSG.monthlyCareCost,
      careNeeds: DOG_MSG.careNeedsLong,
    });
    const filtered = await admin.list('dogs', { filter: { mobility: 'usa carrito', isUrgent: false } });
    expect(filtered.rows.map((r) => r.name)).toContain('Rueda');
    expect(filtered.rows.every((r) => r.mobility === 'usa carrito')).toBe(true);
  });

  it('publishes a dog when staff approve it, once: a created-pending dog waits, its first approval is kept', async () => {
    const dog = (await admin.create('dogs', { ...newDog, name: 'Espera', isPending: true })).json();
    expect(dog.publishedAt).toBeNull();
    const approved = (await admin.update('dogs', dog.id, { isPending: false })).json();
    expect(approved.publishedAt).toEqual(expect.any(String));
    expect(new Date(approved.publishedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(dog.createdAt).getTime(),
    );
    await admin.update('dogs', dog.id, { isPending: true });
    const again = (await admin.update('dogs', dog.id, { isPending: false })).json();
    expect(again.publishedAt).toBe(approved.publishedAt);
  });

  it('answers 404 for an unknown dog', async () => {
    expect(
      (await admin.update('dogs', '00000000-0000-4000-8000-0000000000aa', { name: 'x' })).statusCode,
    ).toBe(404);
    expect((await admin.remove('dogs', 'nada')).statusCode).toBe(404);
  });
});

describe('press and escolar (hard delete)', () => {
  it('creates, edits and deletes a press note, auditing the old values', async () => {
    const body = {
      media: 'infobae',
      type: 'Prensa Gráfica',
      date: '2024-08-09',
      link: 'https://example.com/nota',
      title: 'nota',
      description: null,
      img: '',
      favicon: null,
    };
    const created = await admin.create('press', body);
    expect(created.statusCode).toBe(201);
    const note = created.json();
    expect(note).toMatchObject({ media: 'infobae', date: '2024-08-09', img: null, description: null });
    const edited = await admin.update('press', note.id, { ...note, title: 'nota editada' });
    expect(edited.json().title).toBe('nota editada');
    const removed = await admin.remove('press', note.id);
    expect(removed.json().id).toBe(note.id);
    expect((await admin.get('press', note.id)).statusCode).toBe(404);
    const entries = await auditOf('press', note.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    expect(entries[2]!.changes.title).toEqual({ old: 'nota editada', new: null });
  });

  it('requires media, type and date, and refuses links that are not http(s)', async () => {
    const res = await admin.create('press', {
      link: 'javascript:alert(1)',
      img: 'data:image/png;base64,xx',
      date: '2024-02-30',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      media: ADMIN_MSG.media,
      type: ADMIN_MSG.pressType,
      date: ADMIN_MSG.date,
      link: ADMIN_MSG.link,
      img: ADMIN_MSG.image,
    });
  });

  it('creates, edits and deletes a school post; category and date are required', async () => {
    expect((await admin.create('escolar', {})).json().errors).toEqual({
      category: ADMIN_MSG.category,
      date: ADMIN_MSG.date,
    });
    const post = (
      await admin.create('escolar', {
        category: 'talleres',
        date: '2024-09-01',
        title: 'taller',
        img: '/media/abc-640.webp',
      })
    ).json();
    expect(post).toMatchObject({ category: 'talleres', img: '/media/abc-640.webp' });
    expect((await admin.update('escolar', post.id, { category: 'otra' })).json().errors).toEqual({
      category: ADMIN_MSG.category,
    });
    expect((await admin.remove('escolar', post.id)).statusCode).toBe(200);
    expect((await admin.get('escolar', post.id)).statusCode).toBe(404);
  });
});

describe('contributions (create and show)', () => {
  it('records a sponsorship by hand: the dog name comes from the dog, PayPal means USD, the total is parsed', async () => {
    const res = await admin.create('contributions', {
      type: 'sponsoreo',
      date: '2024-05-31',
      total: '1500,50',
      method: 'paypal',
      dogId: fx.dogs[0]!.id,
      email: 'DONANTE@Example.com',
      name: '',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      total: 1500.5,
      currency: 'USD',
      dogName: 'alma',
      email: 'donante@example.com',
      name: null,
      status: 'paid',
      date: '2024-05-31T15:00:00.000Z',
    });
  });

  it('requires type, date, total and method, and a known dog', async () => {
    const res = await admin.create('contributions', { total: 'mucho' });
    expect(res.json().errors).toEqual({
      type: ADMIN_MSG.contributionType,
      date: ADMIN_MSG.date,
      total: ADMIN_MSG.total,
      method: ADMIN_MSG.method,
    });
    const noDog = await admin.create('contributions', {
      type: 'donación',
      date: '2024-01-01',
      total: 1,
      method: 'otro',
      dogId: '00000000-0000-4000-8000-0000000000aa',
    });
    expect(noDog.json().errors).toEqual({ dogId: ADMIN_MSG.dogNotFound });
    expect(
      (
        await admin.create('contributions', {
          type: 'donación',
          date: '2024-01-01',
          total: -5,
          method: 'otro',
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('volunteers, adoptions and contact messages', () => {
  it('approves a volunteer; every answer stays read-only', async () => {
    const v = fx.volunteers[0]!;
    const res = await admin.update('volunteers', v.id, {
      ...v,
      name: 'otro nombre',
      phone: '0',
      isPending: false,
    });
    expect(res.json()).toMatchObject({ name: v.name, phone: v.phone, isPending: false });
  });

  it('removes a volunteer softly: out of the list, still readable', async () => {
    const v = fx.volunteers[2]!;
    expect((await admin.remove('volunteers', v.id)).json().isDelete).toBe(true);
    expect((await admin.list('volunteers')).rows.some((r) => r.id === v.id)).toBe(false);
    expect((await admin.get('volunteers', v.id)).statusCode).toBe(200);
  });

  it('approving an adoption stamps approvedAt and marks the dog adopted; reopening offers it again', async () => {
    const request = fx.adoptions[1]!; // bruno
    const approved = await admin.update('adoptions', request.id, { isPending: false });
    expect(approved.json()).toMatchObject({ isPending: false, approvedAt: expect.any(String) });
    let [dog] = await t.db.select().from(dogs).where(eq(dogs.id, request.dogId!));
    expect(dog!.toAdopt).toBe(false);
    const dogAudit = await auditOf('dogs', request.dogId!);
    expect(dogAudit.at(-1)).toMatchObject({
      action: 'update',
      changes: { toAdopt: { old: true, new: false } },
    });
    const reopened = await admin.update('adoptions', request.id, { isPending: true });
    expect(reopened.json()).toMatchObject({ isPending: true, approvedAt: null });
    [dog] = await t.db.select().from(dogs).where(eq(dogs.id, request.dogId!));
    expect(dog!.toAdopt).toBe(true);
  });

  it('finds the dog by name when the request has no reference', async () => {
    const request = fx.adoptions[3]!; // fito, dogId null
    await admin.update('adoptions', request.id, { isPending: false });
    const [dog] = await t.db.select().from(dogs).where(eq(dogs.name, 'fito'));
    expect(dog!.toAdopt).toBe(false);
  });

  it('reopening keeps the dog adopted while another approved request holds it', async () => {
    const request = fx.adoptions[0]!; // alma
    const { id: _id, createdAt: _c, updatedAt: _u, ...answers } = request;
    await t.db.insert(adoptionRequests).values({
      ...answers,
      name: 'otra familia',
      isPending: false,
      stage: 'aprobada',
      approvedAt: new Date(),
    });
    await admin.update('adoptions', request.id, { isPending: false });
    await admin.update('adoptions', request.id, { isPending: true });
    const [dog] = await t.db.select().from(dogs).where(eq(dogs.id, request.dogId!));
    expect(dog!.toAdopt).toBe(false);
  });

  it('marks a contact message handled and back', async () => {
    const m = fx.contacts[1]!;
    expect((await admin.update('contacts', m.id, { handled: true })).json().handled).toBe(true);
    expect((await admin.update('contacts', m.id, { handled: 'si' })).json().errors).toHaveProperty('handled');
    expect((await admin.update('contacts', m.id, { handled: false })).json().handled).toBe(false);
  });
});

describe('the interface record', () => {
  it('edits the texts, and the site reads the change at once', async () => {
    const res = await admin.update('interfaces', INTERFACE_ID, {
      visitasText: 'Volvemos a abrir.\n\nTraé repelente.',
      slider: [ref('s1'), ref('s2')],
    });
    expect(res.statusCode).toBe(200);
    expect((await t.app.services.site.getInterface())!.visitasText).toBe(
      'Volvemos a abrir.\n\nTraé repelente.',
    );
    const bad = await admin.update('interfaces', INTERFACE_ID, {
      slider: [{ key: 'x' }],
      debitOtherUrl: 'ftp://x',
    });
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'debitOtherUrl',
      'slider.0.height',
      'slider.0.width',
      'slider.0.widths',
    ]);
  });

  it('exists even on a site installed without demo content', async () => {
    const fresh = await createTestApp();
    try {
      const p = await signInEveryone(fresh.db, fresh.app.services);
      const client = adminClient(fresh.app, p.admin.cookie);
      const list = await client.list('interfaces');
      expect(list.total).toBe(1);
      expect(list.rows[0]!.id).toBe(INTERFACE_ID);
      expect(
        (await client.update('interfaces', INTERFACE_ID, { escolarText: 'hola' })).json().escolarText,
      ).toBe('hola');
    } finally {
      await fresh.close();
    }
  });
});

describe('the audit log', () => {
  it('lists who changed what, newest first, with old and new values', async () => {
    const list = await admin.list('audit', { sort: ['createdAt', 'DESC'], range: [0, 4] });
    expect(list.total).toBeGreaterThan(10);
    expect(list.rows[0]).toMatchObject({
      id: expect.any(String),
      actorEmail: expect.any(String),
      action: expect.stringMatching(/^(create|update|delete)$/),
      resource: expect.any(String),
      recordId: expect.any(String),
      changes: expect.any(Object),
    });
  });

  it('never records a password hash', async () => {
    const superAdmin = adminClient(t.app, people.superAdmin.cookie);
    const user = (
      await superAdmin.create('users', {
        name: 'con clave',
        email: 'clave@example.com',
        password: 'secreta123',
        roles: ['public'],
      })
    ).json();
    expect(user).not.toHaveProperty('passwordHash');
    expect(user).toMatchObject({ hasPassword: true });
    const [entry] = await auditOf('users', user.id);
    expect(entry!.changes.passwordHash).toEqual({ old: null, new: '[oculto]' });
    expect(JSON.stringify(entry!.changes)).not.toContain('argon2');
  });
});

describe('image uploads', () => {
  it('processes uploaded images into WebP renditions and answers their references', async () => {
    const body = await multipartBody({ alt: 'Foto de Zeus' }, [
      { field: 'file', name: 'uno.png', data: await png(900, 600), type: 'image/png' },
      { field: 'file', name: 'dos.png', data: await png(300, 200), type: 'image/png' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      headers: { cookie: people.admin.cookie, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    const { images } = res.json();
    expect(images).toHaveLength(2);
    expect(images[0]).toMatchObject({
      width: 640,
      height: 427,
      widths: [320, 640],
      alt: 'Foto de Zeus',
      url: expect.stringMatching(/^\/media\/.+-640\.webp$/),
    });
    expect(images[1]).toMatchObject({ width: 300, widths: [300] });
    for (const w of images[0].widths)
      expect(existsSync(path.join(t.config.mediaDir, `${images[0].key}-${w}.webp`))).toBe(true);
    // The references go straight into a dog.
    const { url: _, ...refOnly } = images[0];
    expect((await admin.create('dogs', { ...newDog, name: 'Con foto', images: [refOnly] })).statusCode).toBe(
      201,
    );
  });

  it('refuses a file that is not an image, naming it under the field', async () => {
    const body = await multipartBody({}, [
      { field: 'file', name: 'nota.txt', data: textFile, type: 'text/plain' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      headers: { cookie: people.admin.cookie, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.file).toContain('nota.txt');
    const empty = await multipartBody({ alt: 'x' });
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      headers: { cookie: people.admin.cookie, ...empty.headers },
      payload: empty.payload,
    });
    expect(none.statusCode).toBe(400);
  });
});
