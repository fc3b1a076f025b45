import type { Role } from '@campito/core';
import { boolean, date, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './common';

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    phone: text('phone'),
    birthday: date('birthday', { mode: 'string' }),
    /** argon2id hash; null for identities that sign in only through OpenID Connect. */
    passwordHash: text('password_hash'),
    roles: text('roles').array().$type<Role[]>().notNull().default(['public']),
    image: text('image'),
    isDelete: boolean('is_delete').notNull().default(false),
    oidcIssuer: text('oidc_issuer'),
    oidcSubject: text('oidc_subject'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_oidc_key').on(t.oidcIssuer, t.oidcSubject),
    index('users_is_delete_idx').on(t.isDelete),
  ],
);
