import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './common';
import { users } from './users';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    fullName: text('full_name').notNull(),
    organization: text('organization'),
    email: text('email').notNull(),
    telephone: text('telephone').notNull(),
    asunto: text('asunto').notNull(),
    consulta: text('consulta').notNull(),
    handled: boolean('handled').notNull().default(false),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key').unique(),
    ...timestamps,
  },
  (t) => [
    index('contact_messages_handled_idx').on(t.handled, t.createdAt),
    /** The admin list's default order. */
    index('contact_messages_created_at_idx').on(t.createdAt),
  ],
);
