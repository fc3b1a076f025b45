import { ADOPTION_MSG, DOG_MSG, FORM_SUCCESS, IDEMPOTENCY_FIELD } from '@campito/core';
import { validAdoption } from '@campito/core/test';
import { adoptionRequests, mailOutbox } from '@campito/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { insertDog, postJson, queuedMails, signedInUser } from '../../../test/form-helpers';
import { servedFromMemory } from '../../../test/wait';

describe('POST /api/adoptions', () => {
  let t: TestApp;
  let luna: Awaited<ReturnType<typeof insertDog>>;
  beforeAll(async () => {
    t = await createTestApp({ STAFF_EMAIL: 'staff@elcampito.example', RATE_LIMIT_MULTIPLIER: '100' });
    luna = await insertDog(t, { name: 'Luna' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(adoptionRequests);
    await t.db.delete(mailOutbox);
  });

  it('stores a valid request as pending, linked to the dog by id, and queues the staff and applicant mails', async () => {
    const res = await postJson(
      t,
      '/api/adoptions',
      validAdoption({ nameDog: 'luna', phone: '11 5555-0123' }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ id: expect.any(String), message: FORM_SUCCESS });

    const [row] = await t.db.select().from(adoptionRequests).where(eq(adoptionRequests.id, body.id));
    expect(row).toMatchObject({
      nameDog: 'Luna',
      dogId: luna.id,
      userId: null,
      isPending: true,
      phone: '1155550123',
      people: 3,
      items: ['compañia'],
      home: ['casa'],
      freshAir: ['patio'],
    });

    const mails = await queuedMails(t);
    expect(mails.map((m) => m.to).sort()).toEqual(['maria@example.com', 'staff@elcampito.example']);
    const staff = mails.find((m) => m.to === 'staff@elcampito.example')!;
    expect(staff.subject).toContain('adopción');
    expect(staff.subject).toContain('Luna');
    expect(staff.text).toContain(`http://localhost:3000/admin#/adoptions/${body.id}`);
    expect(staff.text).toContain('¿Cuántas personas viven en tu casa?: 3');
    expect(staff.html).toContain(`href="http://localhost:3000/admin#/adoptions/${body.id}"`);
    const applicant = mails.find((m) => m.to === 'maria@example.com')!;
    expect(applicant.text).toContain('Luna');
  });

  it('links the request to the signed-in user', async () => {
    const { user, cookie } = await signedInUser(t);
    const res = await postJson(t, '/api/adoptions', validAdoption(), { cookie });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(adoptionRequests).where(eq(adoptionRequests.id, res.json().id));
    expect(row!.userId).toBe(user.id);
    expect(await t.app.services.adoptions.listForUser(user.id)).toEqual([
      { id: row!.id, nameDog: 'Luna', date: expect.any(Date), isPending: true },
    ]);
  });

  it('keeps the name of a dog that is not listed, without a dog id', async () => {
    await insertDog(t, { name: 'Sombra', isDelete: true });
    const res = await postJson(t, '/api/adoptions', validAdoption({ nameDog: 'Sombra' }));
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(adoptionRequests);
    expect(row).toMatchObject({ nameDog: 'Sombra', dogId: null });
  });

  it('refuses a request for a dog that already has a family, naming it, and stores nothing', async () => {
    await insertDog(t, { name: 'Ramona', adoptedAt: new Date() });
    const res = await postJson(t, '/api/adoptions', validAdoption({ nameDog: 'ramona' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ nameDog: DOG_MSG.alreadyAdopted('Ramona') });
    expect(res.json().errors.nameDog).toMatch(/^Ramona ya tiene familia/);
    expect(await t.db.select().from(adoptionRequests)).toEqual([]);
    expect(await queuedMails(t)).toEqual([]);
  });

  const invalid: [string, unknown, string][] = [
    ['nameDog', '', ADOPTION_MSG.nameDog],
    ['name', ' ', ADOPTION_MSG.name],
    ['birthday', '', 'Fecha de nacimiento requerida'],
    ['birthday', '1922-12-31', 'La fecha debe ser desde el 01/01/1923'],
    ['birthday', '2999-01-01', 'La fecha no puede ser posterior a hoy'],
    ['email', '', 'Email requerido'],
    ['email', 'maria@', 'Formato de Email incorrecto'],
    ['phone', '', 'Número de telefono requerido'],
    ['phone', '123', 'El numero ingresado es invalido'],
    ['location', '', ADOPTION_MSG.location],
    ['area', '', ADOPTION_MSG.area],
    ['people', '', ADOPTION_MSG.people],
    ['people', 0, ADOPTION_MSG.peopleInvalid],
    ['accordance', 'quizás', 'Seleccione una opción'],
    ['otherAnimals', '', 'Seleccione una opción'],
    ['castrated', 'tal vez', 'Seleccione una opción'],
    ['vaccinated', '', 'Seleccione una opción'],
    ['status', 'inquilino', 'Seleccione una opción'],
    ['authorization', '', 'Seleccione una opción'],
    ['adaptation', '', 'Seleccione una opción'],
    ['description', '', ADOPTION_MSG.comment],
    ['expatiate', '', ADOPTION_MSG.comment],
    ['reason', '', ADOPTION_MSG.answer],
    ['events', '', ADOPTION_MSG.answer],
    ['holidays', '', ADOPTION_MSG.answer],
    ['babies', '', ADOPTION_MSG.answer],
    ['moving', '', ADOPTION_MSG.answer],
    ['sterilization', '', ADOPTION_MSG.answer],
    ['allergies', '', ADOPTION_MSG.info],
    ['sleep', '', ADOPTION_MSG.info],
    ['loneliness', '', ADOPTION_MSG.info],
    ['walk', '', ADOPTION_MSG.info],
    ['items', [], ADOPTION_MSG.checkboxes],
    ['home', ['mansión'], ADOPTION_MSG.checkboxes],
    ['freshAir', 'patio', ADOPTION_MSG.checkboxes],
  ];
  it.each(invalid)(
    '%s = %j → 400 with "%s" under that field, nothing stored',
    async (field, value, message) => {
      const res = await postJson(t, '/api/adoptions', { ...validAdoption(), [field]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: expect.any(String), errors: { [field]: message } });
      expect(await t.db.select().from(adoptionRequests)).toHaveLength(0);
      expect(await queuedMails(t)).toHaveLength(0);
    },
  );

  it('refuses unknown fields (no mass assignment of isPending or userId)', async () => {
    const res = await postJson(t, '/api/adoptions', {
      ...validAdoption(),
      isPending: false,
      userId: luna.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ _: 'Campos no permitidos: isPending, userId' });
    expect(await t.db.select().from(adoptionRequests)).toHaveLength(0);
  });

  it('a double submit with the same key stores one request and answers both with it', async () => {
    const body = { ...validAdoption(), [IDEMPOTENCY_FIELD]: crypto.randomUUID() };
    const [a, b] = await Promise.all([
      postJson(t, '/api/adoptions', body),
      postJson(t, '/api/adoptions', body),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().id).toBe(b.json().id);
    const again = await postJson(t, '/api/adoptions', body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id: a.json().id, message: FORM_SUCCESS });
    expect(await t.db.select().from(adoptionRequests)).toHaveLength(1);
    expect(await queuedMails(t)).toHaveLength(2);
  });

  it('answers 413 in Spanish to an oversized body', async () => {
    const res = await postJson(t, '/api/adoptions', { ...validAdoption(), reason: 'x'.repeat(200_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'El envío es demasiado grande.' });
  });

  it('offers in the form only listed dogs available for adoption', async () => {
    await insertDog(t, { name: 'Adoptado', toAdopt: false });
    await insertDog(t, { name: 'En revisión', isPending: true });
    await insertDog(t, { name: 'Baja', isDelete: true });
    const names = (await t.app.services.dogs.listAdoptable()).map((d) => d.name);
    expect(names).toContain('Luna');
    expect(names).not.toContain('Adoptado');
    expect(names).not.toContain('En revisión');
    expect(names).not.toContain('Baja');
  });

  it('keeps that list in memory until a dog changes, whoever changes it', async () => {
    const names = async () => (await t.app.services.dogs.listAdoptable()).map((d) => d.name);
    await servedFromMemory(t.app.deps, [names]);
    await insertDog(t, { name: 'Recién llegada' });
    await expect.poll(names).toContain('Recién llegada');
  });

  it('is documented in the OpenAPI document with its fields', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    for (const path of ['/api/adoptions', '/api/volunteers', '/api/contacto'])
      expect(doc.paths[path].post).toBeDefined();
    const body = doc.paths['/api/adoptions'].post.requestBody.content['application/json'].schema;
    expect(body.additionalProperties).toBe(false);
    expect(body.required).toEqual(expect.arrayContaining(['nameDog', 'people', 'items', 'sterilization']));
  });

  it('answers 4xx, never 500, to bodies that are not a questionnaire', async () => {
    for (const payload of ['no es json', '[]', 'null', '{"nameDog":']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/adoptions',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/válid/);
    }
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/adoptions',
      payload: 'nameDog=Luna',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
  });
});
