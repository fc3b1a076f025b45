// Periodic clean-up inside the server (docs/architecture.md): rows and files nothing will read again and
// that would otherwise grow forever — expired sessions and mailed-link tokens, old rate-limit windows,
// delivered mails (they hold names, addresses and messages), form drafts nobody touched for months (they
// hold people's answers), new-dog alerts never confirmed before their link expired, the teacher's data of
// schools' talk requests once the talk is long past and the bookings and alerts of past visits and events
// (issue 35; their counts stay), follow-up photos nobody published past their retention (issue 37), images
// no record shows, and upload leftovers.
// One instance at a time on PostgreSQL (an advisory lock); it never throws into the server.
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { DRAFT_MAX_AGE_DAYS, VISITS_KEEP_DAYS_DEFAULT } from '@campito/core';
import {
  type Database,
  dogAlerts,
  formDrafts,
  mailedTokens,
  mailOutbox,
  rateLimits,
  sessions,
} from '@campito/db';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { tryWithAdvisoryLock } from '../../locks';
import type { MediaStorage } from '../../media/storage';
import { sweepUnusedImages } from '../../media/unused-images';
import { scheduleRounds } from '../../periodic';
import { expireFollowupPhotos } from '../after-adoption/retention';
import { ALERT_CONFIRM_TTL_MS } from '../alerts/alerts.service';
import { SESSION_IDLE_MS } from '../auth/session.service';
import { anonymizeNeedPledges } from '../needs/anonymize';
import { anonymizeSchoolRequests } from '../school-talks/anonymize';
import { purgePastEvents } from '../visits/retention';

/** Any constant, the same on every instance; not the migrations' key, so serving never waits on start-up. */
export const HOUSEKEEPING_LOCK_KEY = 0x43414d48; // "CAMH"

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** An image's files must be this old before the sweep may remove them: no upload takes a day. */
const IMAGE_GRACE_MS = DAY_MS;
/** Upload leftovers in DATA_DIR/tmp older than this are abandoned (a request removes its own at the end). */
const TMP_GRACE_MS = HOUR_MS;
/** The first round runs this long after start-up, out of the way of the first requests. */
const FIRST_ROUND_DELAY_MS = 60_000;

export interface HousekeepingOptions {
  database: Database;
  storage: MediaStorage;
  /** Where upload leftovers go (uploadTmpDir of DATA_DIR). */
  tmpDir: string;
  /** Delivered mails older than this many days are deleted (OUTBOX_RETENTION_DAYS). */
  outboxRetentionDays: number;
  /**
   * Visits' personal data (bookings, alerts, school talk requests) is removed this many days after its date
   * (VISITS_KEEP_DAYS).
   */
  visitsKeepDays?: number;
  /** The clock; tests move it. */
  now?: () => Date;
  /** Aborted when the app closes: the round stops between steps. */
  signal?: AbortSignal;
}

/** What one round removed: counts only, never whose. */
export interface HousekeepingCounts {
  sessions: number;
  tokens: number;
  rateLimits: number;
  mails: number;
  drafts: number;
  /** Unconfirmed new-dog alerts whose confirmation link expired. */
  alerts: number;
  /** Schools' talk requests whose teacher's data was removed. */
  schoolRequests: number;
  /** «Llevo» promises whose person's data was removed (issue 36). */
  needPledges: number;
  /** Past visit days and events whose bookings and alerts were removed (their counts stay). */
  events: number;
  /** Follow-up answers whose unpublished photos passed «Sitio»'s retention (issue 37). */
  followupPhotos: number;
  images: number;
  imageFiles: number;
  tmpFiles: number;
}

async function removeOldTmpFiles(dir: string, cutoff: number, signal?: AbortSignal): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw err;
  }
  let removed = 0;
  for (const name of names) {
    if (signal?.aborted) break;
    // Only what uploads.ts writes (upload-<uuid>); anything else in the directory is not ours to judge.
    if (!name.startsWith('upload-')) continue;
    const file = path.join(dir, name);
    try {
      const info = await stat(file);
      if (!info.isFile() || info.mtimeMs >= cutoff) continue;
      await rm(file, { force: true });
      removed++;
    } catch {
      // Gone meanwhile: the request that wrote it cleaned up.
    }
  }
  return removed;
}

/** One round, whatever other instances do (housekeepOnce takes the lock). */
export async function runHousekeeping(options: HousekeepingOptions): Promise<HousekeepingCounts> {
  const { database, storage, signal } = options;
  const db = database.db;
  const now = options.now?.() ?? new Date();
  const counts: HousekeepingCounts = {
    sessions: 0,
    tokens: 0,
    rateLimits: 0,
    mails: 0,
    drafts: 0,
    alerts: 0,
    schoolRequests: 0,
    needPledges: 0,
    events: 0,
    followupPhotos: 0,
    images: 0,
    imageFiles: 0,
    tmpFiles: 0,
  };
  const steps: (() => Promise<void>)[] = [
    async () => {
      // Past their absolute end, or unused for longer than a session may idle: session.service refuses both.
      const gone = await db
        .delete(sessions)
        .where(
          or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))),
        )
        .returning({ tokenHash: sessions.tokenHash });
      counts.sessions = gone.length;
    },
    async () => {
      // Expired recovery and verification links, used or not. A used one that has not expired yet stays:
      // clicking it again says "your email is already confirmed" (mailed-tokens.ts usedMailedTokenOwner).
      const gone = await db
        .delete(mailedTokens)
        .where(lt(mailedTokens.expiresAt, now))
        .returning({ tokenHash: mailedTokens.tokenHash });
      counts.tokens = gone.length;
    },
    async () => {
      // Rate-limit windows that ended more than a day ago (the one place they are dropped).
      const gone = await db
        .delete(rateLimits)
        .where(lt(rateLimits.resetAt, new Date(now.getTime() - DAY_MS)))
        .returning({ key: rateLimits.key });
      counts.rateLimits = gone.length;
    },
    async () => {
      // Delivered mails carry names, addresses and messages: kept only OUTBOX_RETENTION_DAYS.
      const cutoff = new Date(now.getTime() - options.outboxRetentionDays * DAY_MS);
      const gone = await db
        .delete(mailOutbox)
        .where(and(eq(mailOutbox.status, 'sent'), lt(mailOutbox.sentAt, cutoff)))
        .returning({ id: mailOutbox.id });
      counts.mails = gone.length;
    },
    async () => {
      // Drafts of the adoption and volunteer forms untouched for DRAFT_MAX_AGE_DAYS (the browser forgets its
      // copy after as long): they hold people's answers, and nobody is coming back for them.
      const gone = await db
        .delete(formDrafts)
        .where(lt(formDrafts.updatedAt, new Date(now.getTime() - DRAFT_MAX_AGE_DAYS * DAY_MS)))
        .returning({ id: formDrafts.id });
      counts.drafts = gone.length;
    },
    async () => {
      // New-dog alerts nobody confirmed while their link worked (alerts.service confirm refuses it after
      // ALERT_CONFIRM_TTL_MS): likely strangers' subscriptions of someone's address. Confirmed ones stay.
      const gone = await db
        .delete(dogAlerts)
        .where(
          and(
            isNull(dogAlerts.confirmedAt),
            lt(dogAlerts.createdAt, new Date(now.getTime() - ALERT_CONFIRM_TTL_MS)),
          ),
        )
        .returning({ id: dogAlerts.id });
      counts.alerts = gone.length;
    },
    async () => {
      // A school's talk request keeps its teacher's name, email and phone only until VISITS_KEEP_DAYS after
      // the talk (or its last move, never scheduled): then they are blanked, the school and counts stay.
      const keepDays = options.visitsKeepDays ?? VISITS_KEEP_DAYS_DEFAULT;
      counts.schoolRequests = await anonymizeSchoolRequests(db, now, keepDays);
      // The same for a «Llevo» promise (issue 36), counted from its day.
      counts.needPledges = await anonymizeNeedPledges(db, now, keepDays);
    },
    async () => {
      // Visits and events VISITS_KEEP_DAYS after their date: how many booked and came stays on the date,
      // the bookings and «Avisame si se suspende» subscriptions (names, emails, phones) go.
      counts.events = await purgePastEvents(db, now, options.visitsKeepDays ?? VISITS_KEEP_DAYS_DEFAULT);
    },
    async () => {
      // Follow-up photos staff did not publish, «Sitio»'s days after the answer (the sweep below removes the files).
      counts.followupPhotos = await expireFollowupPhotos(db, now);
    },
    async () => {
      const swept = await sweepUnusedImages(db, storage, { olderThanMs: IMAGE_GRACE_MS, now, signal });
      counts.images = swept.images;
      counts.imageFiles = swept.files;
    },
    async () => {
      counts.tmpFiles = await removeOldTmpFiles(options.tmpDir, now.getTime() - TMP_GRACE_MS, signal);
    },
  ];
  for (const step of steps) {
    if (signal?.aborted) break;
    await step();
  }
  return counts;
}

/** A round unless another instance is running one (then `null`): PostgreSQL's pg_try_advisory_lock. */
export async function housekeepOnce(options: HousekeepingOptions): Promise<HousekeepingCounts | null> {
  const outcome = await tryWithAdvisoryLock(options.database, HOUSEKEEPING_LOCK_KEY, () =>
    runHousekeeping(options),
  );
  return outcome.ran ? outcome.value : null;
}

export interface Housekeeper {
  /** Stops the timers, asks a running round to stop between steps, and waits for it. */
  stop(): Promise<void>;
}

/**
 * Runs `round` once after `delayMs` and then every `intervalMs`, one round at a time, until stopped.
 * A failing round is logged and the next one runs as planned: housekeeping never stops the server.
 */
export function scheduleHousekeeping(
  round: (signal: AbortSignal) => Promise<HousekeepingCounts | null>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  timing: { delayMs: number; intervalMs: number },
): Housekeeper {
  return scheduleRounds(
    (signal) =>
      round(signal)
        .then((removed) => {
          if (removed === null) log.info('housekeeping: another instance is running it');
          else log.info({ removed }, 'housekeeping round');
        })
        .catch((err) => log.warn({ err }, 'housekeeping round failed')),
    timing,
  );
}

/** The server's housekeeper: housekeepOnce on the configured schedule. */
export function startHousekeeping(
  options: Omit<HousekeepingOptions, 'signal' | 'now'> & { intervalHours: number },
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  delayMs = FIRST_ROUND_DELAY_MS,
): Housekeeper {
  const { intervalHours, ...rest } = options;
  return scheduleHousekeeping((signal) => housekeepOnce({ ...rest, signal }), log, {
    delayMs,
    intervalMs: intervalHours * HOUR_MS,
  });
}
