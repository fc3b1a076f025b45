// Sponsorship that shows its effect (issue 18): a dog's monthly care cost against what its active sponsors
// give each month (the meter on its page and on /colaborar/{dog}), staff's news about the dog ("Novedades",
// dog_updates) shown on its page and mailed once to the sponsors who asked for them, and the link in those
// mails to stop receiving them.
//
// The meter counts active monthly sponsorships of the dog in pesos only: the care cost is in pesos and there
// is no exchange rate anyone keeps up to date here, so PayPal sponsorships (dollars) are left out of the
// percentage rather than converted with a stale rate (docs/decisions/012-monthly-giving.md).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { DOG_UPDATES_SHOWN, type ImageRef, imageUrl, paragraphs } from '@campito/core';
import { contributions, dogs, dogUpdates, queryRows, subscriptions } from '@campito/db';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';
import { enqueueMail } from '../mail/outbox';
import { renderMail } from '../mail/templates';

/** What the meter shows: the month's cost, what active sponsors give (pesos), and the share covered. */
export interface CareMeter {
  /** dogs.monthly_care_cost, whole pesos. */
  cost: number;
  /** The sum of the dog's active monthly sponsorships in pesos. */
  covered: number;
  /** 0–100, rounded down (never says "100 %" before it is). */
  percent: number;
  /** How many active monthly sponsorships in pesos. */
  sponsors: number;
}

export interface DogUpdateView {
  id: string;
  text: string;
  image: ImageRef | null;
  createdAt: Date;
}

/** A dog with far more sponsors than this would be mailed in rounds; none is near it. */
const UPDATE_RECIPIENTS_MAX = 2000;

/** The part of an unsubscribe link that proves it came in our mail (HMAC of the address). */
const TOKEN_LENGTH = 32;

export function createSponsorshipService(deps: ServiceDeps) {
  const { db, config, log, tableCache } = deps;
  const publicUrl = config.publicUrl;

  const tokenFor = (email: string) =>
    createHmac('sha256', config.sessionSecret)
      .update(`novedades:${email.trim().toLowerCase()}`)
      .digest('base64url')
      .slice(0, TOKEN_LENGTH);

  function validToken(email: string, token: string): boolean {
    const expected = Buffer.from(tokenFor(email));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  const unsubscribeLink = (email: string) =>
    `${publicUrl}/novedades/baja?${new URLSearchParams({ email, firma: tokenFor(email) })}`;

  /**
   * Who gets a dog's news: sponsors who asked for them, each address once — monthly sponsors while their
   * plan runs (active or paused), and one-off sponsors whose payment went through. A month charged on a
   * plan follows its plan (a cancelled plan stops the news), so those contributions are not read again.
   */
  async function recipients(tx: Parameters<typeof queryRows>[0], dogId: string): Promise<string[]> {
    const rows = await queryRows<{ email: string }>(
      tx,
      sql`select lower(${subscriptions.email}) as email from ${subscriptions}
          where ${subscriptions.dogId} = ${dogId} and ${subscriptions.wantsUpdates}
            and ${subscriptions.email} is not null and ${subscriptions.status} in ('active', 'paused')
          union
          select lower(${contributions.email}) as email from ${contributions}
          where ${contributions.dogId} = ${dogId} and ${contributions.wantsUpdates}
            and ${contributions.type} = 'padrinazgo' and ${contributions.status} = 'paid'
            and ${contributions.subscriptionId} is null and ${contributions.email} is not null
          order by email
          limit ${UPDATE_RECIPIENTS_MAX + 1}`,
    );
    if (rows.length > UPDATE_RECIPIENTS_MAX)
      log.warn({ dogId, max: UPDATE_RECIPIENTS_MAX }, 'dog update: more sponsors than one round mails');
    return rows.slice(0, UPDATE_RECIPIENTS_MAX).map((r) => r.email);
  }

  function updateMail(
    to: string,
    dog: { id: string; name: string },
    update: { text: string; image: ImageRef | null },
  ) {
    const title = `Novedades de ${dog.name}`;
    const { text, html } = renderMail({
      title,
      image: update.image
        ? {
            src: `${publicUrl}${imageUrl(update.image, 640)}`,
            alt: update.image.alt ?? `Foto de ${dog.name}`,
          }
        : undefined,
      paragraphs: [
        ...paragraphs(update.text),
        `Gracias por apadrinar a ${dog.name}: tu ayuda hace posible sus cuidados en El Campito.`,
      ],
      link: { href: `${publicUrl}/adoptar/perros/${dog.id}`, label: `Ver a ${dog.name} en el sitio` },
      footer: {
        text: 'Recibís este mail porque pediste novedades de los perros que apadrinás.',
        href: unsubscribeLink(to),
        label: 'Dejar de recibirlas',
      },
    });
    return { to, subject: title, text, html };
  }

  return {
    /** The dog's meter, or null when staff have not set its monthly care cost. */
    async careMeter(dog: { id: string; monthlyCareCost: number | null }): Promise<CareMeter | null> {
      const cost = dog.monthlyCareCost;
      if (!cost || cost <= 0) return null;
      // Kept until the subscriptions table changes: every render of the dog's pages asks for it (ADR 009).
      const { covered, sponsors } = await tableCache.get(
        `sponsorship.meter ${dog.id}`,
        ['subscriptions'],
        async () => {
          const [row] = await db
            .select({
              covered: sql<string>`coalesce(sum(${subscriptions.amount}), 0)`,
              sponsors: sql<number>`count(*)::int`,
            })
            .from(subscriptions)
            .where(
              and(
                eq(subscriptions.dogId, dog.id),
                eq(subscriptions.status, 'active'),
                eq(subscriptions.type, 'padrinazgo'),
                eq(subscriptions.currency, 'ARS'),
              ),
            );
          return { covered: Number(row?.covered ?? 0), sponsors: Number(row?.sponsors ?? 0) };
        },
      );
      return { cost, covered, percent: Math.min(100, Math.floor((covered * 100) / cost)), sponsors };
    },

    /** The dog's latest news, newest first (its page shows a few), kept until dog_updates changes. */
    async latestUpdates(dogId: string, limit = DOG_UPDATES_SHOWN): Promise<readonly DogUpdateView[]> {
      const shown = Math.min(Math.max(1, limit), 20);
      return tableCache.get(`sponsorship.news ${dogId} ${shown}`, ['dog_updates'], async () => {
        const rows = await db
          .select({
            id: dogUpdates.id,
            text: dogUpdates.text,
            image: dogUpdates.image,
            createdAt: dogUpdates.createdAt,
          })
          .from(dogUpdates)
          .where(eq(dogUpdates.dogId, dogId))
          .orderBy(desc(dogUpdates.createdAt), desc(dogUpdates.id))
          .limit(shown);
        return rows.map((r) => ({ ...r, image: r.image ?? null }));
      });
    },

    /**
     * Mails a news item to the dog's sponsors who asked for it, once: stamping mailed_at and queueing the
     * mails happen in one transaction, and only while mailed_at is still empty. Answers how many were queued
     * (null when it had been mailed already or does not exist).
     */
    async mailUpdate(updateId: string): Promise<number | null> {
      const queued = await db.transaction(async (tx) => {
        const [update] = await tx
          .update(dogUpdates)
          .set({ mailedAt: new Date() })
          .where(and(eq(dogUpdates.id, updateId), isNull(dogUpdates.mailedAt)))
          .returning();
        if (!update) return null;
        const [dog] = await tx
          .select({ id: dogs.id, name: dogs.name })
          .from(dogs)
          .where(eq(dogs.id, update.dogId));
        const to = dog ? await recipients(tx, dog.id) : [];
        if (dog)
          await enqueueMail(
            tx,
            to.map((email) => updateMail(email, dog, update)),
          );
        return to.length;
      });
      if (queued !== null) {
        deps.changes.announce('dog_updates');
        if (queued > 0) deps.mail.wake();
      }
      return queued;
    },

    /** The link a news mail carries to stop them (exposed for tests and the page). */
    unsubscribeLink,

    /**
     * /novedades/baja: the address of a news mail stops receiving any dog's news, if the link's signature is
     * ours. Answers whether it was valid.
     */
    async unsubscribe(email: string, token: string): Promise<boolean> {
      const address = email.trim().toLowerCase();
      if (!address || address.length > 254 || token.length !== TOKEN_LENGTH || !validToken(address, token))
        return false;
      await db.transaction(async (tx) => {
        await tx
          .update(subscriptions)
          .set({ wantsUpdates: false })
          .where(and(eq(sql`lower(${subscriptions.email})`, address), eq(subscriptions.wantsUpdates, true)));
        // Addresses as providers sent them may have capitals: compared lower-cased (a rare click).
        await tx
          .update(contributions)
          .set({ wantsUpdates: false })
          .where(and(eq(sql`lower(${contributions.email})`, address), eq(contributions.wantsUpdates, true)));
      });
      deps.changes.announce('subscriptions');
      return true;
    },
  };
}
