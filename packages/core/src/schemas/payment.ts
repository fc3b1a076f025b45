// Donations and sponsorships (SPEC §2 /colaborar, §5 custom amount, §7 payment calls, §9 amounts).
// One rule per provider for the amount, used by the custom-amount fields in the browser, by the page
// action and by POST /mercadopago, /api/mercadopago and /api/paypal/create-order.
import { z } from 'zod';

/** Whole pesos for MercadoPago; dollars with at most two decimals for PayPal. Maximums stop typos. */
export const PAYMENT_LIMITS = {
  mercadopago: { min: 1, max: 2_000_000 },
  paypal: { min: 1, max: 10_000 },
} as const;

export const PAYMENT_MSG = {
  amountRequired: 'Ingresá un monto.',
  amountNotNumber: 'El monto tiene que ser un número, por ejemplo 1500.',
  pesosWhole: 'Ingresá el monto en pesos enteros, sin centavos ni puntos.',
  pesosMin: 'El monto mínimo es de $ 1.',
  pesosMax: 'El monto máximo por este medio es de $ 2.000.000.',
  dollarsMin: 'El monto mínimo es de US$ 1.',
  dollarsCents: 'El monto puede tener hasta dos decimales.',
  dollarsMax: 'El monto máximo por este medio es de US$ 10.000.',
  /** A provider without credentials: shown instead of its buttons, and the 503 of its endpoints. */
  unavailable: 'Este medio de pago no está disponible en este momento.',
  /** The provider did not answer in time (the contribution stays pending, nobody was charged). */
  timeout: 'El medio de pago no respondió a tiempo. No se te cobró nada: probá de nuevo en unos minutos.',
  /** The provider answered with an error. */
  providerError:
    'No pudimos comunicarnos con el medio de pago. No se te cobró nada: probá de nuevo en unos minutos.',
  unknownDog: 'No encontramos a ese perro entre los del refugio.',
  dogName: 'El nombre del perro no es válido.',
  title: 'La descripción puede tener hasta 200 caracteres.',
  /** Back on /colaborar after leaving the provider (?pago=…). */
  cancelled: 'Cancelaste el pago. Cuando quieras, podés intentarlo de nuevo.',
  rejected: 'El pago no se pudo completar y no se te cobró nada. Podés intentarlo de nuevo.',
  pending: 'Tu pago quedó pendiente. Lo vamos a registrar apenas el medio de pago lo confirme. ¡Gracias!',
  unconfirmed:
    'No pudimos confirmar el pago con el medio de pago. Si se debitó, lo vamos a registrar apenas nos avise; si no, podés intentarlo de nuevo.',
  /** The webhooks: a notification whose signature does not verify. */
  badSignature: 'La firma de la notificación no es válida.',
} as const;

/** Notices /colaborar shows for ?pago=… when the payer comes back without paying. */
export const PAYMENT_NOTICES = {
  cancelado: PAYMENT_MSG.cancelled,
  rechazado: PAYMENT_MSG.rejected,
  pendiente: PAYMENT_MSG.pending,
  sin_confirmar: PAYMENT_MSG.unconfirmed,
} as const;
export type PaymentNotice = keyof typeof PAYMENT_NOTICES;

type AmountRule = 'pesos' | 'dollars';

/** The message for an amount that breaks the rule, or null when it is fine. */
function amountProblem(value: number | string, rule: AmountRule): string | null {
  const M = PAYMENT_MSG;
  let amount: number;
  let decimals = 0;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return M.amountRequired;
    // Digits with an optional decimal part; "1e5", "12abc" or "$ 5" are not amounts people type.
    const match = /^-?\d+(?:[.,](\d+))?$/.exec(text);
    if (!match) return M.amountNotNumber;
    decimals = match[1]?.length ?? 0;
    // In pesos a separator is a typo for thousands ("1.000") or cents: both would charge the wrong sum.
    if (rule === 'pesos' && text.search(/[.,]/) !== -1) return M.pesosWhole;
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
const dogNameField = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .string({ error: PAYMENT_MSG.dogName })
    .trim()
    .min(1, PAYMENT_MSG.dogName)
    .max(100, PAYMENT_MSG.dogName)
    .optional(),
);

/** POST /mercadopago and /api/mercadopago (SPEC §7: title, unit_price), and the pesos form of /colaborar. */
export const mercadoPagoDonationSchema = z.object({
  /** SPEC's payload carries a title; the item title we send is ours (see the payments service). */
  title: z.string({ error: PAYMENT_MSG.title }).max(200, PAYMENT_MSG.title).optional(),
  unit_price: mercadoPagoAmount,
  nombreDePerro: dogNameField,
});
export type MercadoPagoDonation = z.output<typeof mercadoPagoDonationSchema>;

/** POST /api/paypal/create-order (SPEC §7: monto, nombreDePerro), and the dollars form of /colaborar. */
export const payPalDonationSchema = z.object({
  monto: payPalAmount,
  nombreDePerro: dogNameField,
});
export type PayPalDonation = z.output<typeof payPalDonationSchema>;

/** "$ 1.500" or "US$ 10,50", as the buttons and the checkout titles show amounts. */
export function formatAmount(amount: number, currency: 'ARS' | 'USD'): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  const text = new Intl.NumberFormat('es-AR', {
    minimumFractionDigits: digits,
    maximumFractionDigits: 2,
  }).format(amount);
  return currency === 'ARS' ? `$ ${text}` : `US$ ${text}`;
}
