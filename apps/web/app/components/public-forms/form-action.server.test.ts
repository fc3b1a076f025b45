import {
  CONTACT_MSG,
  DRAFT_CLEAR_FIELD,
  DRAFT_CLEAR_VALUE,
  FORM_BODY_LIMIT,
  VOLUNTEER_ARRAY_FIELDS,
} from '@campito/core';
import { contactMessages, volunteers } from '@campito/db';
import { createTestApp, type TestApp, validContact, validVolunteer } from '@campito/server/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleFormPost } from './form-action.server';

// The page actions' side of the pipeline: how a browser's form post is read, limited and answered.
describe('a public form posted to its page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
  });
  afterAll(() => t.close());
  const who = { ip: '203.0.113.5', user: null };
  const contact = (input: Record<string, unknown>) => t.app.services.contact.submit(input, who);

  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request('http://localhost/contactanos', {
      method: 'POST',
      body,
      headers,
      duplex: 'half',
    } as RequestInit);
  const form = (fields: Record<string, string | string[]>) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) params.append(k, one);
    return params;
  };

  it('stores a valid post and answers the success message', async () => {
    const fields = { ...validContact(), sitioWeb: '', idempotencyKey: crypto.randomUUID() } as Record<
      string,
      string
    >;
    const answer = await handleFormPost(post(form(fields)), {
      submit: contact,
      message: CONTACT_MSG.success,
    });
    expect(answer.data).toEqual({ ok: true, message: CONTACT_MSG.success });
    expect(await t.db.select().from(contactMessages)).toHaveLength(1);
  });

  it('answers the messages with the values as typed (checkbox groups as lists), without the hidden guards', async () => {
    const volunteer = { ...validVolunteer(), availability: 'muchas', days: ['lunes', 'sabado'] };
    const fields = { ...volunteer, sitioWeb: '', idempotencyKey: crypto.randomUUID() } as Record<
      string,
      string | string[]
    >;
    const answer = await handleFormPost(post(form(fields)), {
      arrayFields: VOLUNTEER_ARRAY_FIELDS,
      submit: (input) => t.app.services.volunteers.submit(input, who),
      message: 'ok',
    });
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({
      ok: false,
      error: 'Revisá los datos marcados.',
      errors: { availability: 'Indique cuántas horas por semana puede dedicar' },
      values: { ...volunteer, availability: 'muchas', days: ['lunes', 'sabado'] },
    });
    expect(await t.db.select().from(volunteers)).toHaveLength(0);
  });

  it('refuses an oversized post with 413 in Spanish, by its length or while reading it', async () => {
    const big = 'x'.repeat(FORM_BODY_LIMIT + 1);
    const declared = await handleFormPost(
      post(form({ consulta: big }), { 'content-length': String(big.length + 9) }),
      {
        submit: contact,
        message: 'ok',
      },
    );
    expect(declared.init?.status).toBe(413);
    expect(declared.data).toMatchObject({ ok: false, error: 'El envío es demasiado grande.' });

    // A chunked body carries no length: it is cut while streaming.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 3; i++) controller.enqueue(new TextEncoder().encode(`consulta=${big}`));
        controller.close();
      },
    });
    const chunked = await handleFormPost(
      post(stream, { 'content-type': 'application/x-www-form-urlencoded' }),
      {
        submit: contact,
        message: 'ok',
      },
    );
    expect(chunked.init?.status).toBe(413);
  });

  it('answers 400 to a body that is not a form', async () => {
    const answer = await handleFormPost(post('{"a":1}', { 'content-type': 'application/json' }), {
      submit: contact,
      message: 'ok',
    });
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({ ok: false, error: 'La solicitud no es válida.' });
  });

  it('"Borrar borrador" without JavaScript clears the draft, stores nothing and opens the page again', async () => {
    let cleared = 0;
    const fields = { ...validVolunteer(), [DRAFT_CLEAR_FIELD]: DRAFT_CLEAR_VALUE } as Record<
      string,
      string | string[]
    >;
    const thrown = await handleFormPost(
      new Request('http://localhost/volunteerForm?x=1', { method: 'POST', body: form(fields) }),
      {
        arrayFields: VOLUNTEER_ARRAY_FIELDS,
        submit: (input) => t.app.services.volunteers.submit(input, who),
        message: 'ok',
        clearDraft: async () => {
          cleared++;
        },
      },
    ).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('location')).toBe('/volunteerForm?x=1');
    expect(cleared).toBe(1);
    expect(await t.db.select().from(volunteers)).toHaveLength(0);
  });
});
