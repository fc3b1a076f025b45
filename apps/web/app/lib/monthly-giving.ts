// The monthly form's shared names (client-safe): the page, its component and its action read them.
import type { FieldErrors } from '@campito/core';

/** How a donor can give monthly: a provider's debit, or a bank transfer after each month's reminder. */
export type MonthlyProvider = 'mercadopago' | 'paypal' | 'transferencia';

/**
 * What the monthly form shows after a post: a refused one's messages and what was typed, or — for a
 * pledge by transfer, which stays on the page — its thanks.
 */
export interface MonthlyResult {
  provider: MonthlyProvider | null;
  error?: string;
  errors?: FieldErrors;
  success?: string;
  values?: { monto?: string; otroMonto?: string; email?: string; name?: string; novedades?: boolean };
}

/** The hidden field that tells the page's action a post is the monthly form's. */
export const MONTHLY_INTENT = { name: 'frecuencia', value: 'mensual' } as const;
