import type { ImageRef } from '@campito/core';
import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './common';

/** The single record of site texts and images; its id is INTERFACE_ID (SPEC §3). */
export const interfaces = pgTable('interfaces', {
  id: uuid('id').primaryKey(),
  slider: jsonb('slider').$type<ImageRef[]>().notNull().default(sql`'[]'::jsonb`),
  colaboraText: text('colabora_text').notNull().default(''),
  imgNosotros: jsonb('img_nosotros').$type<ImageRef | null>(),
  visitasText: text('visitas_text').notNull().default(''),
  escolarText: text('escolar_text').notNull().default(''),
  voluntarioText: text('voluntario_text').notNull().default(''),
  imgVoluntarios: jsonb('img_voluntarios').$type<ImageRef | null>(),
  ...timestamps,
});
