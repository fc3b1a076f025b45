// MercadoPago over its REST API: Checkout Pro (create a preference: POST /checkout/preferences; read a
// payment: GET /v1/payments/{id}), subscriptions without a plan (POST /preapproval, GET and PUT
// /preapproval/{id}, each charge read with GET /authorized_payments/{id}), and the x-signature of webhook
// notifications.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { requestJson } from './provider-http';

export interface PreferenceRequest {
  items: {
    id: string;
    title: string;
    description?: string;
    quantity: number;
    currency_id: 'ARS';
    unit_price: number;
  }[];
  external_reference: string;
  back_urls: { success: string; failure: string; pending: string };
  auto_return: 'approved' | 'all';
  notification_url: string;
  statement_descriptor?: string;
  metadata?: Record<string, string | null>;
}

const Preference = z.looseObject({ id: z.string().min(1), init_point: z.string().url() });
export type Preference = z.output<typeof Preference>;

const Payment = z.looseObject({
  id: z.union([z.number(), z.string()]).transform(String),
  status: z.string(),
  status_detail: z.string().nullish(),
  transaction_amount: z.number(),
  currency_id: z.string(),
  external_reference: z.string().nullish(),
  date_approved: z.string().nullish(),
  date_created: z.string().nullish(),
  payer: z
    .looseObject({
      email: z.string().nullish(),
      first_name: z.string().nullish(),
      last_name: z.string().nullish(),
    })
    .nullish(),
});
export type MercadoPagoPayment = z.output<typeof Payment>;

/** POST /preapproval: a subscription without a plan, authorized by the payer at init_point. */
export interface PreapprovalRequest {
  reason: string;
  external_reference: string;
  payer_email: string;
  auto_recurring: {
    frequency: 1;
    frequency_type: 'months';
    transaction_amount: number;
    currency_id: 'ARS';
  };
  back_url: string;
  status: 'pending';
}

const Preapproval = z.looseObject({
  id: z.string().min(1),
  status: z.string(),
  init_point: z.string().nullish(),
  external_reference: z.string().nullish(),
  payer_email: z.string().nullish(),
  date_created: z.string().nullish(),
  auto_recurring: z
    .looseObject({ transaction_amount: z.number().nullish(), currency_id: z.string().nullish() })
    .nullish(),
});
export type MercadoPagoPreapproval = z.output<typeof Preapproval>;

/** One charge of a subscription ("invoice"): scheduled → processed (or recycling while retried). */
const AuthorizedPayment = z.looseObject({
  id: z.union([z.number(), z.string()]).transform(String),
  preapproval_id: z.string().nullish(),
  status: z.string().nullish(),
  transaction_amount: z.number().nullish(),
  currency_id: z.string().nullish(),
  date_created: z.string().nullish(),
  debit_date: z.string().nullish(),
  external_reference: z.string().nullish(),
  payment: z
    .looseObject({
      id: z.union([z.number(), z.string()]).transform(String),
      status: z.string().nullish(),
      status_detail: z.string().nullish(),
    })
    .nullish(),
});
export type MercadoPagoAuthorizedPayment = z.output<typeof AuthorizedPayment>;

export function createMercadoPagoClient(options: { accessToken: string; apiUrl: string; timeoutMs: number }) {
  /** One call to the API: JSON out when there is a body, the answer checked against `schema`. */
  function call<S extends z.ZodType>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    schema: S,
    extra: { body?: unknown; idempotencyKey?: string; timeoutMs?: number } = {},
  ): Promise<z.output<S>> {
    return requestJson(
      {
        method,
        url: `${options.apiUrl}${path}`,
        headers: {
          authorization: `Bearer ${options.accessToken}`,
          ...(extra.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(extra.idempotencyKey ? { 'x-idempotency-key': extra.idempotencyKey } : {}),
        },
        body: extra.body === undefined ? undefined : JSON.stringify(extra.body),
        timeoutMs: extra.timeoutMs ?? options.timeoutMs,
      },
      schema,
    );
  }

  return {
    createPreference(body: PreferenceRequest, idempotencyKey: string): Promise<Preference> {
      return call('POST', '/checkout/preferences', Preference, { body, idempotencyKey });
    },

    getPayment(id: string, timeoutMs = options.timeoutMs): Promise<MercadoPagoPayment> {
      return call('GET', `/v1/payments/${encodeURIComponent(id)}`, Payment, { timeoutMs });
    },

    /** `idempotencyKey` (X-Idempotency-Key) makes a retried create return the same subscription. */
    createPreapproval(body: PreapprovalRequest, idempotencyKey: string): Promise<MercadoPagoPreapproval> {
      return call('POST', '/preapproval', Preapproval, { body, idempotencyKey });
    },

    getPreapproval(id: string, timeoutMs = options.timeoutMs): Promise<MercadoPagoPreapproval> {
      return call('GET', `/preapproval/${encodeURIComponent(id)}`, Preapproval, { timeoutMs });
    },

    /**
     * PUT /preapproval/{id}: its state ("cancelled": no further charges; "paused" and "authorized": stop and
     * resume them) or the amount of the coming charges (auto_recurring.transaction_amount).
     */
    updatePreapproval(
      id: string,
      body: {
        status?: 'cancelled' | 'paused' | 'authorized';
        auto_recurring?: { transaction_amount: number; currency_id: 'ARS' };
      },
    ): Promise<MercadoPagoPreapproval> {
      return call('PUT', `/preapproval/${encodeURIComponent(id)}`, Preapproval, { body });
    },

    getAuthorizedPayment(id: string): Promise<MercadoPagoAuthorizedPayment> {
      return call('GET', `/authorized_payments/${encodeURIComponent(id)}`, AuthorizedPayment);
    },
  };
}

export type SignatureCheck =
  | { ok: true }
  | { ok: false; reason: 'missing' | 'malformed' | 'mismatch' | 'stale' };

/**
 * The webhook signature: `x-signature: ts={seconds},v1={hex}` where v1 is HMAC-SHA256, keyed with the
 * application's secret, of the manifest `id:{data.id};request-id:{x-request-id};ts:{ts};`. data.id comes
 * from the query string (lower-cased, as MercadoPago documents for alphanumeric ids). Compared in constant
 * time; a timestamp further than `toleranceSeconds` from now is refused so a captured request cannot be
 * replayed later.
 */
export function verifyMercadoPagoSignature(input: {
  xSignature: string | undefined;
  xRequestId: string | undefined;
  dataId: string | undefined;
  secret: string;
  toleranceSeconds: number;
  nowMs?: number;
}): SignatureCheck {
  const { xSignature, xRequestId, dataId } = input;
  if (!xSignature || !xRequestId || !dataId) return { ok: false, reason: 'missing' };
  let ts: string | undefined;
  let v1: string | undefined;
  for (const part of xSignature.split(',')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const key = part.slice(0, eq).trim().toLowerCase();
    const value = part.slice(eq + 1).trim();
    if (key === 'ts') ts = value;
    else if (key === 'v1') v1 = value;
  }
  if (!ts || !v1 || !/^\d{1,13}$/.test(ts) || !/^[0-9a-f]{64}$/i.test(v1))
    return { ok: false, reason: 'malformed' };
  const manifest = mercadoPagoManifest(dataId, xRequestId, ts);
  const expected = createHmac('sha256', input.secret).update(manifest).digest();
  if (!timingSafeEqual(expected, Buffer.from(v1, 'hex'))) return { ok: false, reason: 'mismatch' };
  const driftSeconds = Math.abs((input.nowMs ?? Date.now()) / 1000 - Number(ts));
  if (driftSeconds > input.toleranceSeconds) return { ok: false, reason: 'stale' };
  return { ok: true };
}

function mercadoPagoManifest(dataId: string, requestId: string, ts: string): string {
  return `id:${dataId.toLowerCase()};request-id:${requestId};ts:${ts};`;
}

/** The x-signature MercadoPago would send (the fake provider and the tests sign with it). */
export function signMercadoPago(secret: string, dataId: string, requestId: string, ts: string): string {
  const v1 = createHmac('sha256', secret)
    .update(mercadoPagoManifest(dataId, requestId, ts))
    .digest('hex');
  return `ts=${ts},v1=${v1}`;
}
