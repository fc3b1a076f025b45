// New-dog alerts (issue 17): "Avisame cuando llegue un perro así". An email subscribes to a catalog filter,
// confirms by a mailed link (double opt-in), and then gets at most one mail a day listing the dogs published
// since its last one that match — the same SQL as the list (`dogFilterWhere`). Every mail can be left in one
// click: a link in the text and List-Unsubscribe / List-Unsubscribe-Post headers (RFC 8058).
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
  MAX_ALERTS_PER_EMAIL,
  MSG,
  parseWith,
} from '@campito/core';
import { dogAlerts, dogs } from '@campito/db';
import { and, asc, count, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';
import { dogFilterWhere } from '../dogs/dogs.service';
import { confirmationRate, formRate, refuseFilledHoneypot, type Submitter } from '../forms/pipeline';
import { enqueueMail } from '../mail/outbox';
import { renderMail } from '../mail/templates';
import type { RateLimitService } from '../security/rate-limit.service';

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
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createAlertsService(deps: ServiceDeps, { rateLimit }: { rateLimit: RateLimitService }) {
  const { db, config, mail } = deps;
  const base = config.publicUrl.replace(/\/$/, '');
  /** The unsubscribe token is derived (HMAC of the id), so every mail can carry it without storing it. */
  const unsubscribeToken = (id: string) =>
    createHmac('sha256', config.sessionSecret).update(`dog-alert-unsubscribe:${id}`).digest('base64url');
  const unsubscribeUrl = (id: string) => `${base}/avisos/baja/${id}?t=${unsubscribeToken(id)}`;

  async function find(id: string) {
    if (!UUID.test(id)) return undefined;
    const [row] = await db.select().from(dogAlerts).where(eq(dogAlerts.id, id));
    return row;
  }

  return {
    /**
     * A visitor's subscription (the list's form or POST /api/avisos): honeypot, rate limit per address,
     * the shared schema, at most MAX_ALERTS_PER_EMAIL per email, then the confirmation mail.
     */
    async subscribe(input: unknown, who: Pick<Submitter, 'ip'>): Promise<{ id: string }> {
      refuseFilledHoneypot(input);
      await rateLimit.consume(formRate('dog-alert'), who.ip);
      const parsed = parseWith(dogAlertSchema, input);
      if (!parsed.ok) throw new AppError(400, MSG.checkFields, parsed.errors);
      const email = parsed.data.email.toLowerCase();
      const filter = dogFiltersSchema.parse(alertFilterOf(parsed.data.filtro)) as DogFilters;
      const [held] = await db.select({ n: count() }).from(dogAlerts).where(eq(dogAlerts.email, email));
      if (Number(held?.n ?? 0) >= MAX_ALERTS_PER_EMAIL) throw new AppError(409, ALERT_MSG.tooMany);
      // Confirmation mails per address: the form cannot be used to flood someone's inbox.
      const mayMail = await rateLimit.hit(confirmationRate('dog-alert'), email);
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
        if (mayMail) {
          const what = describeAlertFilter(filter);
          const subject = 'Confirmá tu aviso de perros nuevos';
          const { text, html } = renderMail({
            title: subject,
            paragraphs: [
              `Pediste que te avisemos cuando El Campito publique un perro así: ${what}.`,
              'Para empezar a recibir los avisos, confirmá con el enlace. Si no fuiste vos, ignorá este correo: sin confirmar no te vamos a escribir.',
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

    /** The mailed confirmation link: from now on, dogs published after this moment are news for it. */
    async confirm(id: string, token: string): Promise<{ filter: DogFilters } | undefined> {
      const row = await find(id);
      if (!row || !token || !sameHash(token, row.confirmTokenHash)) return undefined;
      if (!row.confirmedAt)
        await db
          .update(dogAlerts)
          .set({ confirmedAt: sql`now()`, notifiedUpTo: sql`now()` })
          .where(and(eq(dogAlerts.id, id), isNull(dogAlerts.confirmedAt)));
      return { filter: row.filter as DogFilters };
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
