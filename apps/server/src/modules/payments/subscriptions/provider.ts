// What a monthly plan needs from a payment provider (issue 18, split in issue 33): start a plan the donor
// authorizes there, read its state back, end it, and read a month's charge out of a notification. One
// module per provider (mercadopago.ts, paypal.ts) implements it; the service (subscriptions.service.ts)
// and the plan store (store.ts) never ask which provider they hold.
import type { CardProvider, Currency, mercadoPagoMonthlySchema, SubscriptionStatus } from '@campito/core';
import type { z } from 'zod';
import type { DogRow } from '../../dogs/dogs.sql';
import type { SubscriptionRow } from './store';

/** Both providers' start forms have this shape; only the amount's rule differs. */
type MonthlySchema = typeof mercadoPagoMonthlySchema;
/** The form a donor sends to start a plan, as the provider's zod schema parses it. */
export type MonthlyForm = z.output<MonthlySchema>;

/** A plan as the provider has it now, in our words. */
interface ProviderPlan {
  /** The provider's id of the plan. */
  id: string;
  /** Undefined for a state we do not map: the plan is left as it is. */
  status: SubscriptionStatus | undefined;
  /** Our plan's id as the provider carries it (external_reference / custom_id). */
  ourId?: string | null;
  email?: string | null;
  name?: string | null;
  /** The monthly amount the provider charges now, where it tells (PayPal: its plan's price). */
  amount?: number;
}

/** One month charged on a plan, read from a verified notification. */
interface MonthlyCharge {
  /** The provider's id of the plan that was charged. */
  planId: string;
  ourId?: string | null;
  /** The payment's own id: recording it twice is impossible (ledger.ts). */
  paymentId: string;
  total: number;
  date: Date | undefined;
}

/** What a notification is about, once read: a plan to sync, a charge to record, or nothing of ours. */
export type MonthlyEvent =
  | { kind: 'plan'; id: string }
  | { kind: 'charge'; charge: MonthlyCharge }
  | { kind: 'skip'; outcome: 'ignored' | 'not-approved' };

export interface MonthlyProvider {
  readonly name: CardProvider;
  readonly currency: Currency;
  /** The shape of the provider's plan ids; anything else from a query string or a webhook is not looked up. */
  readonly idPattern: RegExp;
  /** The start form's rules (core's schema for this provider). */
  readonly schema: MonthlySchema;
  /** The API client, or undefined when the provider is not configured. */
  readonly client: unknown;
  /**
   * Creates the plan at the provider for our pending row (made by `insert`, called once whatever the
   * provider must prepare first) and returns where the donor authorizes it.
   */
  open(
    form: MonthlyForm,
    dog: DogRow | undefined,
    insert: () => Promise<SubscriptionRow>,
  ): Promise<{ plan: SubscriptionRow; providerId: string; redirectUrl: string }>;
  /** The plan's state at the provider (a ProviderError when it cannot be read). */
  lookup(providerId: string, timeoutMs?: number): Promise<ProviderPlan>;
  /** Ends the plan at the provider (a ProviderError when refused). */
  cancel(providerId: string): Promise<void>;
  /** Stops or resumes the coming charges (issue 36; a ProviderError when refused). */
  setPaused(providerId: string, paused: boolean): Promise<void>;
  /**
   * Changes the amount of the coming charges, where the provider lets a plan change it in place
   * (MercadoPago). PayPal instead has `reviseAmount`.
   */
  changeAmount?(providerId: string, amount: number): Promise<void>;
  /**
   * Asks for another amount that the donor approves at the provider (PayPal's revise, issue 36): where to
   * send them. The change is ours once the provider says the plan has the new price (`lookup`'s amount).
   */
  reviseAmount?(
    providerId: string,
    amount: number,
    back: { returnUrl: string; cancelUrl: string },
  ): Promise<{ approveUrl: string }>;
}

/** The provider's words for a plan's state, in ours; anything else is undefined. */
export function statusOf(table: Record<string, SubscriptionStatus>, value: string | null | undefined) {
  return value && Object.hasOwn(table, value) ? table[value] : undefined;
}

/** What the provider is called at its own site, in the words the donor sees there. */
export const describePlan = (dogName: string | null | undefined) =>
  dogName ? `Padrinazgo mensual de ${dogName} en El Campito` : 'Aporte mensual a El Campito';
