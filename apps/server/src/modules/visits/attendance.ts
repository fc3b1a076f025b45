// On the day (issue 35, item 6): staff's list of a date's bookings on a phone — who, how many, combi seats, a
// phone to call, the state — the mark of who came, and the list as CSV (core's csv.ts: the same
// formula-injection protection as every export). Personal data: staff only, each mark audited.
import {
  AppError,
  BOOKING_STATUS_LABELS,
  type BookingStatus,
  type CalendarItem,
  isRowId,
  type StaffBooking,
  shortDayTime,
  toCsv,
} from '@campito/core';
import { eventBookings, events } from '@campito/db';
import { and, eq } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';
import { writeAudit } from '../admin/audit';
import type { SessionUser } from '../auth/session.service';
import { calendarItem, EVENT_NOT_FOUND, eventsWithPlaces } from './calendar';
import type { BookingRow } from './places';

export const BOOKING_NOT_FOUND = 'No encontramos esa reserva.';

export interface EventBookingList {
  event: CalendarItem & { isPublic: boolean; purgedAt: string | null };
  bookings: StaffBooking[];
  /** Confirmed people and combi seats, people marked as come, bookings waiting. */
  totals: { people: number; combiSeats: number; attended: number; waiting: number };
}

/** Confirmed first (by name: the list staff read at the gate), then offered, waiting (in line), the rest. */
const RANK: Record<BookingStatus, number> = {
  confirmada: 0,
  ofrecida: 1,
  espera: 2,
  vencida: 3,
  cancelada: 4,
};
const byList = (a: BookingRow, b: BookingRow) =>
  RANK[a.status] - RANK[b.status] ||
  (a.status === 'confirmada'
    ? a.name.localeCompare(b.name, 'es')
    : a.createdAt.getTime() - b.createdAt.getTime());

const staffBooking = (b: BookingRow): StaffBooking => ({
  id: b.id,
  name: b.name,
  email: b.email,
  phone: b.phone,
  people: b.people,
  combiSeats: b.combiSeats,
  status: b.status,
  statusLabel: BOOKING_STATUS_LABELS[b.status],
  attended: b.attended,
  offeredUntil: b.offeredUntil?.toISOString() ?? null,
  createdAt: b.createdAt.toISOString(),
});

const yesNo = (v: boolean | null) => (v === null ? '' : v ? 'sí' : 'no');

export function createAttendance(deps: ServiceDeps) {
  const { db } = deps;

  async function bookingsOf(eventId: string, now = new Date()): Promise<EventBookingList> {
    if (!isRowId(eventId)) throw new AppError(404, EVENT_NOT_FOUND);
    const [row] = await eventsWithPlaces(db, eq(events.id, eventId));
    if (!row) throw new AppError(404, EVENT_NOT_FOUND);
    const rows = await db.select().from(eventBookings).where(eq(eventBookings.eventId, eventId));
    rows.sort(byList);
    const confirmed = rows.filter((b) => b.status === 'confirmada');
    const sum = (list: BookingRow[], pick: (b: BookingRow) => number) =>
      list.reduce((n, b) => n + pick(b), 0);
    return {
      event: {
        ...calendarItem(row.event, { people: row.people, combi: row.combi }, row.waiting, now),
        isPublic: row.event.isPublic,
        purgedAt: row.event.purgedAt?.toISOString() ?? null,
      },
      bookings: rows.map(staffBooking),
      totals: {
        people: sum(confirmed, (b) => b.people),
        combiSeats: sum(confirmed, (b) => b.combiSeats),
        attended: sum(
          rows.filter((b) => b.attended),
          (b) => b.people,
        ),
        waiting: rows.filter((b) => b.status === 'espera').length,
      },
    };
  }

  return {
    bookingsOf,

    /** «Vino» / «No vino» (null clears it), audited as a change to the booking. */
    async markAttended(
      eventId: string,
      bookingId: string,
      attended: boolean | null,
      actor: Pick<SessionUser, 'id' | 'email'>,
    ): Promise<StaffBooking> {
      if (!isRowId(eventId) || !isRowId(bookingId)) throw new AppError(404, BOOKING_NOT_FOUND);
      const after = await db.transaction(async (tx) => {
        const where = and(eq(eventBookings.id, bookingId), eq(eventBookings.eventId, eventId));
        const [before] = await tx.select().from(eventBookings).where(where).for('update');
        if (!before) throw new AppError(404, BOOKING_NOT_FOUND);
        if (before.attended === attended) return before;
        const [row] = await tx.update(eventBookings).set({ attended }).where(where).returning();
        await writeAudit(tx, actor, {
          action: 'update',
          resource: 'event-bookings',
          recordId: bookingId,
          changes: { attended: { old: before.attended, new: attended } },
          record: row!,
        });
        return row!;
      });
      deps.changes.announce('event_bookings');
      return staffBooking(after);
    },

    /** The list as a spreadsheet: `reservas-{slug}.csv`. */
    async bookingsCsv(eventId: string, now = new Date()): Promise<{ filename: string; text: string }> {
      const { event, bookings } = await bookingsOf(eventId, now);
      const text = toCsv(bookings, [
        ['nombre', (b) => b.name],
        ['personas', (b) => b.people],
        ['combi', (b) => b.combiSeats],
        ['teléfono', (b) => b.phone],
        ['email', (b) => b.email],
        ['estado', (b) => b.statusLabel],
        ['vino', (b) => yesNo(b.attended)],
        ['reservó', (b) => shortDayTime(b.createdAt)],
      ]);
      return { filename: `reservas-${event.slug}.csv`, text };
    },
  };
}
