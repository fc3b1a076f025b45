// PayPal over its REST API: OAuth 2.0 client credentials (POST /v1/oauth2/token), Orders v2 (create,
// capture, read), Subscriptions (a catalog product and a monthly plan per amount: POST /v1/catalogs/products,
// POST /v1/billing/plans; POST /v1/billing/subscriptions, GET one, POST …/cancel) and webhook verification
// (POST /v1/notifications/verify-webhook-signature).
import { z } from 'zod';
import { ProviderError, requestJson } from './provider-http';

const Money = z.looseObject({ currency_code: z.string(), value: z.string() });
const Link = z.looseObject({ href: z.string(), rel: z.string(), method: z.string().optional() });
const Name = z.looseObject({ given_name: z.string().nullish(), surname: z.string().nullish() }).nullish();

const Capture = z.looseObject({
  id: z.string(),
  status: z.string(),
  amount: Money.optional(),
  custom_id: z.string().nullish(),
  create_time: z.string().nullish(),
});

const Order = z.looseObject({
  id: z.string().min(1),
  status: z.string(),
  links: z.array(Link).default([]),
  purchase_units: z
    .array(
      z.looseObject({
        reference_id: z.string().nullish(),
        custom_id: z.string().nullish(),
        payments: z.looseObject({ captures: z.array(Capture).optional() }).nullish(),
      }),
    )
    .optional(),
  payer: z.looseObject({ email_address: z.string().nullish(), name: Name }).nullish(),
  payment_source: z
    .looseObject({ paypal: z.looseObject({ email_address: z.string().nullish(), name: Name }).nullish() })
    .nullish(),
});
export type PayPalOrder = z.output<typeof Order>;

const Product = z.looseObject({ id: z.string().min(1) });
const Plan = z.looseObject({ id: z.string().min(1), status: z.string().optional() });
const Subscription = z.looseObject({
  id: z.string().min(1),
  status: z.string(),
  plan_id: z.string().nullish(),
  custom_id: z.string().nullish(),
  links: z.array(Link).default([]),
  subscriber: z.looseObject({ email_address: z.string().nullish(), name: Name }).nullish(),
});
export type PayPalSubscription = z.output<typeof Subscription>;
const Revision = z.looseObject({ plan_id: z.string().nullish(), links: z.array(Link).default([]) });

/** POST /v1/billing/plans: a plan of one fixed monthly price, billed until cancelled. */
export interface CreatePlanRequest {
  product_id: string;
  name: string;
  description: string;
  status: 'ACTIVE';
  billing_cycles: {
    frequency: { interval_unit: 'MONTH'; interval_count: 1 };
    tenure_type: 'REGULAR';
    sequence: 1;
    total_cycles: 0;
    pricing_scheme: { fixed_price: { value: string; currency_code: 'USD' } };
  }[];
  payment_preferences: {
    auto_bill_outstanding: boolean;
    setup_fee_failure_action: 'CONTINUE' | 'CANCEL';
    payment_failure_threshold: number;
  };
}

/** POST /v1/billing/subscriptions: the payer approves it at the `approve` link. */
export interface CreateSubscriptionRequest {
  plan_id: string;
  custom_id: string;
  subscriber: { email_address: string };
  application_context: {
    brand_name: string;
    locale: string;
    shipping_preference: 'NO_SHIPPING';
    user_action: 'SUBSCRIBE_NOW';
    return_url: string;
    cancel_url: string;
  };
}

const Token = z.looseObject({ access_token: z.string().min(1), expires_in: z.number().positive() });
const Verification = z.looseObject({ verification_status: z.string() });

export interface CreateOrderRequest {
  intent: 'CAPTURE';
  purchase_units: {
    reference_id: string;
    custom_id: string;
    description: string;
    amount: { currency_code: 'USD'; value: string };
  }[];
  payment_source: {
    paypal: {
      experience_context: {
        brand_name: string;
        shipping_preference: 'NO_SHIPPING';
        user_action: 'PAY_NOW';
        payment_method_preference: 'IMMEDIATE_PAYMENT_REQUIRED';
        return_url: string;
        cancel_url: string;
      };
    };
  };
}

/** The headers PayPal signs a webhook delivery with (lower-case, as Node exposes them). */
export const PAYPAL_SIGNATURE_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;
export type PayPalSignature = Record<keyof typeof PAYPAL_SIGNATURE_HEADERS, string>;

/** Renew the token a minute before PayPal says it expires. */
const TOKEN_MARGIN_MS = 60_000;

export function createPayPalClient(options: {
  clientId: string;
  clientSecret: string;
  apiUrl: string;
  timeoutMs: number;
}) {
  // The OAuth token is cached in this process until shortly before it expires: it is a credential, not
  // payment data, and any instance can fetch its own. In-flight requests share one token request.
  let cached: { token: string; expiresAt: number } | undefined;
  let pending: Promise<string> | undefined;

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const answer = await requestJson(
      {
        method: 'POST',
        url: `${options.apiUrl}/v1/oauth2/token`,
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials',
        timeoutMs: options.timeoutMs,
      },
      Token,
    );
    cached = {
      token: answer.access_token,
      expiresAt: Date.now() + answer.expires_in * 1000 - TOKEN_MARGIN_MS,
    };
    return answer.access_token;
  }

  async function accessToken(): Promise<string> {
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    pending ??= fetchToken().finally(() => {
      pending = undefined;
    });
    return pending;
  }

  /** A call with the bearer token; a 401 (token revoked early) drops the cache and retries once. */
  async function call<S extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: S,
    body?: string,
    extraHeaders: Record<string, string> = {},
  ): Promise<z.output<S>> {
    for (let attempt = 0; ; attempt++) {
      const token = await accessToken();
      try {
        return await requestJson(
          {
            method,
            url: `${options.apiUrl}${path}`,
            headers: {
              authorization: `Bearer ${token}`,
              ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
              ...extraHeaders,
            },
            body,
            timeoutMs: options.timeoutMs,
          },
          schema,
        );
      } catch (err) {
        if (attempt === 0 && err instanceof ProviderError && err.status === 401) {
          cached = undefined;
          continue;
        }
        throw err;
      }
    }
  }

  return {
    /** `requestId` (PayPal-Request-Id) makes a retried create return the same order. */
    createOrder(body: CreateOrderRequest, requestId: string): Promise<PayPalOrder> {
      return call('POST', '/v2/checkout/orders', Order, JSON.stringify(body), {
        'paypal-request-id': requestId,
        prefer: 'return=representation',
      });
    },

    captureOrder(orderId: string, requestId: string): Promise<PayPalOrder> {
      return call('POST', `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, Order, '{}', {
        'paypal-request-id': requestId,
        prefer: 'return=representation',
      });
    },

    getOrder(orderId: string): Promise<PayPalOrder> {
      return call('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`, Order);
    },

    /** The catalog product monthly plans belong to; `requestId` makes a retry return the same one. */
    createProduct(
      body: { name: string; description: string; type: 'SERVICE' },
      requestId: string,
    ): Promise<{ id: string }> {
      return call('POST', '/v1/catalogs/products', Product, JSON.stringify(body), {
        'paypal-request-id': requestId,
        prefer: 'return=representation',
      });
    },

    createPlan(body: CreatePlanRequest, requestId: string): Promise<{ id: string }> {
      return call('POST', '/v1/billing/plans', Plan, JSON.stringify(body), {
        'paypal-request-id': requestId,
        prefer: 'return=representation',
      });
    },

    createSubscription(body: CreateSubscriptionRequest, requestId: string): Promise<PayPalSubscription> {
      return call('POST', '/v1/billing/subscriptions', Subscription, JSON.stringify(body), {
        'paypal-request-id': requestId,
        prefer: 'return=representation',
      });
    },

    /**
     * POST /v1/billing/subscriptions/{id}/revise: moves the subscription to another plan (another monthly
     * amount, issue 36). PayPal answers with an `approve` link: the change waits for the payer's consent.
     */
    reviseSubscription(
      id: string,
      body: {
        plan_id: string;
        application_context: { return_url: string; cancel_url: string; locale?: string };
      },
    ): Promise<{ plan_id?: string | null; links: { href: string; rel: string }[] }> {
      return call(
        'POST',
        `/v1/billing/subscriptions/${encodeURIComponent(id)}/revise`,
        Revision,
        JSON.stringify(body),
      );
    },

    getSubscription(id: string): Promise<PayPalSubscription> {
      return call('GET', `/v1/billing/subscriptions/${encodeURIComponent(id)}`, Subscription);
    },

    /**
     * POST /v1/billing/subscriptions/{id}/cancel, /suspend or /activate: 204 No Content once done; a
     * subscription in a state that does not allow it answers 422.
     */
    async changeSubscription(
      id: string,
      action: 'cancel' | 'suspend' | 'activate',
      reason: string,
    ): Promise<void> {
      await call(
        'POST',
        `/v1/billing/subscriptions/${encodeURIComponent(id)}/${action}`,
        z.unknown(),
        JSON.stringify({ reason }),
      );
    },

    /**
     * Asks PayPal whether a webhook delivery is genuine. The event goes back exactly as it arrived (raw
     * text), since PayPal checks the signature over the bytes it sent.
     */
    async verifyWebhookSignature(
      signature: PayPalSignature,
      webhookId: string,
      rawEvent: string,
    ): Promise<boolean> {
      const head = JSON.stringify({ ...signature, webhook_id: webhookId });
      const body = `${head.slice(0, -1)},"webhook_event":${rawEvent}}`;
      const answer = await call('POST', '/v1/notifications/verify-webhook-signature', Verification, body);
      return answer.verification_status === 'SUCCESS';
    },
  };
}

export type PayPalClient = ReturnType<typeof createPayPalClient>;

/**
 * Where the payer approves the order (`payer-action` for payment_source requests, or the older `approve`)
 * or the subscription (`approve`).
 */
export function approveLink(resource: { links: { rel: string; href: string }[] }): string | undefined {
  return resource.links.find((l) => l.rel === 'payer-action' || l.rel === 'approve')?.href;
}

/** The first capture of the order, with the payer's email and name when PayPal gives them. */
export function firstCapture(order: PayPalOrder) {
  const unit = order.purchase_units?.[0];
  const capture = unit?.payments?.captures?.[0];
  const payer = order.payment_source?.paypal ?? order.payer;
  const name = [payer?.name?.given_name, payer?.name?.surname].filter(Boolean).join(' ') || undefined;
  return capture
    ? {
        capture,
        customId: capture.custom_id ?? unit?.custom_id ?? undefined,
        email: payer?.email_address ?? undefined,
        name,
      }
    : undefined;
}
