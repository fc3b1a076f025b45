// The monthly form's shared names (client-safe): the page, its component and its action read them.
import type { FieldErrors } from '@campito/core';

export type MonthlyProvider = 'mercadopago' | 'paypal';

/** What the monthly form shows again after a refused post: its messages and what was typed. */
export interface MonthlyResult {
  provider: MonthlyProvider | null;
  error?: string;
  errors?: FieldErrors;
  values?: { monto?: string; otroMonto?: string; email?: string; novedades?: boolean };
}

/** The hidden field that tells the page's action a post is the monthly form's. */
export const MONTHLY_INTENT = { name: 'frecuencia', value: 'mensual' } as const;
