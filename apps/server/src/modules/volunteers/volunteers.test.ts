import { FORM_SUCCESS, IDEMPOTENCY_FIELD, VOLUNTEER_MSG } from '@campito/core';
import { validVolunteer } from '@campito/core/test';
import { mailOutbox, volunteers } from '@campito/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { postJson, queuedMails, signedInUser } from '../../../test/form-helpers';

describe('POST /api/volunteers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ STAFF_EMAIL: 'staff@elcampito.example', RATE_LIMIT_MULTIPLIER: '100' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(volunteers);
    await t.db.delete(mailOutbox);
  });

  it('stores a valid application as pending and queues the staff and applicant mails', async () => {
    const res = await postJson(
      t,
      '/api/volunteers',
      validVolunteer({ availability: '8' as never, question: '' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String), message: FORM_SUCCESS });
    const [row] = await t.db.select().from(volunteers).where(eq(volunteers.id, res.json().id));
    expect(row).toMatchObject({
      isPending: true,
      availability: 8,
      days: ['sabado'],
      question: null,
      userId: null,
    });

    const mails = await queuedMails(t);
    expect(mails.map((m) => m.to).sort()).toEqual(['juan@example.com', 'staff@elcampito.example']);
    const staff = mails.find((m) => m.to === 'staff@elcampito.example')!;
    expect(staff.subject).toContain('voluntariado');
    expect(staff.text).toContain(`http://localhost:3000/admin#/volunteers/${row!.id}`);
    expect(staff.text).toContain('¿Qué días podés?: Sábado');
  });

  it('links the application to the signed-in user', async () => {
    const { user, cookie } = await signedInUser(t);
    const res = await postJson(t, '/api/volunteers', validVolunteer(), { cookie });
    expect(res.statusCode).toBe(201);
    expect(await t.app.services.volunteers.listForUser(user.id)).toEqual([
      { id: res.json().id, date: expect.any(Date), isPending: true },
    ]);
  });

  const invalid: [string, unknown, string][] = [
    ['name', '', VOLUNTEER_MSG.name],
    ['email', '', 'Email requerido'],
    ['email', 'juan@example', 'Formato de Email incorrecto'],
    ['phone', '', 'Número de telefono requerido'],
    ['phone', '11444433334', 'El numero ingresado es invalido'],
    ['birthday', '', 'Fecha de nacimiento requerida'],
    ['birthday', '1920-01-01', 'La fecha debe ser desde el 01/01/1923'],
    ['area', '', 'Localidad requerida'],
    ['profession', '', VOLUNTEER_MSG.comment],
    ['interest', '', VOLUNTEER_MSG.comment],
    ['modality', 'remoto', 'Seleccione una opción'],
    ['availability', '', VOLUNTEER_MSG.availability],
    ['availability', 2.5, VOLUNTEER_MSG.availabilityInvalid],
    ['days', [], VOLUNTEER_MSG.days],
    ['days', ['domingo'], VOLUNTEER_MSG.days],
    ['clarification', '', VOLUNTEER_MSG.comment],
    ['description', '', VOLUNTEER_MSG.comment],
    ['purpose', '', VOLUNTEER_MSG.comment],
    ['vehicle', '', VOLUNTEER_MSG.comment],
    ['carpooling', '', 'Seleccione una opción'],
    ['question', 'x'.repeat(2001), 'Máximo 2000 caracteres'],
  ];
  it.each(invalid)('%s = %j → 400 with "%s", nothing stored', async (field, value, message) => {
    const res = await postJson(t, '/api/volunteers', { ...validVolunteer(), [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ [field]: message });
    expect(await t.db.select().from(volunteers)).toHaveLength(0);
  });

  it('refuses unknown fields', async () => {
    const res = await postJson(t, '/api/volunteers', { ...validVolunteer(), isPending: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ _: 'Campos no permitidos: isPending' });
  });

  it('a resubmitted application (same key) is stored once', async () => {
    const body = { ...validVolunteer(), [IDEMPOTENCY_FIELD]: crypto.randomUUID() };
    const first = await postJson(t, '/api/volunteers', body);
    const second = await postJson(t, '/api/volunteers', body);
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(second.json().id).toBe(first.json().id);
    expect(await t.db.select().from(volunteers)).toHaveLength(1);
  });

  it('answers 413 in Spanish to an oversized body', async () => {
    const res = await postJson(t, '/api/volunteers', { ...validVolunteer(), purpose: 'x'.repeat(300_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('El envío es demasiado grande.');
  });
});
