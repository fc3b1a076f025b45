// The admin dashboard: what needs staff today. One card per queue — adoption requests, volunteer
// applications, schools' talk requests and foster applications still open (by stage), requests still open
// for a dog already adopted, dogs in foster homes and their supply requests, dogs sent through the public
// form waiting for review, contact
// messages nobody handled, mails that failed for good — each with how many wait and the oldest few.
// Each card is one bounded query (a count that stops at DASHBOARD_COUNT_CAP, the oldest DASHBOARD_OLDEST
// rows by an index) kept in the table cache until the table it reads changes.
import {
  type Dashboard,
  type DashboardCard,
  FOLLOWUP_ATTENTION_LABELS,
  type NextEventSummary,
  type NextShiftSummary,
  OPEN_STAGES,
  SCHOOL_OPEN_STAGES,
  STAGE_LABELS,
  SUPPLY_STATE_LABELS,
} from '@campito/core';
import {
  adoptionCommitments,
  adoptionFollowups,
  adoptionRequests,
  contactMessages,
  type Db,
  dogs,
  fosterApplications,
  fosterPlacements,
  mailOutbox,
  queryRows,
  schoolRequests,
  supplyRequests,
  volunteers,
} from '@campito/db';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { VersionedCache } from '../cache/versioned-cache';
import { nextShiftsWithPlaces } from '../shifts/figures';
import { nextEventSummary } from '../visits/figures';
import { OVERDUE_COMMITMENT } from './after-adoption.resources';
import { dogNameOf } from './fosters.resources';
import { OPEN_PLACEMENT } from './placements.resource';

/** Items each card lists, oldest first. */
export const DASHBOARD_OLDEST = 5;
/** Counting stops here: "más de 10.000" is enough to know, and a count never reads a whole big table. */
const DASHBOARD_COUNT_CAP = 10_000;

const DAY_MS = 24 * 60 * 60 * 1000;

// The answer's shape (Dashboard, its cards and their items) is core's: the panel reads the same types.
export type { Dashboard } from '@campito/core';

interface Queue {
  table: PgTable;
  /** What the cache watches for this card (migration 0010: failed mails have a name of their own). */
  watch: readonly string[];
  id: AnyPgColumn;
  /** Written as constants, so the planner matches them with the partial and composite indexes. */
  where: SQL;
  name: AnyPgColumn | SQL;
  detail: AnyPgColumn;
  since: AnyPgColumn;
  stage?: AnyPgColumn;
  /** The open stages in their order, when they are not the adoptions' and volunteers' (core's OPEN_STAGES). */
  stages?: readonly string[];
  /** The stages' names, when they are not the applications' (core's STAGE_LABELS). */
  labels?: Readonly<Record<string, string>>;
}

const QUEUES: Record<keyof Dashboard, Queue> = {
  pendingAdoptions: {
    table: adoptionRequests,
    watch: ['adoption_requests'],
    id: adoptionRequests.id,
    // `isPending` is true exactly in the open stages (applications service); adoption_requests_pending_idx.
    where: sql`${adoptionRequests.isPending} = true and ${adoptionRequests.isDelete} = false`,
    name: adoptionRequests.name,
    detail: adoptionRequests.nameDog,
    since: adoptionRequests.date,
    stage: adoptionRequests.stage,
  },
  // Issue 34, item 4: a request still open although its dog already has a family (someone has to tell them).
  openForAdoptedDogs: {
    table: adoptionRequests,
    watch: ['adoption_requests', 'dogs'],
    id: adoptionRequests.id,
    where: sql`${adoptionRequests.isPending} = true and ${adoptionRequests.isDelete} = false and exists (select 1 from ${dogs} where ${dogs.id} = ${adoptionRequests.dogId} and ${dogs.adoptedAt} is not null)`,
    name: adoptionRequests.name,
    detail: adoptionRequests.nameDog,
    since: adoptionRequests.date,
    stage: adoptionRequests.stage,
  },
  pendingVolunteers: {
    table: volunteers,
    watch: ['volunteers'],
    id: volunteers.id,
    where: sql`${volunteers.isPending} = true and ${volunteers.isDelete} = false`,
    name: volunteers.name,
    detail: volunteers.area,
    since: volunteers.date,
    stage: volunteers.stage,
  },
  // Issue 35: a school's talk waits until it was given (or could not be); scheduled ones are still open.
  pendingSchoolTalks: {
    table: schoolRequests,
    watch: ['school_requests'],
    id: schoolRequests.id,
    // school_requests_stage_idx (stage, date): the open stages, spelled out as constants.
    where: sql`${schoolRequests.stage} in ('nueva', 'en_contacto', 'agendada') and ${schoolRequests.isDelete} = false`,
    name: schoolRequests.school,
    detail: schoolRequests.name,
    since: schoolRequests.date,
    stage: schoolRequests.stage,
    stages: SCHOOL_OPEN_STAGES,
  },
  // Issue 37: a follow-up that tells a problem, asks for help, or got no answer after its reminder.
  followupsNeedingCare: {
    table: adoptionFollowups,
    watch: ['adoption_followups'],
    id: adoptionFollowups.id,
    // adoption_followups_attention_idx (updated_at) where attention is not null.
    where: sql`${adoptionFollowups.attention} is not null`,
    name: adoptionFollowups.adopterName,
    detail: adoptionFollowups.dogName,
    since: adoptionFollowups.updatedAt,
    stage: adoptionFollowups.attention,
    stages: Object.keys(FOLLOWUP_ATTENTION_LABELS),
    labels: FOLLOWUP_ATTENTION_LABELS,
  },
  // Issue 37: a commitment of an adoption past its date and not done (castration, vaccines…).
  overdueCommitments: {
    table: adoptionCommitments,
    watch: ['adoption_commitments'],
    id: adoptionCommitments.id,
    // adoption_commitments_open_idx (due_on) where not done nor cancelled.
    where: OVERDUE_COMMITMENT,
    name: adoptionCommitments.dogName,
    detail: adoptionCommitments.description,
    since: adoptionCommitments.dueOn,
  },
  // Issue 38: people who offered their home as a foster, not yet decided.
  pendingFosters: {
    table: fosterApplications,
    watch: ['foster_applications'],
    id: fosterApplications.id,
    where: sql`${fosterApplications.isPending} = true and ${fosterApplications.isDelete} = false`,
    name: fosterApplications.name,
    detail: fosterApplications.area,
    since: fosterApplications.date,
    stage: fosterApplications.stage,
  },
  // Issue 38: dogs in a foster home now, the longest first (foster_placements_open_dog_key).
  dogsInFoster: {
    table: fosterPlacements,
    watch: ['foster_placements', 'dogs'],
    id: fosterPlacements.id,
    where: OPEN_PLACEMENT,
    name: dogNameOf('foster_placements'),
    detail: fosterPlacements.fosterName,
    since: fosterPlacements.startsOn,
  },
  // Issue 38: what fosters asked for and was not delivered yet (supply_requests_state_idx).
  openSupplies: {
    table: supplyRequests,
    watch: ['supply_requests'],
    id: supplyRequests.id,
    where: sql`${supplyRequests.state} in ('pedido', 'preparado')`,
    name: supplyRequests.fosterName,
    detail: supplyRequests.quantity,
    since: supplyRequests.createdAt,
    stage: supplyRequests.state,
    stages: ['pedido', 'preparado'],
    labels: SUPPLY_STATE_LABELS,
  },
  pendingDogs: {
    table: dogs,
    watch: ['dogs'],
    id: dogs.id,
    // dogs_active_idx (is_delete, is_pending, created_at).
    where: sql`${dogs.isDelete} = false and ${dogs.isPending} = true`,
    name: dogs.name,
    detail: dogs.race,
    since: dogs.createdAt,
  },
  unhandledContacts: {
    table: contactMessages,
    watch: ['contact_messages'],
    id: contactMessages.id,
    // contact_messages_handled_idx (handled, created_at).
    where: sql`${contactMessages.handled} = false`,
    name: contactMessages.fullName,
    detail: contactMessages.asunto,
    since: contactMessages.createdAt,
  },
  failedMails: {
    table: mailOutbox,
    watch: ['mail_outbox_failed'],
    id: mailOutbox.id,
    where: sql`${mailOutbox.status} = 'failed'`,
    name: mailOutbox.to,
    detail: mailOutbox.subject,
    since: mailOutbox.createdAt,
  },
};

interface Stored {
  counts: { stage: string; n: number }[];
  oldest: { id: string; name: string; detail: string; stage: string; since: number }[];
}

/** One round trip: the capped count (by stage where there are stages) and the oldest rows, as JSON. */
async function readQueue(db: Db, q: Queue): Promise<Stored> {
  const stage = q.stage ?? sql`''`;
  const [row] = await queryRows<{ counts: Stored['counts'] | null; oldest: Stored['oldest'] | null }>(
    db,
    sql`select
      (select json_agg(json_build_object('stage', c.stage, 'n', c.n))
         from (select w.stage, count(*)::int as n
               from (select ${stage} as stage from ${q.table} where ${q.where} limit ${DASHBOARD_COUNT_CAP + 1}) w
               group by w.stage) c) as counts,
      (select json_agg(json_build_object('id', o.id, 'name', o.name, 'detail', o.detail, 'stage', o.stage,
                                         'since', o.since) order by o.since, o.id)
         from (select ${q.id}::text as id, ${q.name} as name, coalesce(${q.detail}, '') as detail,
                      ${stage} as stage, (extract(epoch from ${q.since}) * 1000)::bigint as since
               from ${q.table} where ${q.where}
               order by ${q.since} asc, ${q.id} asc limit ${DASHBOARD_OLDEST}) o) as oldest`,
  );
  return { counts: row?.counts ?? [], oldest: row?.oldest ?? [] };
}

function toCard(
  stored: Stored,
  openStages: readonly string[] | null,
  now: number,
  labels: Readonly<Record<string, string>> = STAGE_LABELS,
): DashboardCard {
  const withStages = openStages !== null;
  const total = stored.counts.reduce((sum, c) => sum + Number(c.n), 0);
  const label = (stage: string) => labels[stage] ?? stage;
  const card: DashboardCard = {
    count: Math.min(total, DASHBOARD_COUNT_CAP),
    capped: total > DASHBOARD_COUNT_CAP,
    oldest: stored.oldest.map((item) => {
      const since = Number(item.since);
      return {
        id: item.id,
        name: item.name,
        detail: item.detail,
        ...(withStages ? { stage: item.stage, stageLabel: label(item.stage) } : {}),
        since: new Date(since).toISOString(),
        days: Math.max(0, Math.floor((now - since) / DAY_MS)),
      };
    }),
  };
  if (withStages) {
    const known = new Map(stored.counts.map((c) => [c.stage, Number(c.n)]));
    // The open stages in their order, then any other a pending row may carry (never expected).
    const stages = [...openStages, ...[...known.keys()].filter((s) => !openStages.includes(s))];
    card.byStage = stages.map((stage) => ({ stage, label: label(stage), count: known.get(stage) ?? 0 }));
  }
  return card;
}

/**
 * Every card, each read again only after its tables changed (or a minute passed), and beside them the next
 * date that takes bookings (issue 35), read each time.
 */
export async function dashboard(
  db: Db,
  cache: VersionedCache,
  now = Date.now(),
): Promise<Dashboard & { nextEvent: NextEventSummary | null; nextShifts: NextShiftSummary[] }> {
  const keys = Object.keys(QUEUES) as (keyof Dashboard)[];
  const cards = await Promise.all(
    keys.map(async (key) => {
      const q = QUEUES[key];
      const stored = await cache.get(`dashboard ${key}`, q.watch, () => readQueue(db, q));
      return [key, toCard(stored, q.stage ? (q.stages ?? OPEN_STAGES) : null, now, q.labels)] as const;
    }),
  );
  // Read each time: a date that starts stops being "next" without any write the cache would hear.
  const [nextEvent, nextShifts] = await Promise.all([
    nextEventSummary(db, new Date(now)),
    nextShiftsWithPlaces(db, new Date(now)),
  ]);
  return { ...(Object.fromEntries(cards) as unknown as Dashboard), nextEvent, nextShifts };
}
