// Donations and sponsorships (docs/product.md §2.3 /colaborar, §5.7 custom amount, §7 payment calls, §9 amounts).
// One rule per provider for the amount, used by the custom-amount fields in the browser, by the page
// action and by POST /mercadopago, /api/mercadopago and /api/paypal/create-order.
import { z } from 'zod';
import { PAYMENT_LIMITS, PAYMENT_MSG } from '../form-texts';
import { AMOUNT_TEXT_RE, DECIMAL_SEPARATOR_RE } from '../patterns';

/** No amount people type is longer; a longer text is refused before any pattern reads it. */
const AMOUNT_TEXT_MAX = 40;

type AmountRule = 'pesos' | 'dollars';

/** The message for an amount that breaks the rule, or null when it is fine. */
function amountProblem(value: number | string, rule: AmountRule): string | null {
  const M = PAYMENT_MSG;
  let amount: number;
  let decimals = 0;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return M.amountRequired;
    if (text.length > AMOUNT_TEXT_MAX) return M.amountNotNumber;
    // Digits with an optional decimal part; "1e5", "12abc" or "$ 5" are not amounts people type.
    const match = AMOUNT_TEXT_RE.exec(text);
    if (!match) return M.amountNotNumber;
    decimals = match[1]?.length ?? 0;
    // In pesos a separator is a typo for thousands ("1.000") or cents: both would charge the wrong sum.
    if (rule === 'pesos' && text.search(DECIMAL_SEPARATOR_RE) !== -1) return M.pesosWhole;
    amount = Number(text.replace(',', '.'));
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
      const amount = typeof value === 'string' ? Number(value.trim().replace(',', '.')) : value;
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
});

/** POST /api/paypal/create-order (docs/product.md §7: monto, nombreDePerro), and the dollars form of /colaborar. */
export const payPalDonationSchema = z.object({
  monto: payPalAmount,
  nombreDePerro: dogNameField,
});
