// The yearly donation certificate (issue 36). A donor with a verified email asks for a year's certificate
// in «Mis aportes»; staff issue one for any donor from the panel. It lists every confirmed gift of that
// year made through a bank or an electronic means (not cash: `otro`), with the total per currency, and is
// stored as issued with a code that /certificados/{code} confirms. Each January every donor with gifts
// the year before gets a mail with the link (`noticeRound`, certificates.worker.ts).
import { createHash, randomInt } from 'node:crypto';
import {
  AppError,
  CERTIFICATE_CODE_RE,
  CERTIFICATE_MSG,
  type CertificateRequest,
  hasStaffRole,
  isoDay,
  MSG,
  shelterDateTime,
} from '@campito/core';
import {
  type CertificateGift,
  type CertificateTotal,
  certificateNotices,
  contributions,
  donationCertificates,
  users,
} from '@campito/db';
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, lt, notExists, sql } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';
import { enqueueMail } from '../mail/outbox';
import { greeting, renderMail } from '../mail/templates';
import { METHOD_NAMES, paymentReference, SHELTER_NAME } from '../payments/receipts';
import type { createSiteService } from '../site/site.service';
import { renderCertificatePdf } from './certificate-pdf';

/** Gifts that went through a bank or a payment provider: what Ganancias lets a donor deduct. */
const BANKED_METHODS = ['mercadopago', 'paypal', 'transferencia', 'donaronline', 'cafecito'] as const;

/** How many donors one January round mails; the next round goes on. */
const NOTICE_BATCH = 200;

/** 32 letters and digits that cannot be mistaken for each other (no 0/O, no 1/I). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A certificate's verification code (donations and, issue 38, volunteer hours): «K7QD-2M9P-XR4T». */
export const newCode = () =>
  [0, 1, 2]
    .map(() => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(''))
    .join('-');

/** A year in Buenos Aires: from its first midnight there to the next year's. */
const yearStart = (year: number) => shelterDateTime(`${year}-01-01T00:00`)!;
const yearBounds = (year: number) => [yearStart(year), yearStart(year + 1)];
const shelterYear = (date: Date) => Number(isoDay(date).slice(0, 4));

const byEmail = (email: string) => eq(sql`lower(${contributions.email})`, email.toLowerCase());
const bankedAndPaid = and(
  eq(contributions.status, 'paid'),
  inArray(contributions.method, [...BANKED_METHODS]),
);

function totalsOf(gifts: CertificateGift[]): CertificateTotal[] {
  const totals = new Map<CertificateGift['currency'], CertificateTotal>();
  for (const gift of gifts) {
    const entry = totals.get(gift.currency) ?? { currency: gift.currency, total: 0, gifts: 0 };
    entry.total = Math.round((entry.total + gift.total) * 100) / 100;
    entry.gifts += 1;
    totals.set(gift.currency, entry);
  }
  return [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

/** Who asks for a certificate: their verified email is whose gifts they may certify; staff any. */
export interface CertificateViewer {
  id: string;
  email: string;
  verified: boolean;
  staff: boolean;
  name: string;
}

export function createCertificatesService(
  { db, config, mail }: ServiceDeps,
  { site }: { site: Pick<ReturnType<typeof createSiteService>, 'getSettings'> },
) {
  async function giftsOf(email: string, year: number): Promise<CertificateGift[]> {
    const [from, to] = yearBounds(year);
    const rows = await db
      .select({
        id: contributions.id,
        date: contributions.date,
        total: contributions.total,
        currency: contributions.currency,
        method: contributions.method,
        providerPaymentId: contributions.providerPaymentId,
      })
      .from(contributions)
      .where(and(byEmail(email), bankedAndPaid, gte(contributions.date, from), lt(contributions.date, to)))
      .orderBy(asc(contributions.date), asc(contributions.id));
    return rows.map((row) => ({
      date: row.date.toISOString(),
      total: row.total,
      currency: row.currency,
      method: METHOD_NAMES[row.method],
      reference: paymentReference(row),
    }));
  }

  async function viewerOf(userId: string): Promise<CertificateViewer | null> {
    const [user] = await db
      .select({
        email: users.email,
        name: users.name,
        verifiedAt: users.emailVerifiedAt,
        roles: users.roles,
        isDelete: users.isDelete,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!user || user.isDelete) return null;
    return {
      id: userId,
      email: user.email.toLowerCase(),
      verified: Boolean(user.verifiedAt),
      staff: hasStaffRole(user.roles),
      name: user.name,
    };
  }

  return {
    viewerOf,

    /** The years a verified email has certifiable gifts in, newest first. */
    async yearsOf(email: string): Promise<number[]> {
      const rows = await db
        .select({ date: contributions.date })
        .from(contributions)
        .where(and(byEmail(email), bankedAndPaid))
        .orderBy(desc(contributions.date))
        .limit(5000);
      return [...new Set(rows.map((r) => shelterYear(r.date)))];
    },

    /**
     * Issues (or finds again) the certificate of `email`'s gifts of a year. A donor asks for their own
     * verified email; only staff name another. Same donor, number and gifts: the same certificate.
     */
    async issue(viewer: CertificateViewer, request: CertificateRequest & { email?: string }) {
      const email = (request.email ?? viewer.email).trim().toLowerCase();
      if (request.email && !viewer.staff) throw new AppError(403, MSG.noAccess);
      if (!viewer.staff && !viewer.verified) throw new AppError(403, CERTIFICATE_MSG.verifyEmail);
      const gifts = await giftsOf(email, request.year);
      if (gifts.length === 0) throw new AppError(404, CERTIFICATE_MSG.noGifts);
      const content = { email, year: request.year, name: request.name, taxId: request.taxId, gifts };
      const contentHash = createHash('sha256').update(JSON.stringify(content)).digest('hex');
      for (let attempt = 0; attempt < 3; attempt++) {
        const [existing] = await db
          .select({ code: donationCertificates.code })
          .from(donationCertificates)
          .where(eq(donationCertificates.contentHash, contentHash));
        if (existing) return { code: existing.code };
        const [created] = await db
          .insert(donationCertificates)
          .values({
            code: newCode(),
            email,
            year: request.year,
            donorName: request.name,
            donorTaxId: request.taxId,
            gifts,
            totals: totalsOf(gifts),
            contentHash,
            issuedBy: viewer.staff && request.email ? viewer.id : null,
          })
          .onConflictDoNothing()
          .returning({ code: donationCertificates.code });
        if (created) return { code: created.code };
      }
      throw new Error('no certificate code was free after three tries');
    },

    /** The PDF of a certificate, for its donor (verified) or staff; null for anyone else or no such code. */
    async pdf(code: string, viewer: CertificateViewer): Promise<{ bytes: Buffer; year: number } | null> {
      if (!CERTIFICATE_CODE_RE.test(code)) return null;
      const [row] = await db.select().from(donationCertificates).where(eq(donationCertificates.code, code));
      if (!row) return null;
      if (!viewer.staff && !(viewer.verified && viewer.email === row.email)) return null;
      const settings = await site.getSettings();
      const bytes = await renderCertificatePdf({
        code: row.code,
        year: row.year,
        donorName: row.donorName,
        donorTaxId: row.donorTaxId,
        gifts: row.gifts,
        totals: row.totals,
        issuedAt: row.issuedAt,
        shelter: {
          name: settings.bank.holder || SHELTER_NAME,
          cuit: settings.bank.cuit,
          address: settings.contact.address,
          taxStatus: settings.taxStatus,
        },
        verifyUrl: `${config.publicUrl}/certificados/${row.code}`,
      });
      return { bytes, year: row.year };
    },

    /**
     * What /certificados/{code} tells anyone holding the code: that it exists, its year, totals and date,
     * whose it is only by initials and the last digits of the number, and whether a newer one replaced it.
     */
    async verify(code: string) {
      const normalized = code.trim().toUpperCase();
      if (!CERTIFICATE_CODE_RE.test(normalized)) return null;
      const [row] = await db
        .select()
        .from(donationCertificates)
        .where(eq(donationCertificates.code, normalized));
      if (!row) return null;
      const [newer] = await db
        .select({ code: donationCertificates.code })
        .from(donationCertificates)
        .where(
          and(
            eq(donationCertificates.email, row.email),
            eq(donationCertificates.year, row.year),
            gt(donationCertificates.issuedAt, row.issuedAt),
          ),
        )
        .limit(1);
      return {
        kind: 'donaciones' as const,
        code: row.code,
        year: row.year,
        issuedAt: row.issuedAt,
        totals: row.totals,
        initials: initialsOf(row.donorName),
        taxIdEnd: row.donorTaxId ? row.donorTaxId.slice(-3) : '',
        replaced: Boolean(newer),
      };
    },

    /**
     * In January, mails each donor with certifiable gifts the year before, once, where to download the
     * certificate. Outside January it does nothing. `now` is the caller's clock.
     */
    async noticeRound(now: Date): Promise<{ mailed: number }> {
      const [thisYear, month] = isoDay(now).split('-').map(Number) as [number, number];
      if (month !== 1) return { mailed: 0 };
      const year = thisYear - 1;
      const [from, to] = yearBounds(year);
      // Qualified by hand: in a one-table select Drizzle leaves column names bare, and inside the subquery
      // a bare "email" would be the notice's own.
      const lowerEmail = sql<string>`lower("contributions"."email")`;
      const donors = await db
        .select({ email: lowerEmail, name: sql<string | null>`max(${contributions.name})` })
        .from(contributions)
        .where(
          and(
            bankedAndPaid,
            isNotNull(contributions.email),
            gte(contributions.date, from),
            lt(contributions.date, to),
            notExists(
              db
                .select({ one: sql`1` })
                .from(certificateNotices)
                .where(and(eq(certificateNotices.email, lowerEmail), eq(certificateNotices.year, year))),
            ),
          ),
        )
        .groupBy(lowerEmail)
        .limit(NOTICE_BATCH);
      let mailed = 0;
      for (const donor of donors) {
        await db.transaction(async (tx) => {
          const [noted] = await tx
            .insert(certificateNotices)
            .values({ email: donor.email, year, sentAt: now })
            .onConflictDoNothing()
            .returning({ email: certificateNotices.email });
          if (!noted) return;
          await enqueueMail(tx, [noticeMail(donor, year, config.publicUrl)]);
          mailed += 1;
        });
      }
      if (mailed) mail.wake();
      return { mailed };
    },
  };
}

/** "María Laura Gómez" → "M. L. G.": whose a certificate is, to anyone holding its code. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${word[0]!.toUpperCase()}.`)
    .join(' ');

function noticeMail(donor: { email: string; name: string | null }, year: number, publicUrl: string) {
  const subject = `Tu certificado de donaciones ${year}`;
  return {
    to: donor.email,
    subject,
    ...renderMail({
      title: subject,
      paragraphs: [
        greeting(donor.name),
        `¡Gracias por acompañar a los perros de El Campito en ${year}! Ya podés descargar el certificado de tus donaciones de ese año, con el detalle y el total, por si lo necesitás para tu declaración de Ganancias.`,
        'Entrá con este email a tu perfil del sitio (si todavía no tenés cuenta, registrate con este mismo email y confirmalo).',
      ],
      link: { href: `${publicUrl}/mis-aportes/certificado?anio=${year}`, label: 'Descargar mi certificado' },
    }),
  };
}

export type CertificatesService = ReturnType<typeof createCertificatesService>;
