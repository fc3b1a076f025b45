// The calendar file (.ics) a booking's confirmation carries (issue 35): one VEVENT, times in UTC, text
// escaped and lines folded as RFC 5545 asks (§3.3.11, §3.1), so phones and mail apps add the date as it is.
// Hand-written (ADR 015): one fixed shape of a few lines, where a library would be a dependency for it.

export interface CalendarInvite {
  /** Stable per booking: a calendar app that gets a second file for it updates the same entry. */
  uid: string;
  /** When this file was made. */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  url?: string;
}

/** Longest line in octets, CRLF aside (RFC 5545 §3.1). */
const LINE_OCTETS = 75;

/** A TEXT value (§3.3.11): backslash, semicolon and comma escaped, line breaks as \n. */
export function icsText(value: string): string {
  return value
    .replaceAll('\\', '\\\\')
    .replaceAll(';', '\\;')
    .replaceAll(',', '\\,')
    .replace(/\r\n?|\n/g, '\\n');
}

/** 20261205T140000Z */
export const icsTime = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '');

/**
 * One content line folded at 75 octets: each continuation starts with a space (which counts), and no
 * UTF-8 character is cut in two.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > LINE_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

/** The whole file, CRLF line ends, METHOD:PUBLISH (an entry to add, not an invitation to answer). */
export function calendarFile(invite: CalendarInvite): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//El Campito//Visitas y eventos//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${invite.uid}`,
    `DTSTAMP:${icsTime(invite.stamp)}`,
    `DTSTART:${icsTime(invite.start)}`,
    `DTEND:${icsTime(invite.end)}`,
    `SUMMARY:${icsText(invite.summary)}`,
    ...(invite.location ? [`LOCATION:${icsText(invite.location)}`] : []),
    `DESCRIPTION:${icsText(invite.description)}`,
    ...(invite.url ? [`URL:${invite.url}`] : []),
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
