// Test helpers for the form suites: a dog to adopt, a signed-in user, the queued mails.
import { dogs, mailOutbox, users } from '@campito/db';
import { asc } from 'drizzle-orm';
import { SESSION_COOKIE } from '../src/modules/auth/session.service';
import type { TestApp } from './app';

export async function insertDog(t: TestApp, values: Partial<typeof dogs.$inferInsert> = {}) {
  const [dog] = await t.db
    .insert(dogs)
    .values({
      name: 'Luna',
      gender: 'hembra',
      age: 'adulto',
      size: 'mediano',
      race: 'Mestiza',
      references: [],
      ...values,
    })
    .returning();
  return dog!;
}

/** A user with a live session: the cookie header to send and the user row. */
export async function signedInUser(t: TestApp, values: Partial<typeof users.$inferInsert> = {}) {
  const [user] = await t.db
    .insert(users)
    .values({
      name: 'Carla Ruiz',
      email: `carla-${crypto.randomUUID()}@example.com`,
      phone: '1166667777',
      birthday: '1990-01-15',
      ...values,
    })
    .returning();
  const { token } = await t.app.services.sessions.create(user!.id);
  return { user: user!, cookie: `${SESSION_COOKIE}=${token}` };
}

export const queuedMails = (t: TestApp) => t.db.select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt));

/**
 * A queued mail's text as it will be delivered: with its secret links, which the copy staff see (`text`)
 * has hidden (modules/mail/secrets.ts).
 */
export const deliverableText = (mail: { text: string; secretText: string | null }) =>
  mail.secretText ?? mail.text;

/** POST a JSON body from a given client address (rate limits are per IP). */
export const postJson = (
  t: TestApp,
  url: string,
  body: unknown,
  options: { ip?: string; cookie?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: body as Record<string, unknown>,
    remoteAddress: options.ip ?? '203.0.113.10',
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
