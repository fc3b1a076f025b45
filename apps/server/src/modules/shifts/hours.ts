// Volunteer hours (issue 38, item 5): each shift staff marked as attended adds its length to the volunteer's
// hours. «Mis horas» shows them by month; the certificate of hours lists the shifts, their tasks and the
// total, with the shelter's details from «Sitio», and a code anyone checks at /certificados/{code}. A
// certificate keeps what it certified: the same name, DNI and shifts give the same certificate again.
import { createHash } from 'node:crypto';
import {
  AppError,
  CERTIFICATE_CODE_RE,
  hoursCertificateSchema,
  isoDay,
  MSG,
  parseWith,
  SHIFT_MSG,
  SHIFT_TASK_LABELS,
} from '@campito/core';
import { type CertifiedShift, eventBookings, events, hoursCertificates } from '@campito/db';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';
import { initialsOf, newCode } from '../certificates/certificates.service';
import { SHELTER_NAME } from '../payments/receipts';
import type { SiteSettings } from '../site/site.service';
import { renderHoursPdf } from './hours-pdf';

const MINUTE_MS = 60_000;

export interface MonthHours {
  /** "2026-11" */
  month: string;
  shifts: number;
  minutes: number;
}

export function createHours(deps: ServiceDeps, { site }: { site: { getSettings(): Promise<SiteSettings> } }) {
  const { db, config } = deps;

  /** The volunteer's attended shifts, oldest first. */
  async function attended(userId: string): Promise<CertifiedShift[]> {
    const rows = await db
      .select({ startsAt: events.startsAt, endsAt: events.endsAt, task: events.task })
      .from(eventBookings)
      .innerJoin(events, eq(events.id, eventBookings.eventId))
      .where(
        and(
          eq(eventBookings.userId, userId),
          eq(eventBookings.attended, true),
          eq(events.kind, 'turno'),
          isNotNull(events.endsAt),
        ),
      )
      .orderBy(asc(events.startsAt), asc(events.id));
    return rows.map((r) => ({
      startsAt: r.startsAt.toISOString(),
      task: r.task ? SHIFT_TASK_LABELS[r.task] : '',
      minutes: Math.round((r.endsAt!.getTime() - r.startsAt.getTime()) / MINUTE_MS),
    }));
  }

  return {
    /** «Mis horas»: by month, newest first, and the total. */
    async byMonth(userId: string): Promise<{ months: MonthHours[]; totalMinutes: number }> {
      const months = new Map<string, MonthHours>();
      let totalMinutes = 0;
      for (const shift of await attended(userId)) {
        const month = isoDay(shift.startsAt).slice(0, 7);
        const entry = months.get(month) ?? { month, shifts: 0, minutes: 0 };
        entry.shifts++;
        entry.minutes += shift.minutes;
        totalMinutes += shift.minutes;
        months.set(month, entry);
      }
      return { months: [...months.values()].reverse(), totalMinutes };
    },

    /** Issues (or finds) the certificate of the volunteer's attended shifts; answers its code. */
    async issue(userId: string, input: unknown): Promise<{ code: string }> {
      const parsed = parseWith(hoursCertificateSchema, input ?? {});
      if (!parsed.ok) throw new AppError(400, MSG.checkFields, parsed.errors);
      const shifts = await attended(userId);
      if (shifts.length === 0) throw new AppError(409, SHIFT_MSG.noHours);
      const { name, dni = '' } = parsed.data;
      const contentHash = createHash('sha256')
        .update(JSON.stringify({ userId, name, dni, shifts }))
        .digest('hex');
      for (let attempt = 0; attempt < 3; attempt++) {
        const [existing] = await db
          .select({ code: hoursCertificates.code })
          .from(hoursCertificates)
          .where(eq(hoursCertificates.contentHash, contentHash));
        if (existing) return { code: existing.code };
        const [created] = await db
          .insert(hoursCertificates)
          .values({
            code: newCode(),
            userId,
            volunteerName: name,
            volunteerDni: dni,
            shifts,
            totalMinutes: shifts.reduce((sum, s) => sum + s.minutes, 0),
            contentHash,
          })
          .onConflictDoNothing()
          .returning({ code: hoursCertificates.code });
        if (created) return { code: created.code };
      }
      throw new Error('no certificate code was free after three tries');
    },

    /** The PDF of a certificate of hours, for its volunteer or staff; null for anyone else or no such code. */
    async pdf(code: string, viewer: { id: string; staff: boolean }): Promise<Buffer | null> {
      if (!CERTIFICATE_CODE_RE.test(code)) return null;
      const [row] = await db.select().from(hoursCertificates).where(eq(hoursCertificates.code, code));
      if (!row || (!viewer.staff && row.userId !== viewer.id)) return null;
      const settings = await site.getSettings();
      return renderHoursPdf({
        code: row.code,
        name: row.volunteerName,
        dni: row.volunteerDni,
        shifts: row.shifts,
        totalMinutes: row.totalMinutes,
        issuedAt: row.issuedAt,
        shelter: {
          name: settings.bank.holder || SHELTER_NAME,
          cuit: settings.bank.cuit,
          address: settings.contact.address,
        },
        verifyUrl: `${config.publicUrl}/certificados/${row.code}`,
      });
    },

    /** What /certificados/{code} tells of a certificate of hours: initials, the shifts' span and the total. */
    async verify(code: string) {
      const normalized = code.trim().toUpperCase();
      if (!CERTIFICATE_CODE_RE.test(normalized)) return null;
      const [row] = await db.select().from(hoursCertificates).where(eq(hoursCertificates.code, normalized));
      if (!row) return null;
      return {
        kind: 'horas' as const,
        code: row.code,
        issuedAt: row.issuedAt,
        initials: initialsOf(row.volunteerName),
        dniEnd: row.volunteerDni ? row.volunteerDni.slice(-3) : '',
        shifts: row.shifts.length,
        from: row.shifts[0]?.startsAt ?? null,
        to: row.shifts.at(-1)?.startsAt ?? null,
        totalMinutes: row.totalMinutes,
      };
    },
  };
}
