import { date, index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './common';
import { postCategory } from './enums';

/** School / project posts ("Educación & Conciencia"). */
export const posts = pgTable(
  'posts',
  {
    id: id(),
    category: postCategory('category').notNull(),
    link: text('link'),
    date: date('date', { mode: 'string' }).notNull(),
    title: text('title'),
    description: text('description'),
    img: text('img'),
    ...timestamps,
  },
  (t) => [index('posts_category_date_idx').on(t.category, t.date)],
);
