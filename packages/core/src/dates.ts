// Dates as the shelter reads them: Buenos Aires time, Argentine Spanish. Each formatter is made once, here:
// one built per call (`toLocaleDateString` with options) costs ICU memory outside V8's heap, freed only
// when V8 gets round to its small wrapper (ADR 009, "Formatters made once").

/** The shelter's time zone: the calendar day, month and year of dates, receipts and statistics. */
export const SHELTER_TIME_ZONE = 'America/Argentina/Buenos_Aires';

const LONG_DAY = new Intl.DateTimeFormat('es-AR', {
  timeZone: SHELTER_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const SHORT_DAY = new Intl.DateTimeFormat('es-AR', { timeZone: SHELTER_TIME_ZONE });

/** "26 de noviembre de 2026", the day in Buenos Aires. */
export const longDay = (date: Date | string) => LONG_DAY.format(new Date(date));

/** "26/11/2026", the day in Buenos Aires. */
export const shortDay = (date: Date | string) => SHORT_DAY.format(new Date(date));

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
export const shortDayTime = (date: Date | string) => DAY_TIME.format(new Date(date));
