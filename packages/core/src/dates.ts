// Dates as the shelter reads them: Buenos Aires time, Argentine Spanish. Each formatter is made once, here:
// one built per call (`toLocaleDateString` with options) costs ICU memory outside V8's heap, freed only
// when V8 gets round to its small wrapper (ADR 009, "Formatters made once").
import { ISO_DATE_RE, LOCAL_DATE_TIME_RE } from './patterns';

/** The shelter's time zone: the calendar day, month and year of dates, receipts and statistics. */
export const SHELTER_TIME_ZONE = 'America/Argentina/Buenos_Aires';

const LONG_DAY = new Intl.DateTimeFormat('es-AR', {
  timeZone: SHELTER_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const SHORT_DAY = new Intl.DateTimeFormat('es-AR', { timeZone: SHELTER_TIME_ZONE });
// en-CA writes a day as YYYY-MM-DD, the shape a date input posts and the database stores.
const ISO_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHELTER_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The moment a value means: a timestamp as it is, and a calendar day ("2026-11-27", a date column or a
 * date input) as noon of that day in Buenos Aires, so it is that same day there (new Date() would read it
 * as midnight UTC: the evening before in Argentina).
 */
function moment(date: Date | string | number): Date {
  if (typeof date === 'string' && date.length === 10 && ISO_DATE_RE.test(date)) {
    return new Date(`${date}T12:00:00-03:00`);
  }
  return new Date(date);
}

/** "26 de noviembre de 2026", the day in Buenos Aires. */
export const longDay = (date: Date | string) => LONG_DAY.format(moment(date));

/** "26/11/2026", the day in Buenos Aires. */
export const shortDay = (date: Date | string) => SHORT_DAY.format(moment(date));

/**
 * "2026-11-27": the calendar day in Buenos Aires of a moment (now by default), as a date input writes it.
 * A request sent on 27/11 at 22:43 there is of the 27th, though in UTC it is already the 28th.
 */
export const isoDay = (date: Date | string | number = Date.now()) => ISO_DAY.format(moment(date));

const DAY_TIME = new Intl.DateTimeFormat('es-AR', {
  timeZone: SHELTER_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "26/11/2026, 22:43", the day and time in Buenos Aires: mails and the panel's moments. */
export const shortDayTime = (date: Date | string) => DAY_TIME.format(moment(date));

const LONG_DAY_TIME = new Intl.DateTimeFormat('es-AR', {
  timeZone: SHELTER_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "jueves 3 de diciembre de 2026 a las 10:00", the day and time in Buenos Aires: a date people are told in a mail. */
export function longDayTime(date: Date | string): string {
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const p of LONG_DAY_TIME.formatToParts(moment(date))) part[p.type] = p.value;
  return `${part.weekday} ${part.day} de ${part.month} de ${part.year} a las ${part.hour}:${part.minute}`;
}

/**
 * A moment as a `datetime-local` input writes it ("2026-12-03T10:00"), read in the shelter's time
 * (Buenos Aires, UTC−3 all year, as this file reads a calendar day). Null when it is no real moment.
 */
export function shelterDateTime(value: string): Date | null {
  if (value.length > 19 || !LOCAL_DATE_TIME_RE.test(value)) return null;
  const at = new Date(`${value.length === 16 ? `${value}:00` : value}-03:00`);
  if (Number.isNaN(at.getTime())) return null;
  // "2026-02-31T10:00" would roll over into March: the day must come back as written.
  const back = new Date(at.getTime() - 3 * 3_600_000).toISOString().slice(0, 16);
  return back === value.slice(0, 16) ? at : null;
}
