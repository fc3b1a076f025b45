import type { ImageRef } from '@campito/core';
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './common';

/** The single record of site texts and images; its id is INTERFACE_ID (docs/product.md §3). */
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
  // The shelter's own data, edited in the admin's "Sitio" (core's siteSettingsSchema): an empty text
  // hides its element on the site.
  contactEmail: text('contact_email').notNull().default(''),
  /** As written for people to read ("+54 9 11 5555-0123"). */
  contactPhone: text('contact_phone').notNull().default(''),
  /** Digits in international form, as https://wa.me/ takes them. */
  whatsappNumber: text('whatsapp_number').notNull().default(''),
  address: text('address').notNull().default(''),
  mapUrl: text('map_url').notNull().default(''),
  instagramUrl: text('instagram_url').notNull().default(''),
  facebookUrl: text('facebook_url').notNull().default(''),
  youtubeUrl: text('youtube_url').notNull().default(''),
  tiktokUrl: text('tiktok_url').notNull().default(''),
  /** Bank transfers: CBU or CVU (22 digits), alias, account holder and CUIT (11 digits). */
  bankCbu: text('bank_cbu').notNull().default(''),
  bankAlias: text('bank_alias').notNull().default(''),
  bankHolder: text('bank_holder').notNull().default(''),
  bankCuit: text('bank_cuit').notNull().default(''),
  /**
   * What the yearly donation certificate says of the shelter's standing with ARCA (issue 36), as staff
   * declare it; empty: the certificate says deductibility depends on the entity's registration.
   */
  taxStatus: text('tax_status').notNull().default(''),
  /** The yearly increase suggested to monthly donors in pesos, in percent (issue 36); 0: none. */
  monthlyIncreasePercent: integer('monthly_increase_percent').notNull().default(0),
  /**
   * Issue 37: the follow-ups after a delivery, in days after it; empty: none; null: core's
   * DEFAULT_FOLLOWUP_DAYS (no column default: drizzle-kit cannot compare an array's default).
   */
  followupDays: integer('followup_days').array(),
  /** Issue 37: days an answer's unpublished photos are kept. */
  followupPhotoDays: integer('followup_photo_days').notNull().default(180),
  /** docs/product.md §2.3: visits are suspended for now; /visitas shows the notice only while this is true. */
  visitsSuspended: boolean('visits_suspended').notNull().default(true),
  visitsNotice: text('visits_notice').notNull().default(''),
  /** An urgent notice at the top of the home page, with an optional link; hidden when empty. */
  homeBannerText: text('home_banner_text').notNull().default(''),
  homeBannerUrl: text('home_banner_url').notNull().default(''),
  /** /impacto: what typical amounts buy, one per line ("$ 5.000: …"), written by staff (issue 18). */
  impactText: text('impact_text').notNull().default(''),
  ...timestamps,
});
