// The HTTP plumbing the stand-in providers share (fake-mercadopago.ts, fake-paypal.ts, oidc-provider.ts).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request's whole body as text (the fakes' bodies are small JSON or form posts). */
export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

export function send(res: ServerResponse, status: number, json: unknown) {
  if (res.headersSent) return;
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(json));
}

/** A provider's page (checkout, approval) with `title` and an HTML body. */
export function sendHtml(res: ServerResponse, status: number, title: string, body: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>`,
  );
}

export function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Stops a stand-in's server now: open keep-alive connections are dropped rather than waited for. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

/**
 * Counts the requests a stand-in is still answering. A test that gave up on a slow answer (a timeout test)
 * waits until `idle()` before the next one, or the late request would be recorded as the next test's.
 */
function requestsInFlight() {
  let open = 0;
  return {
    track<T>(work: Promise<T>): Promise<T> {
      open += 1;
      return work.finally(() => {
        open -= 1;
      });
    },
    idle: () => open === 0,
  };
}

/**
 * A stand-in provider's server and the controls every test of it uses: a delay on API answers (to test our
 * timeouts), `idle()` (see requestsInFlight), the webhook URL it posts to, and `close()`. Each fake brings
 * only its handler and the body it answers with when the handler throws.
 */
export async function startStandIn(options: {
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<unknown>;
  failure: (err: unknown) => unknown;
  webhookUrl?: string;
}) {
  let delayMs = 0;
  let webhookUrl = options.webhookUrl;
  const requests = requestsInFlight();
  const server = createServer((req, res) => {
    requests.track(options.handle(req, res)).catch((err) => send(res, 500, options.failure(err)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Waits the delay a test set, before an API answer. */
    delay: async () => {
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    },
    webhookUrl: () => webhookUrl,
    controls: {
      /** Milliseconds every API answer waits. */
      setDelay(ms: number) {
        delayMs = ms;
      },
      /** No request is being answered (a slow one a test gave up on has been recorded by now). */
      idle: requests.idle,
      setWebhookUrl(target: string) {
        webhookUrl = target;
      },
      close: () => closeServer(server),
    },
  };
}
