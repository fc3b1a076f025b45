import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { dogs } from './dogs';

/**
 * Who reported a found dog through the public form (/form) and what they wrote (issue 16). Private:
 * staff see it on the pending dog; no public query reads this table. The finder's text stays here as a
 * note; staff write the dog's public story when they approve it.
 */
export const dogReports = pgTable(
  'dog_reports',
  {
    dogId: uuid('dog_id')
      .primaryKey()
      .references(() => dogs.id, { onDelete: 'cascade' }),
    finderName: text('finder_name').notNull(),
    finderPhone: text('finder_phone').notNull(),
    finderEmail: text('finder_email').notNull(),
    /** What the finder wrote about the dog (the form's "features"). */
    finderNote: text('finder_note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dog_reports_created_at_idx').on(t.createdAt)],
);
