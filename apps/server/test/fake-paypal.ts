// A small real PayPal for tests: OAuth client credentials, Orders v2 (create with PayPal-Request-Id
// idempotency, approve page, capture, read), Subscriptions (catalog products, monthly plans, subscriptions
// with an approval page, read, suspend, activate, cancel and revise — another plan, approved on its page; each charged cycle a sale), webhook deliveries with PayPal's
// transmission headers (PAYMENT.CAPTURE.*, BILLING.SUBSCRIPTION.*, PAYMENT.SALE.COMPLETED), and
// verify-webhook-signature. PayPal signs with a private key; this fake signs with its own secret over the
// same fields (transmission id | time | webhook id | CRC32 of the body), so only its own deliveries verify.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { crc32 } from 'node:zlib';
import { escapeHtml, readBody, send, sendHtml, startStandIn } from './fake-http';

interface FakeOrder {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  request: {
    intent: string;
    purchase_units: {
      reference_id?: string;
      custom_id?: string;
      description?: string;
      amount: { currency_code: string; value: string };
    }[];
    payment_source?: { paypal?: { experience_context?: { return_url?: string; cancel_url?: string } } };
  };
  capture?: Record<string, unknown>;
}

interface FakeProduct {
  id: string;
  body: { name: string; type: string; description?: string };
}

interface FakePlan {
  id: string;
  body: {
    product_id: string;
    name: string;
    status?: string;
    billing_cycles: {
      frequency: { interval_unit: string; interval_count: number };
      tenure_type: string;
      sequence: number;
      total_cycles?: number;
      pricing_scheme: { fixed_price: { value: string; currency_code: string } };
    }[];
  };
}

export interface FakeSubscription {
  id: string;
  status: 'APPROVAL_PENDING' | 'ACTIVE' | 'SUSPENDED' | 'CANCELLED' | 'EXPIRED';
  planId: string;
  baToken: string;
  body: {
    plan_id: string;
    custom_id?: string;
    subscriber?: { email_address?: string };
    application_context?: { return_url?: string; cancel_url?: string };
  };
  createTime: string;
  statusUpdateTime: string;
  /** A revise (another plan) waiting for the payer's approval at its `approve` link. */
  revision?: { planId: string; token: string; returnUrl: string; cancelUrl: string };
  sales: { id: string; amount: { total: string; currency: string }; create_time: string }[];
}

const PAYER = {
  name: { given_name: 'Juan', surname: 'Padrino' },
  email_address: 'padrino.prueba@example.com',
  payer_id: 'QYR5Z8XDVJNXQ',
};

export async function startFakePayPal(options: {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  webhookUrl?: string;
}) {
  const signingKey = randomBytes(32);
  const orders = new Map<string, FakeOrder>();
  const products = new Map<string, FakeProduct>();
  const plans = new Map<string, FakePlan>();
  const subscriptions = new Map<string, FakeSubscription>();
  const tokens = new Set<string>();
  const byRequestId = new Map<string, { status: number; json: unknown }>();
  const received = {
    tokenRequests: 0,
    /** Every order body POSTed to /v2/checkout/orders, with its PayPal-Request-Id. */
    orders: [] as { body: unknown; requestId: string | undefined }[],
    captures: [] as { orderId: string; requestId: string | undefined }[],
    products: [] as { body: unknown; requestId: string | undefined }[],
    plans: [] as { body: unknown; requestId: string | undefined }[],
    subscriptions: [] as { body: unknown; requestId: string | undefined }[],
    cancellations: [] as { id: string; body: unknown }[],
    /** POST /v1/billing/subscriptions/{id}/suspend and /activate. */
    statusChanges: [] as { id: string; action: 'suspend' | 'activate'; body: unknown }[],
    /** POST /v1/billing/subscriptions/{id}/revise (issue 36: another monthly amount). */
    revisions: [] as { id: string; body: unknown }[],
    verifications: [] as unknown[],
    webhooks: [] as { status: number; answer: string; body: string; headers: Record<string, string> }[],
  };
  const standIn = await startStandIn({
    handle,
    failure: (err) => ({ name: 'INTERNAL_SERVER_ERROR', message: String(err) }),
    webhookUrl: options.webhookUrl,
  });
  const url = standIn.url;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const at = new URL(req.url ?? '/', url);
    const body = await readBody(req);
    const api = at.pathname.startsWith('/v1/') || at.pathname.startsWith('/v2/');
    if (api) await standIn.delay();

    if (req.method === 'POST' && at.pathname === '/v1/oauth2/token') {
      const basic = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
      if (
        req.headers.authorization !== basic ||
        new URLSearchParams(body).get('grant_type') !== 'client_credentials'
      ) {
        return send(res, 401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
      }
      received.tokenRequests++;
      const token = `A21AA${randomBytes(24).toString('base64url')}`;
      tokens.add(token);
      return send(res, 200, {
        scope:
          'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/applications/webhooks',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-80W284485P519543T',
        expires_in: 32400,
        nonce: `${new Date().toISOString()}${randomBytes(8).toString('hex')}`,
      });
    }
    if (api && !tokens.has((req.headers.authorization ?? '').replace(/^Bearer /, ''))) {
      return send(res, 401, {
        error: 'invalid_token',
        error_description: 'Token signature verification failed',
      });
    }
    const requestId = req.headers['paypal-request-id'] as string | undefined;

    if (req.method === 'POST' && at.pathname === '/v2/checkout/orders') {
      const json = JSON.parse(body || '{}');
      received.orders.push({ body: json, requestId });
      const replay = requestId && byRequestId.get(`create:${requestId}`);
      if (replay) return send(res, 200, replay.json);
      const amount = json.purchase_units?.[0]?.amount;
      if (json.intent !== 'CAPTURE' || !amount || !/^\d+(\.\d{1,2})?$/.test(amount.value ?? '')) {
        return send(res, 422, unprocessable('INVALID_PARAMETER_VALUE'));
      }
      const id = randomBytes(9).toString('hex').toUpperCase().slice(0, 17);
      const order: FakeOrder = { id, status: 'PAYER_ACTION_REQUIRED', request: json };
      orders.set(id, order);
      const answer = {
        id,
        status: order.status,
        payment_source: { paypal: {} },
        links: [
          { href: `${url}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
          { href: `${url}/checkoutnow?token=${id}`, rel: 'payer-action', method: 'GET' },
        ],
      };
      // A retry with the same PayPal-Request-Id gets the same order back (200 instead of 201).
      if (requestId) byRequestId.set(`create:${requestId}`, { status: 200, json: answer });
      return send(res, 201, answer);
    }
    const captureMatch = /^\/v2\/checkout\/orders\/([A-Z0-9]+)\/capture$/.exec(at.pathname);
    if (req.method === 'POST' && captureMatch) {
      const orderId = captureMatch[1]!;
      received.captures.push({ orderId, requestId });
      const replay = requestId && byRequestId.get(`capture:${requestId}`);
      if (replay) return send(res, replay.status, replay.json);
      const order = orders.get(orderId);
      if (!order)
        return send(res, 404, {
          name: 'RESOURCE_NOT_FOUND',
          message: 'The specified resource does not exist.',
        });
      if (order.status === 'COMPLETED') return send(res, 422, unprocessable('ORDER_ALREADY_CAPTURED'));
      if (order.status !== 'APPROVED') return send(res, 422, unprocessable('ORDER_NOT_APPROVED'));
      const unit = order.request.purchase_units[0]!;
      const now = new Date().toISOString();
      order.capture = {
        id: randomBytes(9).toString('hex').toUpperCase().slice(0, 17),
        status: 'COMPLETED',
        amount: unit.amount,
        final_capture: true,
        custom_id: unit.custom_id,
        seller_protection: {
          status: 'ELIGIBLE',
          dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'],
        },
        create_time: now,
        update_time: now,
      };
      order.status = 'COMPLETED';
      const answer = orderJson(order);
      if (requestId) byRequestId.set(`capture:${requestId}`, { status: 201, json: answer });
      send(res, 201, answer);
      if (standIn.webhookUrl()) await deliver(captureCompletedEvent(order));
      return;
    }
    const orderMatch = /^\/v2\/checkout\/orders\/([A-Z0-9]+)$/.exec(at.pathname);
    if (req.method === 'GET' && orderMatch) {
      const order = orders.get(orderMatch[1]!);
      if (!order)
        return send(res, 404, {
          name: 'RESOURCE_NOT_FOUND',
          message: 'The specified resource does not exist.',
        });
      return send(res, 200, orderJson(order));
    }
    if (req.method === 'POST' && at.pathname === '/v1/catalogs/products') {
      const json = JSON.parse(body || '{}');
      received.products.push({ body: json, requestId });
      const replay = requestId && byRequestId.get(`product:${requestId}`);
      if (replay) return send(res, 200, replay.json);
      if (
        typeof json.name !== 'string' ||
        !json.name ||
        !['PHYSICAL', 'DIGITAL', 'SERVICE'].includes(json.type)
      )
        return send(res, 400, invalidRequest('INVALID_PARAMETER_SYNTAX'));
      const product: FakeProduct = { id: `PROD-${upper(17)}`, body: json };
      products.set(product.id, product);
      const answer = { id: product.id, ...json, create_time: new Date().toISOString(), links: [] };
      if (requestId) byRequestId.set(`product:${requestId}`, { status: 200, json: answer });
      return send(res, 201, answer);
    }
    if (req.method === 'POST' && at.pathname === '/v1/billing/plans') {
      const json = JSON.parse(body || '{}');
      received.plans.push({ body: json, requestId });
      const replay = requestId && byRequestId.get(`plan:${requestId}`);
      if (replay) return send(res, 200, replay.json);
      if (!products.has(json.product_id)) return send(res, 422, unprocessable('INVALID_PRODUCT_ID'));
      const cycle = json.billing_cycles?.[0];
      const price = cycle?.pricing_scheme?.fixed_price;
      if (
        json.billing_cycles?.length !== 1 ||
        cycle.tenure_type !== 'REGULAR' ||
        cycle.frequency?.interval_unit !== 'MONTH' ||
        cycle.frequency?.interval_count !== 1 ||
        !/^\d+(\.\d{1,2})?$/.test(price?.value ?? '') ||
        price.currency_code !== 'USD'
      )
        return send(res, 400, invalidRequest('INVALID_PARAMETER_VALUE'));
      const plan: FakePlan = { id: `P-${upper(24)}`, body: json };
      plans.set(plan.id, plan);
      const answer = { id: plan.id, ...json, status: json.status ?? 'ACTIVE', links: [] };
      if (requestId) byRequestId.set(`plan:${requestId}`, { status: 200, json: answer });
      return send(res, 201, answer);
    }
    if (req.method === 'POST' && at.pathname === '/v1/billing/subscriptions') {
      const json = JSON.parse(body || '{}');
      received.subscriptions.push({ body: json, requestId });
      const replay = requestId && byRequestId.get(`subscription:${requestId}`);
      if (replay) return send(res, 200, replay.json);
      if (!plans.has(json.plan_id)) return send(res, 422, unprocessable('INVALID_PLAN_ID'));
      if (!/^https?:\/\//.test(json.application_context?.return_url ?? ''))
        return send(res, 400, invalidRequest('MISSING_REQUIRED_PARAMETER'));
      const now = new Date().toISOString();
      const subscription: FakeSubscription = {
        id: `I-${upper(12)}`,
        status: 'APPROVAL_PENDING',
        planId: json.plan_id,
        baToken: `BA-${upper(17)}`,
        body: json,
        createTime: now,
        statusUpdateTime: now,
        sales: [],
      };
      subscriptions.set(subscription.id, subscription);
      const answer = subscriptionJson(subscription);
      if (requestId) byRequestId.set(`subscription:${requestId}`, { status: 200, json: answer });
      return send(res, 201, answer);
    }
    const subscriptionMatch =
      /^\/v1\/billing\/subscriptions\/(I-[A-Z0-9]+)(\/cancel|\/suspend|\/activate|\/revise)?$/.exec(
        at.pathname,
      );
    if (subscriptionMatch) {
      const subscription = subscriptions.get(subscriptionMatch[1]!);
      if (!subscription)
        return send(res, 404, {
          name: 'RESOURCE_NOT_FOUND',
          message: 'The specified resource does not exist.',
        });
      if (req.method === 'GET' && !subscriptionMatch[2])
        return send(res, 200, subscriptionJson(subscription));
      // Revise: another plan, which the payer approves at the `approve` link; until then nothing changes.
      if (req.method === 'POST' && subscriptionMatch[2] === '/revise') {
        const json = JSON.parse(body || '{}');
        received.revisions.push({ id: subscription.id, body: json });
        if (!plans.has(json.plan_id)) return send(res, 422, unprocessable('INVALID_PLAN_ID'));
        if (subscription.status !== 'ACTIVE' && subscription.status !== 'SUSPENDED')
          return send(res, 422, unprocessable('SUBSCRIPTION_STATUS_INVALID'));
        const context = json.application_context ?? {};
        if (!/^https?:\/\//.test(context.return_url ?? ''))
          return send(res, 400, invalidRequest('MISSING_REQUIRED_PARAMETER'));
        subscription.revision = {
          planId: json.plan_id,
          token: `BA-${upper(17)}`,
          returnUrl: context.return_url,
          cancelUrl: context.cancel_url ?? context.return_url,
        };
        return send(res, 200, {
          plan_id: json.plan_id,
          plan_overridden: false,
          links: [
            {
              href: `${url}/webapps/billing/subscriptions/update?ba_token=${subscription.revision.token}`,
              rel: 'approve',
              method: 'GET',
            },
            { href: `${url}/v1/billing/subscriptions/${subscription.id}`, rel: 'self', method: 'GET' },
          ],
        });
      }
      // Suspend (ACTIVE → SUSPENDED) and activate (SUSPENDED → ACTIVE): 204, or 422 from any other state.
      if (
        req.method === 'POST' &&
        (subscriptionMatch[2] === '/suspend' || subscriptionMatch[2] === '/activate')
      ) {
        const suspend = subscriptionMatch[2] === '/suspend';
        received.statusChanges.push({
          id: subscription.id,
          action: suspend ? 'suspend' : 'activate',
          body: JSON.parse(body || '{}'),
        });
        if (subscription.status !== (suspend ? 'ACTIVE' : 'SUSPENDED'))
          return send(res, 422, unprocessable('SUBSCRIPTION_STATUS_INVALID'));
        setSubscriptionStatus(subscription.id, suspend ? 'SUSPENDED' : 'ACTIVE');
        res.writeHead(204);
        res.end();
        if (standIn.webhookUrl())
          await deliver(
            subscriptionEvent(
              suspend ? 'BILLING.SUBSCRIPTION.SUSPENDED' : 'BILLING.SUBSCRIPTION.ACTIVATED',
              subscription.id,
            ),
          );
        return;
      }
      if (req.method === 'POST' && subscriptionMatch[2]) {
        const json = JSON.parse(body || '{}');
        received.cancellations.push({ id: subscription.id, body: json });
        if (subscription.status !== 'ACTIVE' && subscription.status !== 'SUSPENDED')
          return send(res, 422, unprocessable('SUBSCRIPTION_STATUS_INVALID'));
        setSubscriptionStatus(subscription.id, 'CANCELLED');
        res.writeHead(204);
        res.end();
        if (standIn.webhookUrl())
          await deliver(subscriptionEvent('BILLING.SUBSCRIPTION.CANCELLED', subscription.id));
        return;
      }
    }
    if (req.method === 'POST' && at.pathname === '/v1/notifications/verify-webhook-signature') {
      const json = JSON.parse(body || '{}');
      received.verifications.push(json);
      const expected = sign(json.transmission_id, json.transmission_time, JSON.stringify(json.webhook_event));
      const ok =
        json.webhook_id === options.webhookId &&
        json.auth_algo === 'SHA256withRSA' &&
        json.transmission_sig === expected;
      return send(res, 200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' });
    }
    if (req.method === 'GET' && at.pathname === '/checkoutnow') {
      const order = orders.get(at.searchParams.get('token') ?? '');
      if (!order) return sendHtml(res, 404, 'PayPal', '<h1>Orden inexistente</h1>');
      const amount = order.request.purchase_units[0]!.amount;
      return sendHtml(
        res,
        200,
        'PayPal',
        `<h1>PayPal (simulado)</h1><p>${amount.currency_code} ${amount.value}</p>
         <form method="post" action="/checkoutnow/approve"><input type="hidden" name="token" value="${order.id}">
         <button type="submit">Pagar con PayPal</button></form>
         <a href="${escapeHtml(cancelUrl(order))}">Cancelar y volver</a>`,
      );
    }
    if (req.method === 'POST' && at.pathname === '/checkoutnow/approve') {
      const order = approve(new URLSearchParams(body).get('token') ?? '');
      const back = new URL(order.request.payment_source?.paypal?.experience_context?.return_url ?? url);
      back.searchParams.set('token', order.id);
      back.searchParams.set('PayerID', PAYER.payer_id);
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (req.method === 'GET' && at.pathname === '/webapps/billing/subscriptions') {
      const subscription = [...subscriptions.values()].find(
        (s) => s.baToken === at.searchParams.get('ba_token'),
      );
      if (!subscription) return sendHtml(res, 404, 'PayPal', '<h1>Suscripción inexistente</h1>');
      const price = plans.get(subscription.planId)!.body.billing_cycles[0]!.pricing_scheme.fixed_price;
      return sendHtml(
        res,
        200,
        'PayPal',
        `<h1>PayPal (simulado): suscripción</h1><p>${price.currency_code} ${price.value} por mes</p>
         <form method="post" action="/webapps/billing/subscriptions/approve"><input type="hidden" name="ba_token" value="${subscription.baToken}">
         <button type="submit">Aceptar y suscribirme</button></form>
         <a href="${escapeHtml(subscription.body.application_context?.cancel_url ?? url)}">Cancelar y volver</a>`,
      );
    }
    if (req.method === 'GET' && at.pathname === '/webapps/billing/subscriptions/update') {
      const subscription = revisionOf(at.searchParams.get('ba_token'));
      if (!subscription) return sendHtml(res, 404, 'PayPal', '<h1>Cambio inexistente</h1>');
      const price = plans.get(subscription.revision!.planId)!.body.billing_cycles[0]!.pricing_scheme
        .fixed_price;
      return sendHtml(
        res,
        200,
        'PayPal',
        `<h1>PayPal (simulado): cambio de suscripción</h1><p>Nuevo monto: ${price.currency_code} ${price.value} por mes</p>
         <form method="post" action="/webapps/billing/subscriptions/update/approve"><input type="hidden" name="ba_token" value="${subscription.revision!.token}">
         <button type="submit">Aceptar el cambio</button></form>
         <a href="${escapeHtml(subscription.revision!.cancelUrl)}">Cancelar y volver</a>`,
      );
    }
    if (req.method === 'POST' && at.pathname === '/webapps/billing/subscriptions/update/approve') {
      const subscription = revisionOf(new URLSearchParams(body).get('ba_token'));
      if (!subscription) return sendHtml(res, 404, 'PayPal', '<h1>Cambio inexistente</h1>');
      const back = approveRevision(subscription.id);
      if (standIn.webhookUrl())
        await deliver(subscriptionEvent('BILLING.SUBSCRIPTION.UPDATED', subscription.id));
      res.writeHead(302, { location: back });
      return res.end();
    }
    if (req.method === 'POST' && at.pathname === '/webapps/billing/subscriptions/approve') {
      const token = new URLSearchParams(body).get('ba_token');
      const subscription = [...subscriptions.values()].find((s) => s.baToken === token);
      if (!subscription) return sendHtml(res, 404, 'PayPal', '<h1>Suscripción inexistente</h1>');
      // Approving activates it and bills the first cycle: both events are delivered before the payer is back.
      setSubscriptionStatus(subscription.id, 'ACTIVE');
      if (standIn.webhookUrl()) {
        await deliver(subscriptionEvent('BILLING.SUBSCRIPTION.ACTIVATED', subscription.id));
        await deliver(saleCompletedEvent(chargeSubscription(subscription.id)));
      }
      const back = new URL(subscription.body.application_context?.return_url ?? url);
      back.searchParams.set('subscription_id', subscription.id);
      back.searchParams.set('ba_token', subscription.baToken);
      back.searchParams.set('token', upper(17));
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    return send(res, 404, { name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.' });
  }

  function subscriptionJson(subscription: FakeSubscription) {
    const price = plans.get(subscription.planId)!.body.billing_cycles[0]!.pricing_scheme.fixed_price;
    const last = subscription.sales.at(-1);
    return {
      id: subscription.id,
      plan_id: subscription.planId,
      status: subscription.status,
      status_update_time: subscription.statusUpdateTime,
      custom_id: subscription.body.custom_id,
      start_time: subscription.createTime,
      quantity: '1',
      create_time: subscription.createTime,
      ...(subscription.status === 'APPROVAL_PENDING'
        ? {}
        : {
            subscriber: {
              email_address: subscription.body.subscriber?.email_address ?? PAYER.email_address,
              payer_id: PAYER.payer_id,
              name: PAYER.name,
            },
            billing_info: {
              outstanding_balance: { currency_code: price.currency_code, value: '0.0' },
              cycle_executions: [
                {
                  tenure_type: 'REGULAR',
                  sequence: 1,
                  cycles_completed: subscription.sales.length,
                  cycles_remaining: 0,
                  total_cycles: 0,
                },
              ],
              ...(last && {
                last_payment: {
                  amount: { currency_code: last.amount.currency, value: last.amount.total },
                  time: last.create_time,
                },
              }),
              failed_payments_count: 0,
            },
          }),
      links: [
        ...(subscription.status === 'APPROVAL_PENDING'
          ? [
              {
                href: `${url}/webapps/billing/subscriptions?ba_token=${subscription.baToken}`,
                rel: 'approve',
                method: 'GET',
              },
            ]
          : []),
        { href: `${url}/v1/billing/subscriptions/${subscription.id}`, rel: 'edit', method: 'PATCH' },
        { href: `${url}/v1/billing/subscriptions/${subscription.id}`, rel: 'self', method: 'GET' },
      ],
    };
  }

  function revisionOf(token: string | null) {
    return [...subscriptions.values()].find((s) => s.revision && s.revision.token === token);
  }

  /** The payer approves the pending revise: the subscription moves to its plan. Returns where to go back. */
  function approveRevision(id: string): string {
    const subscription = subscriptions.get(id);
    if (!subscription?.revision) throw new Error(`no revision waiting on ${id}`);
    const { planId, returnUrl } = subscription.revision;
    subscription.planId = planId;
    subscription.revision = undefined;
    subscription.statusUpdateTime = new Date().toISOString();
    return returnUrl;
  }

  function setSubscriptionStatus(id: string, status: FakeSubscription['status']) {
    const subscription = subscriptions.get(id);
    if (!subscription) throw new Error(`no subscription ${id}`);
    subscription.status = status;
    subscription.statusUpdateTime = new Date().toISOString();
  }

  /** One billed cycle of an active subscription: a sale of the plan's price. */
  function chargeSubscription(id: string) {
    const subscription = subscriptions.get(id);
    if (!subscription) throw new Error(`no subscription ${id}`);
    const price = plans.get(subscription.planId)!.body.billing_cycles[0]!.pricing_scheme.fixed_price;
    const sale = {
      id: upper(17),
      amount: { total: price.value, currency: price.currency_code },
      create_time: new Date().toISOString(),
    };
    subscription.sales.push(sale);
    return { subscription, sale };
  }

  /** BILLING.SUBSCRIPTION.* with the subscription as resource (as PayPal sends it). */
  function subscriptionEvent(type: string, id: string) {
    const subscription = subscriptions.get(id);
    if (!subscription) throw new Error(`no subscription ${id}`);
    const resource = subscriptionJson(subscription);
    return {
      id: `WH-${randomBytes(8).toString('hex').toUpperCase()}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: 'subscription',
      resource_version: '2.0',
      event_type: type,
      summary: `Subscription ${type.split('.').at(-1)!.toLowerCase()}`,
      resource,
      links: [],
    };
  }

  /** PAYMENT.SALE.COMPLETED of a subscription's cycle: the sale, with billing_agreement_id. */
  function saleCompletedEvent({ subscription, sale }: ReturnType<typeof chargeSubscription>) {
    return {
      id: `WH-${randomBytes(8).toString('hex').toUpperCase()}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: 'sale',
      event_type: 'PAYMENT.SALE.COMPLETED',
      summary: `Payment completed for $ ${sale.amount.total} ${sale.amount.currency}`,
      resource: {
        id: sale.id,
        state: 'completed',
        amount: {
          total: sale.amount.total,
          currency: sale.amount.currency,
          details: { subtotal: sale.amount.total },
        },
        payment_mode: 'INSTANT_TRANSFER',
        protection_eligibility: 'ELIGIBLE',
        transaction_fee: { value: '0.79', currency: sale.amount.currency },
        billing_agreement_id: subscription.id,
        custom: subscription.body.custom_id,
        create_time: sale.create_time,
        update_time: sale.create_time,
        links: [],
      },
      links: [],
    };
  }

  function approve(orderId: string): FakeOrder {
    const order = orders.get(orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    if (order.status === 'PAYER_ACTION_REQUIRED') order.status = 'APPROVED';
    return order;
  }

  function cancelUrl(order: FakeOrder) {
    const back = new URL(order.request.payment_source?.paypal?.experience_context?.cancel_url ?? url);
    back.searchParams.set('token', order.id);
    return back.toString();
  }

  function orderJson(order: FakeOrder) {
    const unit = order.request.purchase_units[0]!;
    return {
      id: order.id,
      intent: 'CAPTURE',
      status: order.status,
      payment_source: { paypal: { ...PAYER, account_id: PAYER.payer_id, account_status: 'VERIFIED' } },
      purchase_units: [
        {
          reference_id: unit.reference_id,
          amount: unit.amount,
          custom_id: unit.custom_id,
          ...(order.capture ? { payments: { captures: [order.capture] } } : {}),
        },
      ],
      payer: PAYER,
      links: [{ href: `${url}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' }],
    };
  }

  function captureCompletedEvent(order: FakeOrder) {
    const capture = order.capture!;
    return {
      id: `WH-${randomBytes(8).toString('hex').toUpperCase()}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: 'capture',
      resource_version: '2.0',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      summary: `Payment completed for $ ${(capture.amount as { value: string }).value} USD`,
      resource: { ...capture, supplementary_data: { related_ids: { order_id: order.id } } },
      links: [],
    };
  }

  function sign(transmissionId: string, time: string, rawBody: string) {
    const crc = crc32(Buffer.from(rawBody, 'utf8'));
    return createHmac('sha256', signingKey)
      .update(`${transmissionId}|${time}|${options.webhookId}|${crc}`)
      .digest('base64');
  }

  /** A delivery as PayPal makes it: the event as JSON and the transmission headers. */
  function webhookRequest(event: unknown, overrides: { sig?: string } = {}) {
    const body = JSON.stringify(event);
    const transmissionId = randomUUID();
    const time = new Date().toISOString();
    const headers = {
      'content-type': 'application/json',
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': `${url}/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77`,
      'paypal-transmission-id': transmissionId,
      'paypal-transmission-sig': overrides.sig ?? sign(transmissionId, time, body),
      'paypal-transmission-time': time,
    };
    return { headers, body };
  }

  async function deliver(event: unknown) {
    const webhookUrl = standIn.webhookUrl();
    if (!webhookUrl) throw new Error('no webhook URL');
    const request = webhookRequest(event);
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
    });
    const delivery = { ...request, status: response.status, answer: await response.text() };
    received.webhooks.push(delivery);
    return delivery;
  }

  return {
    url,
    received,
    orders,
    approve,
    captureCompletedEvent: (orderId: string) => captureCompletedEvent(orders.get(orderId)!),
    products,
    plans,
    subscriptions,
    setSubscriptionStatus,
    approveRevision,
    chargeSubscription,
    subscriptionEvent,
    saleCompletedEvent,
    webhookRequest,
    deliver,
    ...standIn.controls,
  };
}

export type FakePayPal = Awaited<ReturnType<typeof startFakePayPal>>;

function unprocessable(issue: string) {
  return {
    name: 'UNPROCESSABLE_ENTITY',
    message:
      'The requested action could not be performed, semantically incorrect, or failed business validation.',
    debug_id: randomBytes(6).toString('hex'),
    details: [{ issue, description: issue.toLowerCase().replaceAll('_', ' ') }],
  };
}

function invalidRequest(issue: string) {
  return {
    name: 'INVALID_REQUEST',
    message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
    debug_id: randomBytes(6).toString('hex'),
    details: [{ issue, description: issue.toLowerCase().replaceAll('_', ' ') }],
  };
}

/** Upper-case letters and digits, as PayPal's ids are made of. */
function upper(length: number) {
  return randomBytes(length).toString('hex').toUpperCase().slice(0, length);
}
