import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoDay, longDay, shortDay, shortDayTime } from './dates';

describe('dates in the shelter’s time zone', () => {
  // 02:30 UTC on the 27th is still 23:30 on the 26th in Buenos Aires (UTC−3).
  const lateEvening = new Date('2026-11-27T02:30:00Z');

  it('names the day as a person in Buenos Aires reads it', () => {
    expect(longDay(lateEvening)).toBe('26 de noviembre de 2026');
    expect(longDay('2026-01-01T12:00:00Z')).toBe('1 de enero de 2026');
  });

  it('writes the short day as day/month/year', () => {
    expect(shortDay(lateEvening)).toBe('26/11/2026');
  });

  it('dates a request sent on 27/11 at 22:43 in Buenos Aires on the 27th (issue 34)', () => {
    const sent = '2026-11-28T01:43:00.000Z';
    expect(shortDay(sent)).toBe('27/11/2026');
    expect(shortDayTime(sent)).toBe('27/11/2026, 22:43');
    expect(isoDay(sent)).toBe('2026-11-27');
  });

  it('keeps a calendar day (a date column, a date input) on that day', () => {
    expect(shortDay('2026-11-27')).toBe('27/11/2026');
    expect(longDay('2026-01-01')).toBe('1 de enero de 2026');
    expect(isoDay('2026-03-01')).toBe('2026-03-01');
  });

  // Argentina last moved its clocks in 2009; since then Buenos Aires is UTC−3 all year.
  it('gives every moment the day it is in Buenos Aires, three hours behind UTC', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2010-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (d) => {
          const there = new Date(d.getTime() - 3 * 3600 * 1000).toISOString().slice(0, 10);
          expect(isoDay(d)).toBe(there);
          const [y, m, day] = there.split('-');
          expect(shortDay(d)).toBe(`${Number(day)}/${Number(m)}/${y}`);
        },
      ),
    );
  });
});
