// A small real MercadoPago for tests: the endpoints our adapter uses, with the documented request and
// response shapes, a Checkout Pro page that "pays" and returns to back_urls.success, and webhook
// notifications signed exactly as MercadoPago signs them (x-signature over the documented manifest).
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signMercadoPago } from '../modules/payments/mercadopago';
import { escapeHtml, readBody, send, sendHtml } from './fake-http';

export interface FakePreference {
  id: string;
  init_point: string;
  body: Record<string, unknown> & {
    items: { title: string; unit_price: number; currency_id: string; quantity: number }[];
    external_reference?: string;
    back_urls?: { success?: string; failure?: string; pending?: string };
    notification_url?: string;
  };
}

export interface FakePayment {
  id: number;
  status: 'approved' | 'rejected' | 'pending';
  status_detail: string;
  transaction_amount: number;
  currency_id: string;
  external_reference: string | null;
  description: string;
  date_created: string;
  date_approved: string | null;
  payer: { email: string; first_name: string; last_name: string };
  order: { id: string; type: 'mercadopago' };
}

export interface WebhookDelivery {
  url: string;
  headers: Record<string, string>;
  body: unknown;
  status: number;
  answer: string;
}

const PAYER = { email: 'donante.prueba@example.com', first_name: 'Ana', last_name: 'Donante' };

export async function startFakeMercadoPago(options: { accessToken: string; webhookSecret: string }) {
  const preferences = new Map<string, FakePreference>();
  const payments = new Map<number, FakePayment>();
  const received = {
    /** Every body POSTed to /checkout/preferences, as received. */
    preferences: [] as unknown[],
    /** Headers of those requests (authorization, x-idempotency-key). */
    preferenceHeaders: [] as Record<string, string | string[] | undefined>[],
    paymentLookups: [] as string[],
    webhooks: [] as WebhookDelivery[],
  };
  let nextPaymentId = 1_300_000_000;
  /** Milliseconds every API answer waits (to test our timeouts). */
  let delayMs = 0;

  const server = createServer((req, res) => {
    handle(req, res).catch((err) =>
      send(res, 500, { message: String(err), error: 'internal_error', status: 500 }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const at = new URL(req.url ?? '/', url);
    const body = await readBody(req);
    const isApi = at.pathname.startsWith('/checkout/preferences') || at.pathname.startsWith('/v1/');
    if (isApi) {
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      if (req.headers.authorization !== `Bearer ${options.accessToken}`) {
        return send(res, 401, {
          message: 'invalid access token',
          error: 'unauthorized',
          status: 401,
          cause: [],
        });
      }
    }
    if (req.method === 'POST' && at.pathname === '/checkout/preferences') {
      const json = JSON.parse(body || '{}');
      received.preferences.push(json);
      received.preferenceHeaders.push({ ...req.headers });
      const problem = preferenceProblem(json);
      if (problem) return send(res, 400, { message: problem, error: 'bad_request', status: 400, cause: [] });
      const id = `202809963-${randomUUID()}`;
      const init_point = `${url}/checkout/v1/redirect?pref_id=${id}`;
      preferences.set(id, { id, init_point, body: json });
      return send(res, 201, {
        ...json,
        id,
        init_point,
        sandbox_init_point: init_point.replace('127.0.0.1', 'localhost'),
        collector_id: 202809963,
        client_id: '6295877106812064',
        date_created: new Date().toISOString(),
      });
    }
    const paymentMatch = /^\/v1\/payments\/([^/]+)$/.exec(at.pathname);
    if (req.method === 'GET' && paymentMatch) {
      received.paymentLookups.push(paymentMatch[1]!);
      const payment = payments.get(Number(paymentMatch[1]));
      if (!payment)
        return send(res, 404, { message: 'Payment not found', error: 'not_found', status: 404, cause: [] });
      return send(res, 200, payment);
    }
    if (req.method === 'GET' && at.pathname === '/checkout/v1/redirect') {
      const preference = preferences.get(at.searchParams.get('pref_id') ?? '');
      if (!preference) return sendHtml(res, 404, 'Checkout', '<h1>Preferencia inexistente</h1>');
      const item = preference.body.items[0]!;
      return sendHtml(
        res,
        200,
        'Checkout',
        `<h1>Mercado Pago (simulado)</h1><p>${escapeHtml(item.title)}: $ ${item.unit_price}</p>
         <form method="post" action="/checkout/v1/pay"><input type="hidden" name="pref_id" value="${escapeHtml(preference.id)}">
         <button type="submit">Pagar</button></form>`,
      );
    }
    if (req.method === 'POST' && at.pathname === '/checkout/v1/pay') {
      const preference = preferences.get(new URLSearchParams(body).get('pref_id') ?? '');
      if (!preference) return sendHtml(res, 404, 'Checkout', '<h1>Preferencia inexistente</h1>');
      const payment = pay(preference.id);
      await notify(payment.id);
      const back = new URL(preference.body.back_urls?.success ?? url);
      for (const [key, value] of Object.entries({
        collection_id: String(payment.id),
        collection_status: payment.status,
        payment_id: String(payment.id),
        status: payment.status,
        external_reference: payment.external_reference ?? 'null',
        payment_type: 'credit_card',
        merchant_order_id: payment.order.id,
        preference_id: preference.id,
        site_id: 'MLA',
        processing_mode: 'aggregator',
        merchant_account_id: 'null',
      })) {
        back.searchParams.set(key, value);
      }
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    return send(res, 404, { message: 'not found', error: 'not_found', status: 404, cause: [] });
  }

  /** A payment of the preference, as Checkout Pro creates it when the payer pays. */
  function pay(preferenceId: string, status: FakePayment['status'] = 'approved'): FakePayment {
    const preference = preferences.get(preferenceId);
    if (!preference) throw new Error(`no preference ${preferenceId}`);
    const item = preference.body.items[0]!;
    const now = new Date().toISOString();
    const payment: FakePayment = {
      id: nextPaymentId++,
      status,
      status_detail:
        status === 'approved'
          ? 'accredited'
          : status === 'rejected'
            ? 'cc_rejected_other_reason'
            : 'pending_contingency',
      transaction_amount: item.unit_price * item.quantity,
      currency_id: item.currency_id,
      external_reference: preference.body.external_reference ?? null,
      description: item.title,
      date_created: now,
      date_approved: status === 'approved' ? now : null,
      payer: PAYER,
      order: { id: String(nextPaymentId + 7_000_000), type: 'mercadopago' },
    };
    payments.set(payment.id, payment);
    return payment;
  }

  /** The webhook MercadoPago sends to the preference's notification_url (query data.id & type appended). */
  function webhookRequest(
    paymentId: number,
    overrides: { ts?: number; secret?: string; requestId?: string; notificationUrl?: string } = {},
  ) {
    const payment = payments.get(paymentId);
    const preference = [...preferences.values()].find(
      (p) => p.body.external_reference === payment?.external_reference,
    );
    const notificationUrl = overrides.notificationUrl ?? preference?.body.notification_url;
    if (!notificationUrl) throw new Error(`no notification_url for payment ${paymentId}`);
    const target = new URL(notificationUrl);
    target.searchParams.set('data.id', String(paymentId));
    target.searchParams.set('type', 'payment');
    const requestId = overrides.requestId ?? randomUUID();
    const ts = String(overrides.ts ?? Math.floor(Date.now() / 1000));
    const headers = {
      'content-type': 'application/json',
      'x-request-id': requestId,
      'x-signature': signMercadoPago(
        overrides.secret ?? options.webhookSecret,
        String(paymentId),
        requestId,
        ts,
      ),
    };
    const body = {
      action: 'payment.created',
      api_version: 'v1',
      data: { id: String(paymentId) },
      date_created: new Date().toISOString(),
      id: Date.now(),
      live_mode: false,
      type: 'payment',
      user_id: '202809963',
    };
    return { url: target.toString(), path: target.pathname + target.search, headers, body };
  }

  async function notify(paymentId: number, overrides?: Parameters<typeof webhookRequest>[1]) {
    const request = webhookRequest(paymentId, overrides);
    const response = await fetch(request.url, {
      method: 'POST',
      headers: request.headers,
      body: JSON.stringify(request.body),
    });
    const delivery = { ...request, status: response.status, answer: await response.text() };
    received.webhooks.push(delivery);
    return delivery;
  }

  return {
    url,
    received,
    preferences,
    payments,
    pay,
    webhookRequest,
    notify,
    setDelay(ms: number) {
      delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeMercadoPago = Awaited<ReturnType<typeof startFakeMercadoPago>>;

/** What MercadoPago answers 400 for, among the rules the docs state. */
function preferenceProblem(json: FakePreference['body']): string | null {
  if (!Array.isArray(json.items) || json.items.length === 0) return 'items needed';
  for (const item of json.items) {
    if (typeof item.title !== 'string' || !item.title) return 'item.title needed';
    if (!Number.isInteger(item.quantity) || item.quantity < 1) return 'item.quantity invalid';
    if (typeof item.unit_price !== 'number' || !(item.unit_price > 0)) return 'unit_price invalid';
  }
  if ((json as { auto_return?: string }).auto_return && !json.back_urls?.success) {
    return 'auto_return invalid. back_url.success must be defined';
  }
  return null;
}
