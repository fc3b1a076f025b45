// Donations and sponsorships (docs/product.md §2.3 /colaborar, §5.7 custom amount, §7 payment calls, §9 amounts).
// One rule per provider for the amount, used by the custom-amount fields in the browser, by the page
// action and by POST /mercadopago, /api/mercadopago and /api/paypal/create-order.
import { z } from 'zod';
import { AMOUNT_TEXT_RE, GROUPED_AMOUNT_RE, THOUSANDS_DOT_RE } from '../patterns';
import { PAYMENT_LIMITS, PAYMENT_MSG } from '../payment-texts';
import { campaignGiftFields } from './campaigns';

/** No amount people type is longer; a longer text is refused before any pattern reads it. */
const AMOUNT_TEXT_MAX = 40;

type AmountRule = 'pesos' | 'dollars';

/**
 * An amount as typed, the Argentine way or not: a dot between groups of three digits separates thousands
 * («15.000», «1.500.000», «2.500,50»); otherwise a comma or a dot before the decimals («10,50», «10.50»).
 * The number and how many decimals were typed; null for what is not an amount ("1e5", "12abc", "$ 5").
 */
function typedAmount(text: string): { amount: number; decimals: number } | null {
  const grouped = GROUPED_AMOUNT_RE.exec(text);
  if (grouped) {
    return {
      amount: Number(text.replace(THOUSANDS_DOT_RE, '').replace(',', '.')),
      decimals: grouped[1]?.length ?? 0,
    };
  }
  const plain = AMOUNT_TEXT_RE.exec(text);
  if (!plain) return null;
  return { amount: Number(text.replace(',', '.')), decimals: plain[1]?.length ?? 0 };
}

/** The message for an amount that breaks the rule, or null when it is fine. */
function amountProblem(value: number | string, rule: AmountRule): string | null {
  const M = PAYMENT_MSG;
  let amount: number;
  let decimals = 0;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return M.amountRequired;
    if (text.length > AMOUNT_TEXT_MAX) return M.amountNotNumber;
    const typed = typedAmount(text);
    if (!typed) return M.amountNotNumber;
    ({ amount, decimals } = typed);
    // Pesos are whole: cents typed («1500,50», «100.5») would charge another sum.
    if (rule === 'pesos' && decimals > 0) return M.pesosWhole;
  } else {
    if (!Number.isFinite(value)) return M.amountNotNumber;
    amount = value;
    decimals = Number.isInteger(value) ? 0 : Math.abs(value * 100 - Math.round(value * 100)) < 1e-6 ? 2 : 3;
  }
  if (rule === 'pesos') {
    if (!Number.isInteger(amount)) return M.pesosWhole;
    if (amount < PAYMENT_LIMITS.mercadopago.min) return M.pesosMin;
    if (amount > PAYMENT_LIMITS.mercadopago.max) return M.pesosMax;
    return null;
  }
  if (amount < PAYMENT_LIMITS.paypal.min) return M.dollarsMin;
  if (amount > PAYMENT_LIMITS.paypal.max) return M.dollarsMax;
  if (decimals > 2) return M.dollarsCents;
  return null;
}

/** A number, or the text of a form field, that must be a valid amount under `rule`; parses to a number. */
const amountField = (rule: AmountRule) =>
  z
    .union([z.number(), z.string()], {
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? PAYMENT_MSG.amountRequired
          : PAYMENT_MSG.amountNotNumber,
    })
    .transform((value, ctx) => {
      const problem = amountProblem(value, rule);
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      const amount = typeof value === 'string' ? (typedAmount(value.trim())?.amount ?? Number.NaN) : value;
      // Dollars keep cents exactly (10.1 → 10.1, never 10.099999).
      return Math.round(amount * 100) / 100;
    });

/** Pesos for MercadoPago: a whole number from 1 to 2.000.000, no cents. */
export const mercadoPagoAmount = amountField('pesos');
/** Dollars for PayPal: from 1 to 10.000, at most two decimals. */
export const payPalAmount = amountField('dollars');

/** "" means no dog; otherwise a dog's name as it appears in /colaborar/{dogName}. */
export const dogNameField = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .string({ error: PAYMENT_MSG.dogName })
    .trim()
    .min(1, PAYMENT_MSG.dogName)
    .max(100, PAYMENT_MSG.dogName)
    .optional(),
);

/** POST /mercadopago and /api/mercadopago (docs/product.md §7: title, unit_price), and the pesos form of /colaborar. */
export const mercadoPagoDonationSchema = z.object({
  /** The payload carries a title (docs/product.md §7); the item title we send is ours (see the payments service). */
  title: z.string({ error: PAYMENT_MSG.title }).max(200, PAYMENT_MSG.title).optional(),
  unit_price: mercadoPagoAmount,
  nombreDePerro: dogNameField,
  ...campaignGiftFields,
});

/** POST /api/paypal/create-order (docs/product.md §7: monto, nombreDePerro), and the dollars form of /colaborar. */
export const payPalDonationSchema = z.object({
  monto: payPalAmount,
  nombreDePerro: dogNameField,
  ...campaignGiftFields,
});
