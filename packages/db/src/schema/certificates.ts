import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id } from './common';
import { users } from './users';

/** One gift as a certificate lists it. */
export interface CertificateGift {
  /** ISO date and time of the gift. */
  date: string;
  total: number;
  currency: 'ARS' | 'USD';
  /** As receipts name it ("Mercado Pago", "Transferencia bancaria"). */
  method: string;
  reference: string;
}

/** A certificate's total in one currency. */
export interface CertificateTotal {
  currency: 'ARS' | 'USD';
  total: number;
  gifts: number;
}

/**
 * A yearly donation certificate as issued (issue 36): what it certified, so that /certificados/{code}
 * confirms it years later even if the records change. The same donor, year and gifts give the same
 * certificate again; a different set (a transfer confirmed later) gives a new one with its own code.
 */
export const donationCertificates = pgTable(
  'donation_certificates',
  {
    id: id(),
    /** What people type to verify it ("K7QD-2M9P-XR4T"). */
    code: text('code').notNull(),
    /** The donor's email, lower case: whose gifts it sums. */
    email: text('email').notNull(),
    year: integer('year').notNull(),
    donorName: text('donor_name').notNull(),
    /** CUIT/CUIL or DNI digits, '' when the donor left it out. */
    donorTaxId: text('donor_tax_id').notNull().default(''),
    /** The gifts it lists, as listed: the PDF is drawn again from these. */
    gifts: jsonb('gifts').$type<CertificateGift[]>().notNull(),
    totals: jsonb('totals').$type<CertificateTotal[]>().notNull(),
    /** sha256 of the name, number and gifts listed: the same content is the same certificate. */
    contentHash: text('content_hash').notNull(),
    /** Staff who issued it from the panel; null when the donor downloaded it. */
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('donation_certificates_code_key').on(t.code),
    uniqueIndex('donation_certificates_content_key').on(t.contentHash),
    index('donation_certificates_email_idx').on(t.email, t.year),
  ],
);

/** Each January's mail about the previous year's certificate: one per donor and year. */
export const certificateNotices = pgTable(
  'certificate_notices',
  {
    email: text('email').notNull(),
    year: integer('year').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('certificate_notices_key').on(t.email, t.year)],
);

/** One attended shift as a certificate of hours lists it. */
export interface CertifiedShift {
  /** ISO date and time the shift began. */
  startsAt: string;
  /** Core's SHIFT_TASKS label, as printed. */
  task: string;
  minutes: number;
}

/**
 * A volunteer's certificate of hours as issued (issue 38, item 5): the attended shifts it lists and their
 * total, so /certificados/{code} confirms it later whatever the records do. The same volunteer, name, DNI
 * and shifts give the same certificate again.
 */
export const hoursCertificates = pgTable(
  'hours_certificates',
  {
    id: id(),
    code: text('code').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    volunteerName: text('volunteer_name').notNull(),
    /** DNI digits, '' when the volunteer left it out. */
    volunteerDni: text('volunteer_dni').notNull().default(''),
    shifts: jsonb('shifts').$type<CertifiedShift[]>().notNull(),
    totalMinutes: integer('total_minutes').notNull(),
    contentHash: text('content_hash').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('hours_certificates_code_key').on(t.code),
    uniqueIndex('hours_certificates_content_key').on(t.contentHash),
    index('hours_certificates_user_idx').on(t.userId),
  ],
);
