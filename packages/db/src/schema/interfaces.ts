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
  /** Monthly debit (subscription) pages on /colaborar, edited by staff; hidden when empty. */
  debitMercadoPagoUrl: text('debit_mercadopago_url').notNull().default(''),
  debitOtherUrl: text('debit_other_url').notNull().default(''),
  /** Name of the other monthly-debit provider as the link shows it (e.g. "Donar Online"). */
  debitOtherLabel: text('debit_other_label').notNull().default(''),
  /** "Other ways to help" on /colaborar (transfer details, in-kind needs); paragraphs split by a blank line. */
  otherWaysText: text('other_ways_text').notNull().default(''),
  ...timestamps,
});
