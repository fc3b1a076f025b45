// Donations and sponsorships by Mercado Pago and PayPal: limits, messages and how amounts read
// (schemas/payment.ts holds the rules).

/** Whole pesos for MercadoPago; dollars with at most two decimals for PayPal. Maximums stop typos. */
export const PAYMENT_LIMITS = {
  mercadopago: { min: 1, max: 2_000_000 },
  paypal: { min: 1, max: 10_000 },
} as const;

export const PAYMENT_MSG = {
  amountRequired: 'Ingresá un monto.',
  amountNotNumber: 'El monto tiene que ser un número, por ejemplo 1500.',
  pesosWhole: 'Ingresá el monto en pesos enteros, sin centavos.',
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

// Made once: a page renders many amounts, and each formatter holds ICU data outside V8's heap.
const WHOLE = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const CENTS = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "$ 1.500" or "US$ 10,50", as the buttons and the checkout titles show amounts. */
export function formatAmount(amount: number, currency: 'ARS' | 'USD'): string {
  const text = (Number.isInteger(amount) ? WHOLE : CENTS).format(amount);
  return currency === 'ARS' ? `$ ${text}` : `US$ ${text}`;
}
