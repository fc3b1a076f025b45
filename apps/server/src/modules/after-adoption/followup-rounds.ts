// After the delivery (issue 37, item 2): the follow-ups' schedule and the rounds that mail them. Marking the
// delivery schedules one follow-up per «Sitio» day; each round (hourly, one instance at a time) mails those
// whose day came, mails once more those unanswered FOLLOWUP_REMIND_AFTER_DAYS after, and shows staff as
// «sin respuesta» those still silent FOLLOWUP_SILENT_AFTER_DAYS after the reminder. Every mail is claimed by
// a conditional update in its own transaction, so two rounds at once (two instances) mail each one once.
import {
  FOLLOWUP_REMIND_AFTER_DAYS,
  FOLLOWUP_SILENT_AFTER_DAYS,
  followupName,
  INTERFACE_ID,
  isoDay,
} from '@campito/core';
import { adoptionFollowups, adoptionRequests, type DbOrTx, interfaces } from '@campito/db';
import { and, eq, isNull, lte, notInArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ServiceDeps } from '../../context';
import { startPeriodic } from '../../periodic';
import { addEvent } from '../applications/stage-change';
import { enqueueMail } from '../mail/outbox';
import { renderMail } from '../mail/templates';
import { siteSettingsOf } from '../site/site.service';

const DAY_MS = 86_400_000;
/** Rows one round handles per step; the next round takes the rest. */
const BATCH = 200;
/** Any constant, the same on every instance, apart from the other rounds' keys. */
const FOLLOWUPS_LOCK_KEY = 0x43414d46; // "CAMF"

/** "2026-11-02" + 7 → "2026-11-09" (calendar days). */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The system writes these history entries: no staff account. */
const SYSTEM = { id: null, email: '', name: 'El sitio' } as const;

/**
 * Called when staff mark the delivery, inside its transaction: one follow-up per «Sitio» day after it.
 * Marking another day moves the ones not sent yet; days no longer in the schedule are dropped unless sent.
 */
export async function scheduleFollowups(
  tx: DbOrTx,
  request: { id: string; dogId: string | null; name: string; nameDog: string },
  deliveredOn: string,
): Promise<number> {
  const [site] = await tx
    .select({ followupDays: interfaces.followupDays })
    .from(interfaces)
    .where(eq(interfaces.id, INTERFACE_ID));
  // A database without the record yet (no demo content), or a schedule never set, follows the default.
  const { days } = siteSettingsOf(site).followups;
  await tx
    .delete(adoptionFollowups)
    .where(
      and(
        eq(adoptionFollowups.requestId, request.id),
        isNull(adoptionFollowups.sentAt),
        days.length ? notInArray(adoptionFollowups.afterDays, days) : undefined,
      ),
    );
  for (const afterDays of days) {
    const dueOn = addDays(deliveredOn, afterDays);
    await tx
      .insert(adoptionFollowups)
      .values({
        requestId: request.id,
        dogId: request.dogId,
        adopterName: request.name,
        dogName: request.nameDog,
        afterDays,
        dueOn,
      })
      .onConflictDoUpdate({
        target: [adoptionFollowups.requestId, adoptionFollowups.afterDays],
        set: { dueOn },
        setWhere: isNull(adoptionFollowups.sentAt),
      });
  }
  return days.length;
}

type FollowupRow = typeof adoptionFollowups.$inferSelect;

export interface RoundCounts {
  sent: number;
  reminded: number;
  silent: number;
}

export function createFollowupRounds(deps: ServiceDeps, link: (id: string) => string) {
  const { db } = deps;

  async function mailOne(tx: DbOrTx, row: FollowupRow, reminder: boolean) {
    const [request] = await tx
      .select({ email: adoptionRequests.email, name: adoptionRequests.name })
      .from(adoptionRequests)
      .where(eq(adoptionRequests.id, row.requestId));
    if (!request) return;
    const which = followupName(row.afterDays);
    const mail = renderMail({
      title: `¿Cómo está ${row.dogName}?`,
      paragraphs: [
        `Hola, ${request.name}:`,
        reminder
          ? `Hace unos días te escribimos por el seguimiento ${which} de ${row.dogName} y todavía no sabemos nada. Nos encantaría saber cómo está: son unas pocas preguntas y, si querés, hasta 4 fotos.`
          : `Es el momento del seguimiento ${which} de la adopción de ${row.dogName}. Contanos cómo está: son unas pocas preguntas y, si querés, hasta 4 fotos.`,
        'Si algo no anda bien o necesitás una mano, decinoslo en el formulario: para eso estamos.',
      ],
      link: { href: link(row.id), label: `Contarles cómo está ${row.dogName}` },
    });
    await enqueueMail(tx, [
      {
        to: request.email,
        subject: reminder ? `Recordatorio: ¿cómo está ${row.dogName}?` : `¿Cómo está ${row.dogName}?`,
        ...mail,
      },
    ]);
    await addEvent(tx, 'adoption', row.requestId, SYSTEM, {
      note: reminder
        ? `Seguimiento ${which}: recordatorio enviado.`
        : `Seguimiento ${which}: enviado a ${request.name}.`,
    });
  }

  /** Claims one follow-up and mails it, in one transaction: false when another round got there first. */
  async function claimAndMail(id: string, now: Date, reminder: boolean): Promise<boolean> {
    return db.transaction(async (tx) => {
      const pending = reminder
        ? and(isNull(adoptionFollowups.remindedAt), isNull(adoptionFollowups.answeredAt))
        : isNull(adoptionFollowups.sentAt);
      const [row] = await tx
        .update(adoptionFollowups)
        .set(reminder ? { remindedAt: now } : { sentAt: now })
        .where(and(eq(adoptionFollowups.id, id), pending, isNull(adoptionFollowups.cancelledAt)))
        .returning();
      if (!row) return false;
      await mailOne(tx, row, reminder);
      return true;
    });
  }

  return {
    /** Mails one follow-up now, whatever its day (staff's «Mandar ahora»); false if it was sent already. */
    sendNow: (id: string, now = new Date()) =>
      claimAndMail(id, now, false).then((sent) => {
        if (sent) deps.mail.wake();
        return sent;
      }),

    /** One round at `now`. */
    async runDue(now: Date): Promise<RoundCounts> {
      const counts: RoundCounts = { sent: 0, reminded: 0, silent: 0 };
      const due = await db
        .select({ id: adoptionFollowups.id })
        .from(adoptionFollowups)
        .where(
          and(
            isNull(adoptionFollowups.sentAt),
            isNull(adoptionFollowups.cancelledAt),
            lte(adoptionFollowups.dueOn, isoDay(now)),
          ),
        )
        .limit(BATCH);
      for (const { id } of due) if (await claimAndMail(id, now, false)) counts.sent++;

      const remindBefore = new Date(now.getTime() - FOLLOWUP_REMIND_AFTER_DAYS * DAY_MS);
      const unanswered = await db
        .select({ id: adoptionFollowups.id })
        .from(adoptionFollowups)
        .where(
          and(
            isNull(adoptionFollowups.answeredAt),
            isNull(adoptionFollowups.cancelledAt),
            isNull(adoptionFollowups.remindedAt),
            lte(adoptionFollowups.sentAt, remindBefore),
          ),
        )
        .limit(BATCH);
      for (const { id } of unanswered) if (await claimAndMail(id, now, true)) counts.reminded++;

      const silentBefore = new Date(now.getTime() - FOLLOWUP_SILENT_AFTER_DAYS * DAY_MS);
      const silent = await db
        .update(adoptionFollowups)
        .set({ attention: 'sin_respuesta' })
        .where(
          and(
            isNull(adoptionFollowups.answeredAt),
            isNull(adoptionFollowups.cancelledAt),
            isNull(adoptionFollowups.attention),
            isNull(adoptionFollowups.attendedAt),
            lte(adoptionFollowups.remindedAt, silentBefore),
          ),
        )
        .returning({ id: adoptionFollowups.id });
      counts.silent = silent.length;
      if (counts.sent || counts.reminded) deps.mail.wake();
      if (counts.sent || counts.reminded || counts.silent) deps.changes.announce('adoption_requests');
      return counts;
    },

    /** Stops what is still to come of an adoption (a return): nothing more is mailed. */
    async cancelFor(tx: DbOrTx, requestId: string, now: Date) {
      await tx
        .update(adoptionFollowups)
        .set({ cancelledAt: now })
        .where(
          and(
            eq(adoptionFollowups.requestId, requestId),
            isNull(adoptionFollowups.answeredAt),
            isNull(adoptionFollowups.cancelledAt),
          ),
        );
    },
  };
}

export type FollowupRounds = ReturnType<typeof createFollowupRounds>;

/**
 * The hourly rounds after adoptions, three minutes after start-up, on one instance at a time (periodic.ts):
 * the follow-ups (above) and the commitments' reminders (commitments.service.ts).
 */
export function startAfterAdoptionRounds(
  database: Parameters<typeof startPeriodic>[0],
  services: {
    followups: Pick<FollowupRounds, 'runDue'>;
    commitments: { remindDue(now: Date): Promise<number> };
  },
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
) {
  return startPeriodic(
    database,
    {
      name: 'after-adoption',
      lockKey: FOLLOWUPS_LOCK_KEY,
      run: async (now) => ({
        ...(await services.followups.runDue(now)),
        commitmentsReminded: await services.commitments.remindDue(now),
      }),
      worthLogging: (c) => c.sent + c.reminded + c.silent + c.commitmentsReminded > 0,
      delayMs: 3 * 60_000,
      intervalMs: 3_600_000,
    },
    log,
  );
}
