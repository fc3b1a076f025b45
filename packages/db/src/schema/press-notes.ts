import { date, index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './common';
import { pressType } from './enums';

export const pressNotes = pgTable(
  'press_notes',
  {
    id: id(),
    media: text('media').notNull(),
    type: pressType('type').notNull(),
    link: text('link'),
    date: date('date', { mode: 'string' }).notNull(),
    title: text('title'),
    description: text('description'),
    img: text('img'),
    favicon: text('favicon'),
    ...timestamps,
  },
  (t) => [index('press_notes_type_date_idx').on(t.type, t.date)],
);
