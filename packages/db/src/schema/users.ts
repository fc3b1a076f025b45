import type { Role } from '@campito/core';
import { boolean, date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /**
     * When the person proved the email is theirs (the mailed link, a password reset through the mail, or
     * Google saying `email_verified`); null until then. Applications sent with the email are shown to
     * the account only once it is set.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_oidc_key').on(t.oidcIssuer, t.oidcSubject),
    index('users_is_delete_idx').on(t.isDelete),
    /** The admin list's default order. */
    index('users_created_at_idx').on(t.createdAt),
    /** The admin list sorted by name (its order is name, then id): a page without sorting every user. */
    index('users_name_idx').on(t.name, t.id),
    /** Who has a role (the admin filter: staff, volunteers…). */
    index('users_roles_idx').using('gin', t.roles),
  ],
);
