// Visits and events (issue 35; ADR 015), as the pages, the REST API and the panel call them: one service
// built once with its dependencies, made of the parts of this folder — the calendar (calendar.ts), bookings
// (bookings.ts) and their signed links (booking-link.ts), «Avisame si se suspende» (alerts.ts), suspension notices
// (notices.ts), the list on the day (attendance.ts) and what the worker does each round (rounds.ts).
import { AppError, MSG, parseWith, visitDaysSchema } from '@campito/core';
import type { ServiceDeps } from '../../context';
import { diffRecords, writeAudit } from '../admin/audit';
import type { SessionUser } from '../auth/session.service';
import type { RateLimitService } from '../security/rate-limit.service';
import type { SiteSettings } from '../site/site.service';
import { createEventAlerts } from './alerts';
import { createAttendance } from './attendance';
import { createBookingLinks } from './booking-link';
import { createBookings } from './bookings';
import { createCalendar, insertVisitDays } from './calendar';
import { createVisitLinks } from './links';
import { createNotices } from './notices';
import { createRounds } from './rounds';

export function createVisitsService(
  deps: ServiceDeps,
  { rateLimit, site }: { rateLimit: RateLimitService; site: { getSettings(): Promise<SiteSettings> } },
) {
  const links = createVisitLinks(deps.config);
  return {
    ...createCalendar(deps.db, site),
    ...createBookings(deps, { rateLimit, links }),
    ...createBookingLinks(deps, { links }),
    ...createEventAlerts(deps, { rateLimit, links }),
    ...createNotices(deps, { links }),
    ...createAttendance(deps),
    ...createRounds(deps, { links }),

    /**
     * «Generar días de visita»: SPEC's visit days for the next `months` (1–6) months, skipping days that
     * have one already (whatever its state). Each new day is audited. Returns the days added and skipped.
     */
    async generateVisitDays(
      input: unknown,
      actor: Pick<SessionUser, 'id' | 'email'>,
      now = new Date(),
    ): Promise<{ created: string[]; skipped: number }> {
      const parsed = parseWith(visitDaysSchema, input);
      if (!parsed.ok) throw new AppError(400, MSG.checkFields, parsed.errors);
      const { created, asked } = await deps.db.transaction(async (tx) => {
        const { rows, days } = await insertVisitDays(tx, parsed.data.months, now);
        for (const row of rows)
          await writeAudit(tx, actor, {
            action: 'create',
            resource: 'events',
            recordId: row.id,
            changes: diffRecords(null, row),
            record: row,
          });
        return { created: rows.map((r) => r.slug).sort(), asked: days };
      });
      if (created.length > 0) deps.changes.announce('events');
      return { created, skipped: asked - created.length };
    },

    links,
  };
}
