// What the admin API and the panel (apps/admin) share, spelled once for both: the change log's actions and
// resources, and the shapes of the answers the panel reads (the dashboard, a request's timeline, the
// statistics).
import type { Currency } from './constants';
import type { ApplicationStage } from './schemas/application-stages';
import type { BookingStatus } from './visits';

/** What the change log records of a write. */
/** What an entry of the log records; «view» is a read of personal data kept apart (a contract's DNI). */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'view'] as const;

/** The panel's resources whose writes the change log records (its filter offers these). */
export const AUDITED_RESOURCES = [
  'dogs',
  'users',
  'press',
  'contributions',
  'volunteers',
  'adoptions',
  'escolar',
  'interfaces',
  'contacts',
  'dog-updates',
  'school-requests',
  'events',
  'event-bookings',
  'subscriptions',
  'needs',
  'drop-points',
  'need-pledges',
  'campaigns',
  'campaign-updates',
  // Issue 38: «Ser hogar de tránsito» (its address's reads are «view» entries).
  'foster-applications',
] as const;

/** One step of a request's signed history (GET /api/admin/applications/:kind/:id). */
export interface TimelineEvent {
  id: string;
  stage: ApplicationStage | null;
  stageLabel: string | null;
  reason: string | null;
  /** Staff only. */
  note: string | null;
  mailSent: boolean;
  actorName: string;
  at: string;
}

/** Something waiting for staff on the dashboard (GET /api/admin/dashboard). */
export interface WaitingItem {
  id: string;
  /** The person, the dog, the recipient. */
  name: string;
  /** The dog asked for, the area, the subject… */
  detail: string;
  /** Adoptions, volunteers and school talks: the stage it waits in. */
  stage?: string;
  stageLabel?: string;
  /** Since when it waits (ISO), and for how many whole days. */
  since: string;
  days: number;
}

/** One card of the dashboard: a queue waiting for staff. */
export interface DashboardCard {
  /** How many wait, at most the server's count cap… */
  count: number;
  /** …and whether there are more than that. */
  capped: boolean;
  /** Adoptions, volunteers and school talks: the open stages in their order, each with its count. */
  byStage?: { stage: string; label: string; count: number }[];
  oldest: WaitingItem[];
}

export interface Dashboard {
  pendingAdoptions: DashboardCard;
  /** Open adoption requests whose dog already found a family. */
  openForAdoptedDogs: DashboardCard;
  pendingVolunteers: DashboardCard;
  /** Schools' requests for a talk not yet given (issue 35): new, in contact or scheduled. */
  pendingSchoolTalks: DashboardCard;
  /** Follow-ups after an adoption that tell a problem, ask for help or got no answer (issue 37). */
  followupsNeedingCare: DashboardCard;
  /** Adopters' commitments past their date and not done (issue 37). */
  overdueCommitments: DashboardCard;
  /** Applications to be a foster home not yet decided (issue 38). */
  pendingFosters: DashboardCard;
  /** Dogs living in a foster home now, the longest first (issue 38). */
  dogsInFoster: DashboardCard;
  /** Fosters' supply requests not yet delivered (issue 38). */
  openSupplies: DashboardCard;
  pendingDogs: DashboardCard;
  unhandledContacts: DashboardCard;
  failedMails: DashboardCard;
}

/**
 * The next date that takes bookings, from today on (issue 35): the dashboard's `nextEvent` beside the cards
 * (GET /api/admin/dashboard answers `Dashboard & { nextEvent: NextEventSummary | null }`).
 */
export interface NextEventSummary {
  id: string;
  slug: string;
  title: string;
  startsAt: string;
  status: string;
  statusLabel: string;
  /** Confirmed bookings, and the people and combi seats they hold (offered places included). */
  bookings: number;
  people: number;
  capacity: number | null;
  /** null: no limit. */
  placesLeft: number | null;
  combiSeats: number;
  combiSeatsLeft: number;
  waiting: number;
}

/** A volunteer shift ahead with places left (issue 38): the dashboard's `nextShifts`, the soonest first. */
export interface NextShiftSummary {
  id: string;
  title: string;
  startsAt: string;
  placesLeft: number;
  capacity: number;
}

/** One month of the statistics (GET /api/admin/stats), in Argentina's time. */
export interface MonthStats {
  month: number;
  dogsAdded: number;
  adoptions: number;
  removals: number;
  contributionCount: number;
  contributions: Record<Currency, number>;
  /**
   * Visits and events (issue 35), by the month of their date, for dates that went ahead: `bookings` are the
   * places booked (people in confirmed bookings), `visitors` the people marked as come, or the places
   * booked where nobody took attendance. Kept after housekeeping removes the bookings.
   */
  visitors: number;
  bookings: number;
  /** Dogs that came back from an adoption (issue 37), by the day they came back. */
  returns: number;
  /**
   * Volunteer shifts (issue 38) by the month of their date: hours of the shifts staff marked as attended
   * (one decimal), and the volunteers who came (in the year's totals, each person once).
   */
  volunteerHours: number;
  volunteers: number;
  /**
   * Foster homes (issue 38): dogs that went to one (by the day the placement started), and the days dogs
   * lived in one that month (a placement going on counts up to today).
   */
  fosterPlacements: number;
  fosterDays: number;
}

export interface YearStats {
  year: number;
  /** Years with any data, plus the current one, newest first. */
  years: number[];
  months: MonthStats[];
  totals: Omit<MonthStats, 'month'>;
  /** The year's returns by reason, most frequent first (issue 37). */
  returnReasons: { reason: string; label: string; count: number }[];
}

/** One booking of a date as staff see it (GET /api/admin/events/{id}/bookings; issue 35). */
export interface StaffBooking {
  id: string;
  name: string;
  email: string;
  phone: string;
  people: number;
  combiSeats: number;
  status: BookingStatus;
  statusLabel: string;
  /** Null until staff take attendance. */
  attended: boolean | null;
  offeredUntil: string | null;
  createdAt: string;
}
