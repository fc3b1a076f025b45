// The donor's receipt (issue 18): every contribution that becomes paid — a payment the provider verified,
// a month of a subscription, a transfer staff confirmed — queues one Spanish mail (plain text and HTML)
// through the outbox, in the same transaction that records it. `receipt_sent_at` makes it once.
import { type CONTRIBUTION_TYPES, formatAmount, INTERFACE_ID, longDay, PROVIDER_NAMES } from '@campito/core';
import { contributions, type DbOrTx, interfaces } from '@campito/db';
import { and, eq, isNull } from 'drizzle-orm';
import { enqueueMail, type MailMessage } from '../mail/outbox';
import { greeting, homeLink, renderMail } from '../mail/templates';
import type { ContributionRow } from './ledger';

/** Shown on receipts as the shelter's name; the CUIT comes from the site settings ("Sitio"). */
export const SHELTER_NAME = 'El Campito — Refugio de perros';

/** How receipts and the yearly certificate name a payment method. */
export const METHOD_NAMES: Record<ContributionRow['method'], string> = {
  ...PROVIDER_NAMES,
  transferencia: 'Transferencia bancaria',
  donaronline: 'DonarOnline',
  cafecito: 'Cafecito',
  otro: 'Otro medio',
};

const TYPE_NAMES: Record<(typeof CONTRIBUTION_TYPES)[number], string> = {
  donación: 'Donación',
  sponsoreo: 'Aporte',
  padrinazgo: 'Padrinazgo',
};

/** The provider's payment id, or ours for a transfer a donor told us about ("aviso:…") or one staff entered. */
export const paymentReference = (row: Pick<ContributionRow, 'id' | 'providerPaymentId'>) =>
  row.providerPaymentId && !row.providerPaymentId.startsWith('aviso:') ? row.providerPaymentId : row.id;

/** The receipt of one paid contribution, to its donor (transfers.test.ts reads what it sends). */
function receiptMail(
  row: ContributionRow,
  shelter: { cuit: string; publicUrl: string },
  manageUrl: string | undefined,
): MailMessage {
  const amount = formatAmount(row.total, row.currency);
  const day = longDay(row.date);
  const what = row.dogName ? `${TYPE_NAMES[row.type]} de ${row.dogName}` : TYPE_NAMES[row.type];
  const { text, html } = renderMail({
    title: `Recibo de tu aporte de ${amount}`,
    paragraphs: [
      greeting(row.name),
      row.dogName
        ? `¡Gracias! Tu aporte llegó y ya es parte de los cuidados de ${row.dogName} en el refugio.`
        : '¡Gracias! Tu aporte llegó y ya es alimento, remedios y atención para los perros del refugio.',
      'Guardá este correo como comprobante.',
    ],
    rows: [
      ['Concepto', what],
      ['Monto', amount],
      ['Moneda', row.currency === 'ARS' ? 'Pesos argentinos (ARS)' : 'Dólares estadounidenses (USD)'],
      ['Fecha', day],
      ['Medio de pago', METHOD_NAMES[row.method]],
      ['Referencia', paymentReference(row)],
      ['Recibió', SHELTER_NAME],
      ...(shelter.cuit ? ([['CUIT', shelter.cuit]] as [string, string][]) : []),
    ],
    link: homeLink(shelter.publicUrl),
    // A month of a monthly plan: the signed link to change, pause or end it (issue 36).
    ...(manageUrl && {
      footer: {
        text: 'Es parte de tu aporte mensual. Para cambiarlo, pausarlo o terminarlo:',
        href: manageUrl,
        label: 'Administrar mi aporte',
      },
    }),
  });
  return { to: row.email!, subject: `Recibo de tu aporte a El Campito (${amount})`, text, html };
}

/**
 * Queues the receipt of a contribution that just became paid, inside the caller's transaction, once: a
 * contribution without an email (a hand-entered cash gift) or already receipted gets none. Returns whether
 * a mail was queued, so the caller wakes the mail worker after its commit.
 */
export async function queueReceipt(
  tx: DbOrTx,
  row: ContributionRow,
  publicUrl: string,
  manageUrl?: (planId: string) => string,
): Promise<boolean> {
  if (row.status !== 'paid' || !row.email || row.receiptSentAt) return false;
  const [marked] = await tx
    .update(contributions)
    .set({ receiptSentAt: new Date() })
    .where(and(eq(contributions.id, row.id), isNull(contributions.receiptSentAt)))
    .returning({ id: contributions.id });
  if (!marked) return false;
  const [site] = await tx
    .select({ cuit: interfaces.bankCuit })
    .from(interfaces)
    .where(eq(interfaces.id, INTERFACE_ID));
  const manage = row.subscriptionId && manageUrl ? manageUrl(row.subscriptionId) : undefined;
  await enqueueMail(tx, [receiptMail(row, { cuit: site?.cuit.trim() ?? '', publicUrl }, manage)]);
  return true;
}
