// A small real MercadoPago for tests: the endpoints our adapter uses, with the documented request and
// response shapes, a Checkout Pro page that "pays" and returns to back_urls.success, subscriptions without a
// plan (POST /preapproval, GET/PUT /preapproval/{id}, GET /authorized_payments/{id}) with a page where the
// payer authorizes one and is sent to its back_url, and webhook notifications signed exactly as MercadoPago
// signs them (x-signature over the documented manifest). Subscription notifications ("subscription_preapproval",
// "subscription_authorized_payment") go to the webhook URL configured for the application (webhookUrl), as
// in MercadoPago's panel: /preapproval has no notification_url.
import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { signMercadoPago } from '../src/modules/payments/mercadopago';
import { escapeHtml, readBody, send, sendHtml, startStandIn } from './fake-http';

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

interface WebhookDelivery {
  url: string;
  headers: Record<string, string>;
  body: unknown;
  status: number;
  answer: string;
}

/** POST /preapproval as stored, and its state. */
export interface FakePreapproval {
  id: string;
  status: 'pending' | 'authorized' | 'paused' | 'cancelled';
  body: {
    reason: string;
    external_reference?: string;
    payer_email: string;
    back_url: string;
    auto_recurring: {
      frequency: number;
      frequency_type: string;
      transaction_amount: number;
      currency_id: string;
    };
  };
  date_created: string;
  last_modified: string;
}

/** One charge of a subscription ("invoice" in MercadoPago's words), and the payment it made. */
export interface FakeAuthorizedPayment {
  id: number;
  type: 'scheduled';
  preapproval_id: string;
  status: 'scheduled' | 'processed' | 'recycling' | 'cancelled';
  summarized: 'pending' | 'processed';
  reason: string;
  external_reference: string | null;
  transaction_amount: number;
  currency_id: string;
  date_created: string;
  last_modified: string;
  debit_date: string;
  retry_attempt: number;
  payment: { id: number; status: 'approved' | 'rejected' | 'pending'; status_detail: string };
}

const PAYER = { email: 'donante.prueba@example.com', first_name: 'Ana', last_name: 'Donante' };
const hex = (bytes: number) => randomBytes(bytes).toString('hex');

export async function startFakeMercadoPago(options: {
  accessToken: string;
  webhookSecret: string;
  /** Where subscription notifications go (the application's webhook URL in MercadoPago's panel). */
  webhookUrl?: string;
}) {
  const preferences = new Map<string, FakePreference>();
  const payments = new Map<number, FakePayment>();
  const preapprovals = new Map<string, FakePreapproval>();
  const authorizedPayments = new Map<number, FakeAuthorizedPayment>();
  const byIdempotencyKey = new Map<string, string>();
  let nextAuthorizedPaymentId = 7_000_000_000;
  const received = {
    /** Every body POSTed to /checkout/preferences, as received. */
    preferences: [] as unknown[],
    /** Headers of those requests (authorization, x-idempotency-key). */
    preferenceHeaders: [] as Record<string, string | string[] | undefined>[],
    paymentLookups: [] as string[],
    /** Every body POSTed to /preapproval, with its headers. */
    preapprovals: [] as { body: unknown; headers: Record<string, string | string[] | undefined> }[],
    /** PUT /preapproval/{id} bodies. */
    preapprovalUpdates: [] as { id: string; body: unknown }[],
    preapprovalLookups: [] as string[],
    authorizedPaymentLookups: [] as string[],
    webhooks: [] as WebhookDelivery[],
  };
  let nextPaymentId = 1_300_000_000;
  const standIn = await startStandIn({
    handle,
    failure: (err) => ({ message: String(err), error: 'internal_error', status: 500 }),
    webhookUrl: options.webhookUrl,
  });
  const url = standIn.url;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const at = new URL(req.url ?? '/', url);
    const body = await readBody(req);
    const isApi =
      at.pathname.startsWith('/checkout/preferences') ||
      at.pathname.startsWith('/v1/') ||
      at.pathname.startsWith('/preapproval') ||
      at.pathname.startsWith('/authorized_payments/');
    if (isApi) {
      await standIn.delay();
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
    if (req.method === 'POST' && at.pathname === '/preapproval') {
      const json = JSON.parse(body || '{}');
      received.preapprovals.push({ body: json, headers: { ...req.headers } });
      const key = req.headers['x-idempotency-key'];
      const replayed =
        typeof key === 'string' ? preapprovals.get(byIdempotencyKey.get(key) ?? '') : undefined;
      if (replayed) return send(res, 201, preapprovalJson(replayed));
      const problem = preapprovalProblem(json);
      if (problem) return send(res, 400, { message: problem, error: 'bad_request', status: 400, cause: [] });
      const now = new Date().toISOString();
      const preapproval: FakePreapproval = {
        id: hex(16),
        status: 'pending',
        body: json,
        date_created: now,
        last_modified: now,
      };
      preapprovals.set(preapproval.id, preapproval);
      if (typeof key === 'string') byIdempotencyKey.set(key, preapproval.id);
      return send(res, 201, preapprovalJson(preapproval));
    }
    const preapprovalMatch = /^\/preapproval\/([^/]+)$/.exec(at.pathname);
    if (preapprovalMatch && (req.method === 'GET' || req.method === 'PUT')) {
      const preapproval = preapprovals.get(preapprovalMatch[1]!);
      if (req.method === 'GET') received.preapprovalLookups.push(preapprovalMatch[1]!);
      if (!preapproval)
        return send(res, 404, {
          message: 'Preapproval not found',
          error: 'not_found',
          status: 404,
          cause: [],
        });
      if (req.method === 'GET') return send(res, 200, preapprovalJson(preapproval));
      const json = JSON.parse(body || '{}');
      received.preapprovalUpdates.push({ id: preapproval.id, body: json });
      const next = json.status;
      if (next !== undefined && !['authorized', 'paused', 'cancelled'].includes(next))
        return send(res, 400, { message: 'invalid status', error: 'bad_request', status: 400, cause: [] });
      if (preapproval.status === 'cancelled' && next !== undefined)
        return send(res, 400, {
          message: 'You can not modify a cancelled preapproval',
          error: 'bad_request',
          status: 400,
          cause: [],
        });
      // The amount of the coming charges, as MercadoPago lets a subscription change it.
      const amount = json.auto_recurring?.transaction_amount;
      if (amount !== undefined) {
        if (typeof amount !== 'number' || amount <= 0)
          return send(res, 400, { message: 'invalid amount', error: 'bad_request', status: 400, cause: [] });
        preapproval.body.auto_recurring.transaction_amount = amount;
      }
      if (next) setPreapprovalStatus(preapproval.id, next);
      send(res, 200, preapprovalJson(preapproval));
      if (next && standIn.webhookUrl()) await notifySubscription('subscription_preapproval', preapproval.id);
      return;
    }
    const authorizedMatch = /^\/authorized_payments\/([^/]+)$/.exec(at.pathname);
    if (req.method === 'GET' && authorizedMatch) {
      received.authorizedPaymentLookups.push(authorizedMatch[1]!);
      const charge = authorizedPayments.get(Number(authorizedMatch[1]));
      if (!charge)
        return send(res, 404, { message: 'Invoice not found', error: 'not_found', status: 404, cause: [] });
      return send(res, 200, charge);
    }
    if (req.method === 'GET' && at.pathname === '/subscriptions/checkout') {
      const preapproval = preapprovals.get(at.searchParams.get('preapproval_id') ?? '');
      if (!preapproval) return sendHtml(res, 404, 'Suscripción', '<h1>Suscripción inexistente</h1>');
      const recurring = preapproval.body.auto_recurring;
      return sendHtml(
        res,
        200,
        'Suscripción',
        `<h1>Mercado Pago (simulado): suscripción</h1><p>${escapeHtml(preapproval.body.reason)}: $ ${recurring.transaction_amount} por mes</p>
         <form method="post" action="/subscriptions/checkout/authorize"><input type="hidden" name="preapproval_id" value="${escapeHtml(preapproval.id)}">
         <button type="submit">Suscribirme</button></form>`,
      );
    }
    if (req.method === 'POST' && at.pathname === '/subscriptions/checkout/authorize') {
      const preapproval = preapprovals.get(new URLSearchParams(body).get('preapproval_id') ?? '');
      if (!preapproval) return sendHtml(res, 404, 'Suscripción', '<h1>Suscripción inexistente</h1>');
      // Authorizing charges the first month: the plan's state, then the charge, as MercadoPago notifies them.
      setPreapprovalStatus(preapproval.id, 'authorized');
      if (standIn.webhookUrl()) await notifySubscription('subscription_preapproval', preapproval.id);
      const charge = chargePreapproval(preapproval.id);
      if (standIn.webhookUrl())
        await notifySubscription('subscription_authorized_payment', String(charge.id));
      const back = new URL(preapproval.body.back_url);
      back.searchParams.set('preapproval_id', preapproval.id);
      res.writeHead(302, { location: back.toString() });
      return res.end();
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
    return recordPayment(status, {
      transaction_amount: item.unit_price * item.quantity,
      currency_id: item.currency_id,
      external_reference: preference.body.external_reference ?? null,
      description: item.title,
      payer: PAYER,
    });
  }

  /** A payment as MercadoPago keeps it, stored for the payment lookups: its id, state and dates. */
  function recordPayment(
    status: FakePayment['status'],
    what: Pick<
      FakePayment,
      'transaction_amount' | 'currency_id' | 'external_reference' | 'description' | 'payer'
    >,
  ): FakePayment {
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
      ...what,
      date_created: now,
      date_approved: status === 'approved' ? now : null,
      order: { id: String(nextPaymentId + 7_000_000), type: 'mercadopago' },
    };
    payments.set(payment.id, payment);
    return payment;
  }

  function preapprovalJson(p: FakePreapproval) {
    return {
      id: p.id,
      payer_id: 1_234_567_890,
      payer_email: p.body.payer_email,
      back_url: p.body.back_url,
      collector_id: 202809963,
      application_id: 6295877106812064,
      status: p.status,
      reason: p.body.reason,
      external_reference: p.body.external_reference ?? null,
      date_created: p.date_created,
      last_modified: p.last_modified,
      init_point: `${url}/subscriptions/checkout?preapproval_id=${p.id}`,
      auto_recurring: { ...p.body.auto_recurring, start_date: p.date_created },
      payment_method_id: p.status === 'pending' ? null : 'account_money',
    };
  }

  function setPreapprovalStatus(id: string, status: FakePreapproval['status']) {
    const preapproval = preapprovals.get(id);
    if (!preapproval) throw new Error(`no preapproval ${id}`);
    preapproval.status = status;
    preapproval.last_modified = new Date().toISOString();
  }

  /**
   * A month charged on an authorized subscription: its invoice (authorized payment) and the payment it
   * made, which Checkout's payment lookups also find (the payment carries the subscription's reference).
   */
  function chargePreapproval(
    preapprovalId: string,
    status: FakeAuthorizedPayment['payment']['status'] = 'approved',
  ): FakeAuthorizedPayment {
    const preapproval = preapprovals.get(preapprovalId);
    if (!preapproval) throw new Error(`no preapproval ${preapprovalId}`);
    const recurring = preapproval.body.auto_recurring;
    const payment = recordPayment(status, {
      transaction_amount: recurring.transaction_amount,
      currency_id: recurring.currency_id,
      external_reference: preapproval.body.external_reference ?? null,
      description: preapproval.body.reason,
      payer: { ...PAYER, email: preapproval.body.payer_email },
    });
    const now = payment.date_created;
    const charge: FakeAuthorizedPayment = {
      id: nextAuthorizedPaymentId++,
      type: 'scheduled',
      preapproval_id: preapproval.id,
      status: status === 'approved' ? 'processed' : 'recycling',
      summarized: status === 'approved' ? 'processed' : 'pending',
      reason: preapproval.body.reason,
      external_reference: preapproval.body.external_reference ?? null,
      transaction_amount: recurring.transaction_amount,
      currency_id: recurring.currency_id,
      date_created: now,
      last_modified: now,
      debit_date: now,
      retry_attempt: status === 'approved' ? 0 : 1,
      payment: { id: payment.id, status, status_detail: payment.status_detail },
    };
    authorizedPayments.set(charge.id, charge);
    return charge;
  }

  /** A notification about a subscription (or a payment), signed, addressed to the application's webhook URL. */
  function subscriptionWebhookRequest(
    type: 'subscription_preapproval' | 'subscription_authorized_payment' | 'payment',
    dataId: string,
    overrides: { ts?: number; secret?: string; requestId?: string } = {},
  ) {
    const webhookUrl = standIn.webhookUrl();
    if (!webhookUrl) throw new Error('no webhook URL');
    return signedNotification(webhookUrl, type, dataId, overrides);
  }

  async function notifySubscription(
    type: Parameters<typeof subscriptionWebhookRequest>[0],
    dataId: string,
    overrides?: Parameters<typeof subscriptionWebhookRequest>[2],
  ) {
    return deliverNotification(subscriptionWebhookRequest(type, dataId, overrides));
  }

  /** A notification as MercadoPago sends it: data.id and type in the query, x-signature over the manifest. */
  function signedNotification(
    notificationUrl: string,
    type: string,
    dataId: string,
    overrides: { ts?: number; secret?: string; requestId?: string },
  ) {
    const target = new URL(notificationUrl);
    target.searchParams.set('data.id', dataId);
    target.searchParams.set('type', type);
    const requestId = overrides.requestId ?? randomUUID();
    const ts = String(overrides.ts ?? Math.floor(Date.now() / 1000));
    const headers = {
      'content-type': 'application/json',
      'x-request-id': requestId,
      'x-signature': signMercadoPago(overrides.secret ?? options.webhookSecret, dataId, requestId, ts),
    };
    const body = {
      action: type === 'payment' ? 'payment.created' : 'updated',
      api_version: 'v1',
      data: { id: dataId },
      date_created: new Date().toISOString(),
      id: Date.now(),
      live_mode: false,
      type,
      user_id: '202809963',
    };
    return { url: target.toString(), path: target.pathname + target.search, headers, body };
  }

  async function deliverNotification(request: ReturnType<typeof signedNotification>) {
    const response = await fetch(request.url, {
      method: 'POST',
      headers: request.headers,
      body: JSON.stringify(request.body),
    });
    const delivery = { ...request, status: response.status, answer: await response.text() };
    received.webhooks.push(delivery);
    return delivery;
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
    return signedNotification(notificationUrl, 'payment', String(paymentId), overrides);
  }

  async function notify(paymentId: number, overrides?: Parameters<typeof webhookRequest>[1]) {
    return deliverNotification(webhookRequest(paymentId, overrides));
  }

  return {
    url,
    received,
    preferences,
    payments,
    pay,
    webhookRequest,
    notify,
    preapprovals,
    authorizedPayments,
    setPreapprovalStatus,
    chargePreapproval,
    subscriptionWebhookRequest,
    notifySubscription,
    ...standIn.controls,
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

/** What MercadoPago answers 400 for on POST /preapproval, among the rules the docs state. */
function preapprovalProblem(json: FakePreapproval['body'] & { status?: string }): string | null {
  if (typeof json.reason !== 'string' || !json.reason) return 'reason is required';
  if (typeof json.payer_email !== 'string' || !json.payer_email.includes('@'))
    return 'payer_email is required';
  if (typeof json.back_url !== 'string' || !/^https?:\/\//.test(json.back_url)) return 'back_url is required';
  const recurring = json.auto_recurring;
  if (!recurring) return 'auto_recurring is required';
  if (!Number.isInteger(recurring.frequency) || recurring.frequency < 1)
    return 'auto_recurring.frequency invalid';
  if (!['days', 'months'].includes(recurring.frequency_type)) return 'auto_recurring.frequency_type invalid';
  if (typeof recurring.transaction_amount !== 'number' || !(recurring.transaction_amount > 0))
    return 'auto_recurring.transaction_amount invalid';
  if (recurring.currency_id !== 'ARS') return 'auto_recurring.currency_id invalid';
  // Without a card token a subscription can only start pending (the payer authorizes it at init_point).
  if (json.status !== undefined && json.status !== 'pending') return 'card_token_id is required';
  return null;
}
