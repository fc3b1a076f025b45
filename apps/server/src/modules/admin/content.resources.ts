// Press notes, school/project posts (hard delete) and the single interface record.
import {
  adminInterfaceSchema,
  adminPostSchema,
  adminPostUpdateSchema,
  adminPressSchema,
  adminPressUpdateSchema,
  INTERFACE_ID,
  POST_CATEGORIES,
  PRESS_TYPES,
} from '@campito/core';
import { interfaces, posts, pressNotes } from '@campito/db';
import { eq } from 'drizzle-orm';
import type { ResourceDef } from './resource';

export const pressResource: ResourceDef = {
  name: 'press',
  table: pressNotes,
  id: pressNotes.id,
  sort: {
    media: pressNotes.media,
    type: pressNotes.type,
    title: pressNotes.title,
    date: pressNotes.date,
    createdAt: pressNotes.createdAt,
  },
  defaultSort: { field: 'date', order: 'DESC' },
  filters: {
    media: { kind: 'contains', column: pressNotes.media },
    type: { kind: 'eq', column: pressNotes.type, values: PRESS_TYPES },
    title: { kind: 'contains', column: pressNotes.title },
  },
  search: [pressNotes.title, pressNotes.media, pressNotes.description],
  create: { schema: adminPressSchema },
  update: { schema: adminPressUpdateSchema },
  remove: { mode: 'hard' },
};

/** "Educación & Conciencia": the school project, workshops, talks and trainings. */
export const escolarResource: ResourceDef = {
  name: 'escolar',
  table: posts,
  id: posts.id,
  sort: { title: posts.title, category: posts.category, date: posts.date, createdAt: posts.createdAt },
  defaultSort: { field: 'date', order: 'DESC' },
  filters: {
    title: { kind: 'contains', column: posts.title },
    category: { kind: 'eq', column: posts.category, values: POST_CATEGORIES },
  },
  search: [posts.title, posts.description],
  create: { schema: adminPostSchema },
  update: { schema: adminPostUpdateSchema },
  remove: { mode: 'hard' },
};

/** The one record of site texts and images (fixed id); it can be edited, never created or deleted. */
export const interfacesResource: ResourceDef = {
  name: 'interfaces',
  table: interfaces,
  id: interfaces.id,
  sort: { updatedAt: interfaces.updatedAt },
  defaultSort: { field: 'id', order: 'ASC' },
  filters: {},
  search: [],
  update: { schema: adminInterfaceSchema },
  // A site installed without demo content has no record yet: the first visit to the editor creates it.
  // Looked up first: even an INSERT that changes nothing fires the change trigger (answer cache).
  ensure: async (db) => {
    const [row] = await db
      .select({ id: interfaces.id })
      .from(interfaces)
      .where(eq(interfaces.id, INTERFACE_ID));
    if (!row) await db.insert(interfaces).values({ id: INTERFACE_ID }).onConflictDoNothing();
  },
};
