import type { ImageRef } from '@campito/core';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { foldedSql } from '../search';
import { id, timestamps } from './common';
import { dogAge, dogGender, dogMobility, dogSize } from './enums';
import { users } from './users';

export const dogs = pgTable(
  'dogs',
  {
    id: id(),
    name: text('name').notNull(),
    gender: dogGender('gender').notNull(),
    age: dogAge('age').notNull(),
    size: dogSize('size').notNull(),
    race: text('race').notNull(),
    images: jsonb('images').$type<ImageRef[]>().notNull().default(sql`'[]'::jsonb`),
    features: text('features').notNull().default(''),
    // No column default: drizzle-kit cannot round-trip an empty-array default; services always set it.
    references: text('references').array().notNull(),
    isSponsored: boolean('is_sponsored').notNull().default(false),
    /** How the dog gets about (core's DOG_MOBILITIES); anything but "camina" is a dog that cannot walk. */
    mobility: dogMobility('mobility').notNull().default('camina'),
    /** Its daily care in plain words, for the people who might adopt it (empty: nothing special). */
    careNeeds: text('care_needs').notNull().default(''),
    /** What its care costs a month, in whole pesos (null: not set). Sponsorship meters read it. */
    monthlyCareCost: integer('monthly_care_cost'),
    /** Staff flag: shown among "Urgentes" on the home page. */
    isUrgent: boolean('is_urgent').notNull().default(false),
    /**
     * Living in a foster home now: mirrors "has an open foster placement" (written with the placement, in
     * its transaction), so the catalog shows and filters «En tránsito» without a join. Where stays private.
     */
    inFoster: boolean('in_foster').notNull().default(false),
    /**
     * When the dog first appeared in the catalog: created by staff, or approved from a visitor's report.
     * "Recién llegados" sorts on it and new-dog alerts look for dogs published since their last mail.
     */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /**
     * When staff approved an adoption request for this dog: it leaves the catalog and its page says it
     * already has a family ("Ya tiene familia"). Reopening that request clears it.
     */
    adoptedAt: timestamp('adopted_at', { withTimezone: true }),
    toAdopt: boolean('to_adopt').notNull().default(true),
    /** "Dar de baja": the dog is no longer listed (docs/product.md §4). */
    isDelete: boolean('is_delete').notNull().default(false),
    /** When it was given "Dar de baja" (statistics: removals per month). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    video: text('video'),
    /** Sent through the public add-dog form by a non-staff visitor: hidden until staff approve it. */
    isPending: boolean('is_pending').notNull().default(false),
    submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('dogs_active_idx').on(t.isDelete, t.isPending, t.createdAt),
    index('dogs_gender_idx').on(t.gender),
    index('dogs_age_idx').on(t.age),
    index('dogs_size_idx').on(t.size),
    index('dogs_name_idx').on(t.name),
    /**
     * The public list (listed dogs, newest first, id breaking ties; read backwards) with every column its
     * filters test, so a page and its count are index-only scans. The trailing columns only filter.
     */
    index('dogs_listed_idx')
      .on(t.createdAt, t.id, t.gender, t.age, t.size, t.references)
      .where(sql`${t.isDelete} = false and ${t.isPending} = false and ${t.adoptedAt} is null`),
    /** Every dog by arrival (the admin list's default order; statistics of dogs added, with isPending). */
    index('dogs_created_at_idx').on(t.createdAt, t.isPending),
    /** Dogs published since an alert's last mail; "recién llegados". */
    index('dogs_published_at_idx').on(t.publishedAt),
    /** Statistics of dogs given "Dar de baja" per month and year. */
    index('dogs_deleted_at_idx').on(t.deletedAt).where(sql`${t.isDelete} = true`),
    /**
     * A dog by name whatever its case and accents (/colaborar/{dogName}, payments and adoption requests
     * that name their dog): the expression `equalsFolded` compares (../search.ts).
     */
    index('dogs_folded_name_idx').on(foldedSql(t.name)),
  ],
);
