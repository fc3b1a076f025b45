// Privacy (issue 36): a «Llevo» promise holds a person's name, email and phone. Housekeeping blanks them
// VISITS_KEEP_DAYS (default 90) after the promised day; what stays — item, quantity, day, place, whether it
// arrived — names no one and keeps the counts. Not audited: an entry would carry the values removed.

import { isoDay } from '@campito/core';
import { type Db, needPledges } from '@campito/db';
import { and, isNull, lt } from 'drizzle-orm';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function anonymizeNeedPledges(db: Db, now: Date, keepDays: number): Promise<number> {
  const cutoff = isoDay(now.getTime() - keepDays * DAY_MS);
  const gone = await db
    .update(needPledges)
    .set({ name: '', email: null, phone: null, anonymizedAt: now, updatedAt: now })
    .where(and(isNull(needPledges.anonymizedAt), lt(needPledges.bringOn, cutoff)))
    .returning({ id: needPledges.id });
  return gone.length;
}
