// Issue 39, item 5: one limit per mailbox for every mail public requests send to a typed address, across all
// forms and client addresses, with `+tag` and case variants counted as the same mailbox.
import { isoDay } from '@campito/core';
import { validAdoption, validContact, validVolunteer } from '@campito/core/test';
import { adoptionRequests, contactMessages, contributions, dogAlerts, volunteers } from '@campito/db';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { insertDog, postJson, queuedMails } from '../../../test/form-helpers';
import { MAILBOX_RATE, mailboxOf, mayMailMailbox } from './mailbox';

describe('mailboxOf', () => {
  it.each([
    ['Victim+3@Example.test', 'victim@example.test'],
    ['plus+0@victim.test', 'plus@victim.test'],
    ['PLUS+7@VICTIM.TEST', 'plus@victim.test'],
    ['plus@victim.test', 'plus@victim.test'],
    ['plus+a+b@victim.test', 'plus@victim.test'],
    ['plus+@victim.test', 'plus@victim.test'],
    ['  Ana@Example.com  ', 'ana@example.com'],
    ['ana@example.com.', 'ana@example.com'],
    ['ana.maria@example.com', 'ana.maria@example.com'],
    // Gmail delivers whatever the dots, and googlemail.com is the same service.
    ['A.n.A+news@GMail.com', 'ana@gmail.com'],
    ['ana@googlemail.com', 'ana@gmail.com'],
  ])('%s → %s', (email, mailbox) => {
    expect(mailboxOf(email)).toBe(mailbox);
  });

  const word = fc.stringMatching(/^[a-z0-9_-]{1,12}$/);
  const domain = fc
    .array(fc.stringMatching(/^[a-z0-9]{1,10}$/), { minLength: 2, maxLength: 3 })
    .map((parts) => parts.join('.'))
    .filter((d) => !['gmail.com', 'googlemail.com'].includes(d));
  const anyCase = (text: string, flips: boolean[]) =>
    [...text].map((c, i) => (flips[i % flips.length] ? c.toUpperCase() : c)).join('');
  const flips = fc.array(fc.boolean(), { minLength: 1, maxLength: 8 });

  it('maps every case and +tag variant of an address to the same mailbox', () => {
    fc.assert(
      fc.property(
        word,
        fc.option(fc.stringMatching(/^[a-z0-9+._-]{0,10}$/)),
        domain,
        flips,
        (local, tag, d, f) => {
          const typed = anyCase(`${local}${tag === null ? '' : `+${tag}`}@${d}`, f);
          expect(mailboxOf(typed)).toBe(`${local}@${d}`);
        },
      ),
    );
  });

  it('is idempotent and keeps different mailboxes apart', () => {
    fc.assert(
      fc.property(word, word, domain, (a, b, d) => {
        expect(mailboxOf(mailboxOf(`${a}@${d}`))).toBe(mailboxOf(`${a}@${d}`));
        if (a !== b) expect(mailboxOf(`${a}@${d}`)).not.toBe(mailboxOf(`${b}@${d}`));
      }),
    );
  });
});

describe('one mail limit per mailbox across the public forms', () => {
  const STAFF = 'staff@elcampito.example';
  let t: TestApp;
  beforeAll(async () => {
    // The production limits (× 1): MAILBOX_RATE.max mails per mailbox and hour.
    t = await createTestApp({ STAFF_EMAIL: STAFF, RATE_LIMIT_MULTIPLIER: '1' });
    await insertDog(t, { name: 'Luna' });
  });
  afterAll(() => t.close());

  it('a burst through every form, from several client addresses, to plus+N and case variants queues at most the limit; every submission is stored and staff hear of each', async () => {
    const ips = ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4', '198.51.100.5'];
    const variant = (n: number) => (n % 2 ? `PLUS+${n}@Victim.Test` : `plus+${n}@victim.test`);
    let n = 0;
    for (const ip of ips) {
      const requests = [
        () => postJson(t, '/api/contacto', validContact({ email: variant(n++) }), { ip }),
        () => postJson(t, '/api/volunteers', validVolunteer({ email: variant(n++) }), { ip }),
        () => postJson(t, '/api/adoptions', validAdoption({ email: variant(n++) }), { ip }),
        () =>
          postJson(
            t,
            '/api/transferencias',
            {
              name: 'Julia',
              email: variant(n++),
              amount: '1000',
              date: isoDay(),
            },
            { ip },
          ),
        () => postJson(t, '/api/avisos', { email: variant(n++), filtro: 'sexo=hembra' }, { ip }),
      ];
      for (const request of requests) {
        const res = await request();
        expect(res.statusCode, res.body).toBe(201);
      }
    }

    // Every submission and alert is stored…
    expect(await t.db.select().from(contactMessages)).toHaveLength(5);
    expect(await t.db.select().from(volunteers)).toHaveLength(5);
    expect(await t.db.select().from(adoptionRequests)).toHaveLength(5);
    expect(await t.db.select().from(contributions)).toHaveLength(5);
    expect(await t.db.select().from(dogAlerts)).toHaveLength(5);
    const mails = await queuedMails(t);
    // …staff hear of each form submission (alerts mail no staff)…
    expect(mails.filter((m) => m.to === STAFF)).toHaveLength(20);
    // …and the victim's inbox gets the limit, not 25.
    expect(mails.filter((m) => mailboxOf(m.to) === 'plus@victim.test')).toHaveLength(MAILBOX_RATE.max);

    // Another mailbox has its own count.
    const other = await postJson(t, '/api/contacto', validContact({ email: 'otra@victim.test' }), {
      ip: '198.51.100.9',
    });
    expect(other.statusCode).toBe(201);
    expect((await queuedMails(t)).filter((m) => m.to === 'otra@victim.test')).toHaveLength(1);
  });

  it('the helper and consume() (how a page refuses with 429) spend the same counter', async () => {
    const rateLimit = t.app.services.rateLimit;
    for (let i = 0; i < MAILBOX_RATE.max - 1; i++)
      expect(await mayMailMailbox(rateLimit, `Auth+${i}@Example.test`)).toBe(true);
    await rateLimit.consume(MAILBOX_RATE, mailboxOf('auth@example.test'));
    expect(await mayMailMailbox(rateLimit, 'auth@example.test')).toBe(false);
    await expect(rateLimit.consume(MAILBOX_RATE, mailboxOf('AUTH+x@example.test'))).rejects.toMatchObject({
      statusCode: 429,
    });
  });
});
