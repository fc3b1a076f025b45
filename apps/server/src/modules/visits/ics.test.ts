// The .ics of a booking (RFC 5545): TEXT escaped (§3.3.11), lines folded at 75 octets without cutting a
// UTF-8 character (§3.1), CRLF line ends, times in UTC; unfolding gives the values back.
import { describe, expect, it } from 'vitest';
import { calendarFile, foldLine, icsText, icsTime } from './ics';

/** RFC 5545 §3.1: a CRLF followed by one space or tab is removed. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe('the calendar file', () => {
  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(icsText('Taller; paseos, correas\\sueltas\nsegunda línea\r\ntercera')).toBe(
      'Taller\\; paseos\\, correas\\\\sueltas\\nsegunda línea\\ntercera',
    );
  });

  it('writes moments in UTC, to the second', () => {
    expect(icsTime(new Date('2026-12-12T13:30:05.123Z'))).toBe('20261212T133005Z');
  });

  it('folds long lines at 75 octets without cutting a multi-byte character, and unfolds to the same line', () => {
    const line = `DESCRIPTION:${'ñandú 🐕 '.repeat(30)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(3);
    for (const [i, part] of parts.entries()) {
      expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
      if (i > 0) expect(part.startsWith(' ')).toBe(true);
      // No character was split: every part is valid UTF-8 on its own.
      expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part);
      expect(part).not.toContain('\uFFFD');
    }
    expect(unfold(folded)).toBe(line);
    expect(foldLine('SUMMARY:corto')).toBe('SUMMARY:corto');
  });

  it('is one published event with a stable UID, CRLF line ends and every line within 75 octets', () => {
    const file = calendarFile({
      uid: 'reserva-1@elcampito.org.ar',
      stamp: new Date('2026-11-28T15:00:00Z'),
      start: new Date('2026-12-12T14:00:00Z'),
      end: new Date('2026-12-12T17:00:00Z'),
      summary: 'Taller de paseos, con correa',
      location: 'El Campito; Ezeiza',
      description: `Reserva de María José Ñúñez: 3 personas.\nCombi: 2 asientos. Sale de Constitución. ${'Traé agua. '.repeat(8)}`,
      url: 'https://elcampito.org.ar/visitas/2026-12-12-taller-de-paseos',
    });
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    for (const line of file.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const lines = unfold(file).split('\r\n');
    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//El Campito//Visitas y eventos//ES',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
    ]);
    expect(lines).toContain('UID:reserva-1@elcampito.org.ar');
    expect(lines).toContain('DTSTART:20261212T140000Z');
    expect(lines).toContain('DTEND:20261212T170000Z');
    expect(lines).toContain('SUMMARY:Taller de paseos\\, con correa');
    expect(lines).toContain('LOCATION:El Campito\\; Ezeiza');
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toMatch(
      /^DESCRIPTION:Reserva de María José Ñúñez: 3 personas\.\\nCombi: 2 asientos\./,
    );
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
  });
});
