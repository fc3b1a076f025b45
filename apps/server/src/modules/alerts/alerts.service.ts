// New-dog alerts (issue 17): "Avisame cuando llegue un perro así". An email subscribes to a catalog filter,
// confirms by a mailed link (double opt-in), and then gets at most one mail a day listing the dogs published
// since its last one that match — the same SQL as the list (`dogFilterWhere`). Every mail can be left in one
// click: a link in the text and List-Unsubscribe / List-Unsubscribe-Post headers (RFC 8058).
// Only confirmed alerts count toward MAX_ALERTS_PER_EMAIL, so strangers subscribing someone's address cannot
// lock its owner out (issue 39); unconfirmed ones are at most PENDING_ALERTS_PER_EMAIL per address (a new one
// replaces the oldest) and housekeeping removes them once their link has expired (ALERT_CONFIRM_TTL_MS).
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  ALERT_MSG,
  AppError,
  alertFilterOf,
  type DogFilters,
  describeAlertFilter,
  dogAlertSchema,
  dogFiltersSchema,
  dogListHref,
  isRowId,
  MAX_ALERTS_PER_EMAIL,
  MSG,
  parseWith,
} from '@campito/core';
import { dogAlerts, dogs } from '@campito/db';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';
import { dogFilterWhere } from '../dogs/dogs.sql';
import { formRate, refuseFilledHoneypot, type Submitter } from '../forms/pipeline';
import { enqueueMail } from '../mail/outbox';
import { renderMail } from '../mail/templates';
import { mayMailMailbox } from '../security/mailbox';
import type { RateLimitService } from '../security/rate-limit.service';

/**
 * How long a confirmation link works: unconfirmed after that, the alert is dead (confirm refuses it) and
 * housekeeping deletes it, counting from its created_at.
 */
export const ALERT_CONFIRM_TTL_MS = 7 * 24 * 3_600_000;
/**
 * Unconfirmed alerts one address may have waiting: a new subscription beyond it replaces the oldest waiting
 * one, so a flood of strangers' subscriptions stays this size and never refuses the owner's own.
 */
export const PENDING_ALERTS_PER_EMAIL = MAX_ALERTS_PER_EMAIL;
/** At most one mail a day per alert: dogs published meanwhile wait for the next one. */
export const ALERT_MAIL_INTERVAL_MS = 24 * 3_600_000;
/** The most dogs one mail lists (the link to the list shows the rest). */
const DOGS_PER_MAIL = 10;
/** Alerts looked at per round: a round stays short; the next one continues. */
const ALERTS_PER_ROUND = 200;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const sameHash = (token: string, hash: string) => {
  const a = Buffer.from(sha256(token), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
};

export function createAlertsService(deps: ServiceDeps, { rateLimit }: { rateLimit: RateLimitService }) {
  const { db, config, mail } = deps;
  const base = config.publicUrl.replace(/\/$/, '');
  /** The unsubscribe token is derived (HMAC of the id), so every mail can carry it without storing it. */
  const unsubscribeToken = (id: string) =>
    createHmac('sha256', config.sessionSecret).update(`dog-alert-unsubscribe:${id}`).digest('base64url');
  const unsubscribeUrl = (id: string) => `${base}/avisos/baja/${id}?t=${unsubscribeToken(id)}`;

  async function find(id: string) {
    if (!isRowId(id)) return undefined;
    const [row] = await db.select().from(dogAlerts).where(eq(dogAlerts.id, id));
    return row;
  }

  /** Confirmed alerts of an address: what MAX_ALERTS_PER_EMAIL counts (unconfirmed ones are anyone's). */
  async function confirmedCount(email: string): Promise<number> {
    const [held] = await db
      .select({ n: count() })
      .from(dogAlerts)
      .where(and(eq(dogAlerts.email, email), isNotNull(dogAlerts.confirmedAt)));
    return Number(held?.n ?? 0);
  }

  return {
    /**
     * A visitor's subscription (the list's form or POST /api/avisos): honeypot, rate limit per client
     * address, the shared schema, at most MAX_ALERTS_PER_EMAIL confirmed alerts per email, then the
     * confirmation mail if the mailbox's limit allows (security/mailbox.ts). The alert waits unconfirmed,
     * replacing the address's oldest waiting one beyond PENDING_ALERTS_PER_EMAIL.
     */
    async subscribe(input: unknown, who: Pick<Submitter, 'ip'>): Promise<{ id: string }> {
      refuseFilledHoneypot(input);
      await rateLimit.consume(formRate('dog-alert'), who.ip);
      const parsed = parseWith(dogAlertSchema, input);
      if (!parsed.ok) throw new AppError(400, MSG.checkFields, parsed.errors);
      const email = parsed.data.email.toLowerCase();
      const filter = dogFiltersSchema.parse(alertFilterOf(parsed.data.filtro)) as DogFilters;
      if ((await confirmedCount(email)) >= MAX_ALERTS_PER_EMAIL) throw new AppError(409, ALERT_MSG.tooMany);
      // One limit per mailbox across every public form: this one cannot be used to flood someone's inbox.
      const mayMail = await mayMailMailbox(rateLimit, email);
      const confirmToken = randomBytes(32).toString('base64url');
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(dogAlerts)
          .values({
            email,
            filter: filter as Record<string, string>,
            confirmTokenHash: sha256(confirmToken),
            // Stored as a hash too, though derived: a copy of the table alone cannot unsubscribe anyone.
            unsubscribeTokenHash: 'pending',
          })
          .returning({ id: dogAlerts.id });
        const id = row!.id;
        await tx
          .update(dogAlerts)
          .set({ unsubscribeTokenHash: sha256(unsubscribeToken(id)) })
          .where(eq(dogAlerts.id, id));
        // The address's waiting alerts beyond the newest PENDING_ALERTS_PER_EMAIL (this one included) go.
        await tx.delete(dogAlerts).where(
          inArray(
            dogAlerts.id,
            tx
              .select({ id: dogAlerts.id })
              .from(dogAlerts)
              .where(and(eq(dogAlerts.email, email), isNull(dogAlerts.confirmedAt), ne(dogAlerts.id, id)))
              .orderBy(desc(dogAlerts.createdAt), desc(dogAlerts.id))
              .offset(PENDING_ALERTS_PER_EMAIL - 1),
          ),
        );
        if (mayMail) {
          const what = describeAlertFilter(filter);
          const subject = 'Confirmá tu aviso de perros nuevos';
          const { text, html } = renderMail({
            title: subject,
            paragraphs: [
              `Pediste que te avisemos cuando El Campito publique un perro así: ${what}.`,
              'Para empezar a recibir los avisos, confirmá con el enlace: vence en 7 días. Si no fuiste vos, ignorá este correo: sin confirmar no te vamos a escribir.',
            ],
            link: { href: `${base}/avisos/confirmar/${id}?t=${confirmToken}`, label: 'Confirmar el aviso' },
          });
          await enqueueMail(tx, [
            {
              to: email,
              subject,
              text,
              html,
              unsubscribeUrl: unsubscribeUrl(id),
            },
          ]);
        }
        return id;
      });
      mail.wake();
      return { id };
    },

    /**
     * The mailed confirmation link: from now on, dogs published after this moment are news for it.
     * Undefined for a wrong token or a link older than ALERT_CONFIRM_TTL_MS (of an alert still unconfirmed);
     * `full` when the address already has MAX_ALERTS_PER_EMAIL confirmed alerts (it stays unconfirmed).
     */
    async confirm(
      id: string,
      token: string,
      now = new Date(),
    ): Promise<{ filter: DogFilters; full?: true } | undefined> {
      const row = await find(id);
      if (!row || !token || !sameHash(token, row.confirmTokenHash)) return undefined;
      const filter = row.filter as DogFilters;
      if (row.confirmedAt) return { filter };
      if (row.createdAt.getTime() + ALERT_CONFIRM_TTL_MS < now.getTime()) return undefined;
      // The cap is checked in the same statement that confirms, so the address's confirmed alerts never pass it.
      const [done] = await db
        .update(dogAlerts)
        .set({ confirmedAt: sql`now()`, notifiedUpTo: sql`now()` })
        .where(
          and(
            eq(dogAlerts.id, id),
            isNull(dogAlerts.confirmedAt),
            sql`(select count(*) from ${dogAlerts} as held
                 where held.email = ${row.email} and held.confirmed_at is not null) < ${MAX_ALERTS_PER_EMAIL}`,
          ),
        )
        .returning({ id: dogAlerts.id });
      if (done) return { filter };
      // Not confirmed by this call: another click confirmed it meanwhile, it was replaced, or the address is full.
      const again = await find(id);
      if (!again) return undefined;
      return again.confirmedAt ? { filter } : { filter, full: true };
    },

    /** Whether the link's token is this alert's (the page asks before it unsubscribes). */
    async check(id: string, token: string): Promise<{ filter: DogFilters } | undefined> {
      const row = await find(id);
      if (!row || !token || !sameHash(token, row.unsubscribeTokenHash)) return undefined;
      return { filter: row.filter as DogFilters };
    },

    /** One click from a mail (the page's button or the mail app's RFC 8058 POST): the alert is deleted. */
    async unsubscribe(id: string, token: string): Promise<boolean> {
      const row = await find(id);
      if (!row || !token || !sameHash(token, row.unsubscribeTokenHash)) return false;
      await db.delete(dogAlerts).where(eq(dogAlerts.id, id));
      return true;
    },

    /**
     * One round: each confirmed alert whose last mail is a day old (or that never sent one) and that has
     * dogs published since, matching its filter, gets one mail listing them. The alert is claimed with a
     * conditional update, so two instances never mail it twice.
     */
    async sendDue(now = new Date()): Promise<number> {
      const dayAgo = new Date(now.getTime() - ALERT_MAIL_INTERVAL_MS);
      const due = await db
        .select()
        .from(dogAlerts)
        .where(
          and(
            isNotNull(dogAlerts.confirmedAt),
            or(isNull(dogAlerts.lastMailAt), lte(dogAlerts.lastMailAt, dayAgo)),
          ),
        )
        .orderBy(asc(dogAlerts.lastMailAt))
        .limit(ALERTS_PER_ROUND);
      let sent = 0;
      for (const alert of due) {
        const since = alert.notifiedUpTo ?? alert.confirmedAt!;
        const filter = alert.filter as DogFilters;
        const news = await db
          .select({ id: dogs.id, name: dogs.name, publishedAt: dogs.publishedAt })
          .from(dogs)
          .where(and(dogFilterWhere(filter), gt(dogs.publishedAt, since)))
          .orderBy(asc(dogs.publishedAt))
          .limit(DOGS_PER_MAIL + 1);
        if (news.length === 0) continue;
        const shown = news.slice(0, DOGS_PER_MAIL);
        const upTo = shown.at(-1)!.publishedAt!;
        const claimed = await db.transaction(async (tx) => {
          const [won] = await tx
            .update(dogAlerts)
            .set({ lastMailAt: now, notifiedUpTo: upTo })
            .where(
              and(
                eq(dogAlerts.id, alert.id),
                or(isNull(dogAlerts.lastMailAt), lte(dogAlerts.lastMailAt, dayAgo)),
              ),
            )
            .returning({ id: dogAlerts.id });
          if (!won) return false;
          const what = describeAlertFilter(filter);
          const { text, html } = renderMail({
            title:
              shown.length === 1 ? `Llegó ${shown[0]!.name}` : `Llegaron ${shown.length} perros como buscás`,
            paragraphs: [
              `Te avisamos porque pediste saber cuando llegue un perro así: ${what}.`,
              ...shown.map((dog) => `${dog.name}: ${base}/adoptar/perros/${dog.id}`),
              ...(news.length > DOGS_PER_MAIL ? ['Hay más en el listado.'] : []),
              `Para no recibir más estos avisos: ${unsubscribeUrl(alert.id)}`,
            ],
            link: { href: `${base}${dogListHref(filter)}`, label: 'Ver el listado con tu búsqueda' },
          });
          await enqueueMail(tx, [
            {
              to: alert.email,
              subject:
                shown.length === 1
                  ? `Llegó ${shown[0]!.name} a El Campito`
                  : 'Llegaron perros como buscás a El Campito',
              text,
              html,
              unsubscribeUrl: unsubscribeUrl(alert.id),
            },
          ]);
          return true;
        });
        if (claimed) sent++;
      }
      if (sent > 0) mail.wake();
      return sent;
    },

    unsubscribeUrl,
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;
