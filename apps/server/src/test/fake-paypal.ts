// A small real PayPal for tests: OAuth client credentials, Orders v2 (create with PayPal-Request-Id
// idempotency, approve page, capture, read), webhook deliveries with PayPal's transmission headers, and
// verify-webhook-signature. PayPal signs with a private key; this fake signs with its own secret over the
// same fields (transmission id | time | webhook id | CRC32 of the body), so only its own deliveries verify.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';
import { escapeHtml, readBody, send, sendHtml } from './fake-http';

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
  const tokens = new Set<string>();
  const byRequestId = new Map<string, { status: number; json: unknown }>();
  const received = {
    tokenRequests: 0,
    /** Every order body POSTed to /v2/checkout/orders, with its PayPal-Request-Id. */
    orders: [] as { body: unknown; requestId: string | undefined }[],
    captures: [] as { orderId: string; requestId: string | undefined }[],
    verifications: [] as unknown[],
    webhooks: [] as { status: number; answer: string; body: string; headers: Record<string, string> }[],
  };
  let delayMs = 0;
  let webhookUrl = options.webhookUrl;

  const server = createServer((req, res) => {
    handle(req, res).catch((err) => send(res, 500, { name: 'INTERNAL_SERVER_ERROR', message: String(err) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const at = new URL(req.url ?? '/', url);
    const body = await readBody(req);
    const api = at.pathname.startsWith('/v1/') || at.pathname.startsWith('/v2/');
    if (api && delayMs) await new Promise((r) => setTimeout(r, delayMs));

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
      if (webhookUrl) await deliver(captureCompletedEvent(order));
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
    return send(res, 404, { name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.' });
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
    webhookRequest,
    deliver,
    setDelay(ms: number) {
      delayMs = ms;
    },
    setWebhookUrl(target: string) {
      webhookUrl = target;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
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
