import { describe, expect, it } from 'vitest';
import { longDay, shortDay } from './dates';

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
});
