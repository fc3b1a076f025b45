import { CONTACT_MSG, IDEMPOTENCY_FIELD } from '@campito/core';
import { validContact } from '@campito/core/test';
import { contactMessages, mailOutbox } from '@campito/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { postJson, queuedMails, signedInUser } from '../../../test/form-helpers';

describe('POST /api/contacto', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ STAFF_EMAIL: 'staff@elcampito.example', RATE_LIMIT_MULTIPLIER: '100' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(contactMessages);
    await t.db.delete(mailOutbox);
  });

  it('stores the message and answers with the thanks of docs/product.md §8', async () => {
    const res = await postJson(
      t,
      '/api/contacto',
      validContact({ organization: '', telephone: '(11) 2222-3333' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String), message: CONTACT_MSG.success });
    expect(CONTACT_MSG.success).toBe('Gracias por Contactarse con el staff de El campito');
    const [row] = await t.db.select().from(contactMessages);
    expect(row).toMatchObject({
      organization: null,
      telephone: '1122223333',
      asunto: 'consulta',
      handled: false,
    });

    const mails = await queuedMails(t);
    expect(mails.map((m) => m.to).sort()).toEqual(['ana@example.com', 'staff@elcampito.example']);
    const staff = mails.find((m) => m.to === 'staff@elcampito.example')!;
    expect(staff.text).toContain(`http://localhost:3000/admin#/contact-messages/${row!.id}/show`);
    expect(staff.text).toContain('Tu consulta: ¿Cómo puedo visitar el refugio?');
    // The confirmation does not repeat what the visitor wrote (the form cannot relay arbitrary text).
    const applicant = mails.find((m) => m.to === 'ana@example.com')!;
    expect(applicant.text).not.toContain('¿Cómo puedo visitar el refugio?');
  });

  it('without STAFF_EMAIL only the confirmation is queued', async () => {
    const other = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
    try {
      const res = await postJson(other, '/api/contacto', validContact());
      expect(res.statusCode).toBe(201);
      expect((await queuedMails(other)).map((m) => m.to)).toEqual(['ana@example.com']);
    } finally {
      await other.close();
    }
  });

  it('links the message to the signed-in user', async () => {
    const { user, cookie } = await signedInUser(t);
    const res = await postJson(t, '/api/contacto', validContact(), { cookie });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(contactMessages);
    expect(row!.userId).toBe(user.id);
  });

  const invalid: [string, unknown, string][] = [
    ['fullName', '', 'Ingrese su nombre'],
    ['email', '', 'Email requerido'],
    ['email', 'ana.example.com', 'Formato de Email incorrecto'],
    ['telephone', '', 'Número de telefono requerido'],
    ['telephone', '12345', 'El numero ingresado es invalido'],
    ['asunto', '', CONTACT_MSG.asunto],
    ['asunto', 'spam', CONTACT_MSG.asunto],
    ['consulta', '   ', CONTACT_MSG.consulta],
    ['organization', 'x'.repeat(201), 'Máximo 200 caracteres'],
  ];
  it.each(invalid)('%s = %j → 400 with "%s", nothing stored', async (field, value, message) => {
    const res = await postJson(t, '/api/contacto', { ...validContact(), [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ [field]: message });
    expect(await t.db.select().from(contactMessages)).toHaveLength(0);
  });

  it('refuses unknown fields', async () => {
    const res = await postJson(t, '/api/contacto', { ...validContact(), handled: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ _: 'Campos no permitidos: handled' });
  });

  it('a double submit stores one message', async () => {
    const body = { ...validContact(), [IDEMPOTENCY_FIELD]: crypto.randomUUID() };
    const results = await Promise.all([1, 2, 3].map(() => postJson(t, '/api/contacto', body)));
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(await t.db.select().from(contactMessages)).toHaveLength(1);
  });

  it('answers 413 in Spanish to an oversized body', async () => {
    const res = await postJson(t, '/api/contacto', { ...validContact(), consulta: 'x'.repeat(500_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('El envío es demasiado grande.');
  });
});
