// The weekly mail to fosters (issue 38, item 3): on Mondays from 9 a.m. Buenos Aires time, each foster with
// a dog at home gets one mail listing, per dog, what is due — the vet visit if within a week or past, the
// expected end if near or past — and their supply requests not delivered yet. A row in `foster_reminders`
// (unique per foster and week) is claimed in the mail's own transaction, so two rounds at once (two
// instances) mail each foster once a week. Run hourly by startFosterReminders with the rounds' clock.
import { isoDay, longDay } from '@campito/core';
import { dogs, fosterPlacements, fosterReminders, users } from '@campito/db';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ServiceDeps } from '../../context';
import { startPeriodic } from '../../periodic';
import { enqueueMail, type MailMessage } from '../mail/outbox';
import { renderMail } from '../mail/templates';
import { type SupplyView, suppliesOf } from './supplies.service';

const DAY_MS = 86_400_000;
/** Buenos Aires is UTC−3 all year. */
const SHELTER_OFFSET_MS = 3 * 3_600_000;
/** The hour of Monday (Buenos Aires) from which the week's mail goes. */
const SEND_FROM_HOUR = 9;
/** A vet visit within this many days (or past) is listed. */
const VET_AHEAD_DAYS = 7;
/** An expected end within this many days (or past) is listed. */
const END_AHEAD_DAYS = 14;
/** Fosters one round mails at most; the next hourly round takes the rest. */
const BATCH = 200;
/** Any constant, the same on every instance, apart from the other rounds' keys. */
const FOSTERS_LOCK_KEY = 0x43414d54; // "CAMT"

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The Monday of `now`'s week in Buenos Aires, and whether the week's mail is due now (Monday, 9 a.m. on). */
export function reminderWeek(now: Date): { week: string; due: boolean } {
  const local = new Date(now.getTime() - SHELTER_OFFSET_MS);
  const weekday = local.getUTCDay();
  const week = addDays(local.toISOString().slice(0, 10), -((weekday + 6) % 7));
  return { week, due: weekday === 1 && local.getUTCHours() >= SEND_FROM_HOUR };
}

interface DogDue {
  name: string;
  nextVetOn: string | null;
  expectedUntil: string | null;
}

/** What is due for one dog this week, as sentences; none when nothing is. */
export function dueItems(dog: DogDue, today: string): string[] {
  const items: string[] = [];
  if (dog.nextVetOn && dog.nextVetOn <= addDays(today, VET_AHEAD_DAYS))
    items.push(
      dog.nextVetOn < today
        ? `El control veterinario estaba previsto para el ${longDay(dog.nextVetOn)}: si ya fue, contanos cómo le fue; si no, escribinos y lo coordinamos.`
        : `Control veterinario: ${dog.nextVetOn === today ? 'hoy' : `el ${longDay(dog.nextVetOn)}`}.`,
    );
  if (dog.expectedUntil && dog.expectedUntil <= addDays(today, END_AHEAD_DAYS))
    items.push(
      dog.expectedUntil < today
        ? `El tránsito estaba previsto hasta el ${longDay(dog.expectedUntil)}: hablemos de cómo seguimos.`
        : `El tránsito termina, en principio, el ${longDay(dog.expectedUntil)}. Si podés seguir un tiempo más, o necesitás que sea antes, avisanos.`,
    );
  return items;
}

function weeklyMail(
  base: string,
  foster: { email: string; name: string },
  placed: DogDue[],
  requests: SupplyView[],
  today: string,
): MailMessage {
  const perDog = placed.map((dog) => {
    const items = dueItems(dog, today);
    return `${dog.name}: ${items.length ? items.join(' ') : 'esta semana no hay nada pendiente.'}`;
  });
  const pending = requests.map(
    (r) =>
      `${r.kindLabel} (${r.quantity})${r.dogName ? ` para ${r.dogName}` : ''}: ${r.stateLabel.toLowerCase()}.`,
  );
  return {
    to: foster.email,
    subject: 'Tu semana de tránsito: lo que viene',
    ...renderMail({
      title: 'Tu semana de tránsito',
      paragraphs: [
        `¡Hola, ${foster.name || 'hogar de tránsito'}! Gracias por abrirle tu casa a ${placed.map((d) => d.name).join(' y ')}. Esto es lo que viene esta semana:`,
        ...perDog,
        ...(pending.length
          ? ['Tus pedidos que todavía no llegaron:', ...pending]
          : ['No tenés pedidos pendientes. Si necesitás algo, pedilo desde tu página.']),
        'Cuando puedas, contanos cómo están con una novedad y alguna foto: nos ayuda a encontrarles familia.',
      ],
      link: { href: `${base}/mi-transito`, label: 'Ir a mi página de tránsito' },
    }),
  };
}

export function createFosterReminders(deps: ServiceDeps) {
  const { db, config } = deps;
  const base = config.publicUrl.replace(/\/$/, '');

  return {
    /** The round: this week's mail to each foster with a current dog not mailed yet (Mondays from 9 a.m.). */
    async runDue(now: Date): Promise<{ mailed: number }> {
      const { week, due } = reminderWeek(now);
      if (!due) return { mailed: 0 };
      const today = isoDay(now);
      // Fosters with a dog at home and no mail this week yet.
      const fosters = await db
        .selectDistinct({ id: users.id })
        .from(fosterPlacements)
        .innerJoin(users, eq(users.id, fosterPlacements.fosterId))
        .leftJoin(
          fosterReminders,
          and(eq(fosterReminders.fosterId, users.id), eq(fosterReminders.week, week)),
        )
        .where(
          and(
            isNull(fosterPlacements.endedOn),
            isNotNull(fosterPlacements.fosterId),
            eq(users.isDelete, false),
            isNull(fosterReminders.id),
          ),
        )
        .orderBy(asc(users.id))
        .limit(BATCH);
      let mailed = 0;
      for (const { id } of fosters) {
        const sent = await db.transaction(async (tx) => {
          const [claimed] = await tx
            .insert(fosterReminders)
            .values({ fosterId: id, week, sentAt: now })
            .onConflictDoNothing()
            .returning({ id: fosterReminders.id });
          if (!claimed) return false;
          const [foster] = await tx
            .select({ email: users.email, name: users.name })
            .from(users)
            .where(eq(users.id, id));
          const placed = await tx
            .select({
              name: dogs.name,
              nextVetOn: fosterPlacements.nextVetOn,
              expectedUntil: fosterPlacements.expectedUntil,
            })
            .from(fosterPlacements)
            .innerJoin(dogs, eq(dogs.id, fosterPlacements.dogId))
            .where(and(eq(fosterPlacements.fosterId, id), isNull(fosterPlacements.endedOn)))
            .orderBy(asc(fosterPlacements.startsOn));
          if (!foster || placed.length === 0) return false;
          await enqueueMail(tx, [weeklyMail(base, foster, placed, await suppliesOf(tx, id, true), today)]);
          return true;
        });
        if (sent) mailed++;
      }
      if (mailed) deps.mail.wake();
      return { mailed };
    },
  };
}

export type FosterReminders = ReturnType<typeof createFosterReminders>;

/** Hourly, four minutes after start-up, on one instance at a time (periodic.ts). */
export function startFosterReminders(
  database: Parameters<typeof startPeriodic>[0],
  reminders: Pick<FosterReminders, 'runDue'>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
) {
  return startPeriodic(
    database,
    {
      name: 'fosters',
      lockKey: FOSTERS_LOCK_KEY,
      run: (now) => reminders.runDue(now),
      worthLogging: (c) => c.mailed > 0,
      delayMs: 4 * 60_000,
      intervalMs: 3_600_000,
    },
    log,
  );
}
