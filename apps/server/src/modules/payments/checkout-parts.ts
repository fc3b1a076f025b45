// What every payment flow shares — one-off gifts (mercadopago-checkout.ts, paypal-checkout.ts) and monthly
// plans (subscriptions/): the provider clients, the ledger, the rate limits, reading what the donor
// sent and turning a provider's failure into the payer's Spanish answer.
import { AppError, MSG, PAYMENT_MSG, parseWith } from '@campito/core';
import type { z } from 'zod';
import type { ServiceDeps } from '../../context';
import type { CampaignsService } from '../campaigns/campaigns.service';
import type { DogsService } from '../dogs/dogs.service';
import type { DogRow } from '../dogs/dogs.sql';
import type { RateLimitService } from '../security/rate-limit.service';
import { createLedger } from './ledger';
import { createMercadoPagoClient } from './mercadopago';
import { createPayPalClient } from './paypal';
import { ProviderError } from './provider-http';
import { createPlanLinks } from './subscriptions/links';

export interface PaymentsOptions {
  /** Deadline of every call to a provider. */
  timeoutMs?: number;
  /** How far from now a MercadoPago signature timestamp may be. */
  signatureToleranceSeconds?: number;
}

export type Headers = Record<string, string | string[] | undefined>;
export const header = (headers: Headers, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Starting checkouts: generous for people, a wall for scripts filling the table with pending rows. */
const START_LIMIT = { name: 'payments-start', max: 20, windowMs: 10 * 60_000 };
/** Looking payments up from the return pages (/pay?payment_id=…, /aporte-mensual?…). */
export const LOOKUP_LIMIT = { name: 'payments-lookup', max: 30, windowMs: 10 * 60_000 };
/** The return pages wait for the provider this long at most: the notification covers a slow one. */
export const RETURN_LOOKUP_TIMEOUT_MS = 3000;

/** What a one-off gift is called at the provider (the payer sees it there and on their statement). */
export const describeGift = (dogName: string | undefined, campaignTitle?: string) =>
  campaignTitle
    ? `Campaña «${campaignTitle}» de El Campito`
    : dogName
      ? `Padrinazgo de ${dogName} en El Campito`
      : 'Donación a El Campito';

/** Where a payer who did not pay goes back to: the campaign's page, or /colaborar. */
export const givingPage = (publicUrl: string, campaign: { slug: string } | undefined) =>
  `${publicUrl}${campaign ? `/campanas/${campaign.slug}` : '/colaborar'}`;

/** What a one-off gift's form may carry besides the amount: a dog, or a campaign with the donor's wishes. */
type GiftFields = { nombreDePerro?: string; campana?: string; novedades?: boolean; publico?: boolean };

/**
 * A provider that failed to start a gift: the pending row stays as it is; the payer gets a Spanish 504
 * (timeout) or 502 and nobody was charged. Anything but a ProviderError is thrown on unchanged.
 */
export function providerFailure(log: ServiceDeps['log'], err: unknown, what: string): never {
  if (!(err instanceof ProviderError)) throw err;
  log.warn({ err, kind: err.kind, status: err.status, body: err.body }, `payment provider failed: ${what}`);
  throw err.kind === 'timeout'
    ? new AppError(504, PAYMENT_MSG.timeout)
    : new AppError(502, PAYMENT_MSG.providerError);
}

/** A call that starts a gift at the provider: its failure becomes the payer's answer (providerFailure). */
export async function atProvider<T>(
  log: ServiceDeps['log'],
  what: string,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (err) {
    providerFailure(log, err, what);
  }
}

/** A provider's timestamp, when it is one. */
export function toDate(value: unknown): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export function createCheckoutParts(
  deps: ServiceDeps,
  {
    dogs,
    rateLimit,
    campaigns,
  }: { dogs: DogsService; rateLimit: RateLimitService; campaigns: Pick<CampaignsService, 'forGift'> },
  options: PaymentsOptions = {},
) {
  const { config, db, log } = deps;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const { mercadopago: mpConfig, paypal: ppConfig } = config;
  const mp = mpConfig.accessToken
    ? createMercadoPagoClient({ accessToken: mpConfig.accessToken, apiUrl: mpConfig.apiUrl, timeoutMs })
    : undefined;
  const pp =
    ppConfig.clientId && ppConfig.clientSecret
      ? createPayPalClient({
          clientId: ppConfig.clientId,
          clientSecret: ppConfig.clientSecret,
          apiUrl: ppConfig.apiUrl,
          timeoutMs,
        })
      : undefined;
  const ledger = createLedger(db, {
    publicUrl: config.publicUrl,
    onReceipt: () => deps.mail.wake(),
    manageUrl: createPlanLinks(config).manage,
  });

  async function resolveDog(name: string | undefined): Promise<DogRow | undefined> {
    if (!name) return undefined;
    const dog = await dogs.findActiveByName(name);
    if (!dog) throw new AppError(400, PAYMENT_MSG.unknownDog, { nombreDePerro: PAYMENT_MSG.unknownDog });
    return dog;
  }

  /**
   * The start of every gift, one-off or monthly: the provider must be configured (503), the form valid (400),
   * the sender within the limit (429) and the sponsored dog, if any, one of the shelter's (400). Returns the
   * provider's client with the parsed form and the dog.
   */
  async function readGift<C, S extends z.ZodType<{ nombreDePerro?: string }>>(
    client: C | undefined,
    schema: S,
    input: unknown,
    ip: string,
  ): Promise<{ client: C; data: z.output<S>; dog: DogRow | undefined }> {
    if (!client) throw new AppError(503, PAYMENT_MSG.unavailable);
    const parsed = parseWith(schema, input);
    if (!parsed.ok) throw new AppError(400, MSG.badRequest, parsed.errors);
    await rateLimit.consume(START_LIMIT, ip);
    const dog = await resolveDog(parsed.data.nombreDePerro);
    return { client, data: parsed.data, dog };
  }

  /**
   * A one-off gift: what readGift checks, the campaign it names (open, or a 400), then its pending
   * contribution, in the provider's currency.
   */
  async function openGift<C, S extends z.ZodType<GiftFields>>(
    method: 'mercadopago' | 'paypal',
    client: C | undefined,
    schema: S,
    input: unknown,
    ip: string,
    total: (data: z.output<S>) => number,
  ) {
    const gift = await readGift(client, schema, input, ip);
    const data: GiftFields = gift.data;
    const campaign = await campaigns.forGift(data.campana, { open: true });
    const pending = await ledger.createPending({
      method,
      currency: method === 'mercadopago' ? 'ARS' : 'USD',
      total: total(gift.data),
      dog: gift.dog,
      campaign: campaign && {
        id: campaign.id,
        title: campaign.title,
        wantsUpdates: data.novedades === true,
        thankPublicly: data.publico === true,
      },
    });
    return { ...gift, pending, campaign };
  }

  return {
    deps,
    log,
    mp,
    pp,
    ledger,
    rateLimit,
    timeoutMs,
    signatureToleranceSeconds: options.signatureToleranceSeconds ?? 300,
    readGift,
    openGift,
  };
}

export type CheckoutParts = ReturnType<typeof createCheckoutParts>;
