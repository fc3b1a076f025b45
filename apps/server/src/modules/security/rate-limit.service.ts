import { AppError, MSG } from '@campito/core';
import { queryRows, rateLimits } from '@campito/db';
import { sql } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';

export interface RateRule {
  /** What is limited, e.g. "login". */
  name: string;
  max: number;
  windowMs: number;
}

/**
 * Fixed-window counters in the database, so every instance shares them (docs/architecture.md#principles). Limits are
 * multiplied by RATE_LIMIT_MULTIPLIER.
 */
export function createRateLimitService({ db, config }: ServiceDeps) {
  async function hit(rule: RateRule, subject: string): Promise<boolean> {
    const key = `${rule.name}:${subject}`;
    const windowSecs = rule.windowMs / 1000;
    const rows = await queryRows<{ count: number }>(
      db,
      sql`
      insert into ${rateLimits} (key, count, reset_at)
      values (${key}, 1, now() + make_interval(secs => ${windowSecs}))
      on conflict (key) do update set
        count = case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end,
        reset_at = case when ${rateLimits.resetAt} <= now()
          then now() + make_interval(secs => ${windowSecs}) else ${rateLimits.resetAt} end
      returning count`,
    );
    const count = Number(rows[0]?.count ?? 0);
    return count <= Math.ceil(rule.max * config.rateLimitMultiplier);
  }

  return {
    hit,
    /** Counts one attempt for each subject (an IP, an email…); throws a Spanish 429 when any is over. */
    async consume(rule: RateRule, ...subjects: (string | undefined)[]): Promise<void> {
      for (const subject of subjects) {
        if (subject && !(await hit(rule, subject.toLowerCase())))
          throw new AppError(429, MSG.tooManyRequests);
      }
    },
    /** Forgets a subject's count (a successful sign-in clears its address+account failures). */
    async reset(rule: RateRule, subject: string): Promise<void> {
      await db.delete(rateLimits).where(sql`${rateLimits.key} = ${`${rule.name}:${subject.toLowerCase()}`}`);
    },
  };
}

export type RateLimitService = ReturnType<typeof createRateLimitService>;
