import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { type RunningServer, startServer } from '../fixtures/server';
import { expect, test } from '../fixtures/test';

// Issue 14 (hardening) item 2: on the old code 12 parallel 40 MB urlencoded posts to /profile exhausted
// the heap of `npm start` and the process died. Every page action now has a body limit that fits what it
// takes, checked before any action runs; the server started with npm start's V8 flags must survive that
// attack and keep answering.

const MB = 1024 * 1024;
const BIG = Buffer.alloc(40 * MB, 'a');
BIG.write('email=');
const TEXT_PAGES = [
  '/profile',
  '/recuperar',
  '/cambiarPassword/abcdefghijklmnop',
  '/colaborar',
  '/profile/edit/x',
];

let server: RunningServer;
test.beforeAll(async () => {
  // No demo content: these requests never reach a page's data, and seeding would only slow the start.
  test.setTimeout(180_000);
  server = await startServer({ env: { SEED_DEMO: 'false' } });
});
test.afterAll(async () => {
  await server?.stop();
});

/**
 * Posts `body` with node:http on a connection of its own, kept open as a browser keeps it, reading the answer
 * while still sending; resolves with the status, or 'closed' when the connection ended before any answer.
 * (A client that asks `Connection: close` has Node close the socket as soon as the answer is out, and may see
 * a reset instead: SECURITY.md.)
 */
function post(url: string, body: Buffer, headers: Record<string, string>): Promise<number | 'closed'> {
  return new Promise((resolve) => {
    const agent = new Agent({ keepAlive: true });
    const req = httpRequest(url, { method: 'POST', headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve('closed'));
    // The server cuts off the rest of a refused body after a while: the write then fails on the socket,
    // possibly once the answer was read and the request let go of it.
    req.on('socket', (socket) => socket.on('error', () => {}));
    req.end(body);
  });
}

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

test('12 parallel 40 MB posts to /profile, and one to each other text page, are refused with 413', async () => {
  // The attack of issue 14 at its own size (12 posts to /profile), then one post to each other page: each has
  // its own limit, and the process keeps answering.
  test.setTimeout(120_000);
  const headers = {
    'content-type': 'application/x-www-form-urlencoded',
    'content-length': String(BIG.length),
    origin: server.url,
  };
  const [first, ...others] = TEXT_PAGES;
  const attack = await Promise.all(
    Array.from({ length: 12 }, () => post(`${server.url}${first}`, BIG, headers)),
  );
  // Answered 413 from the declared length, while the client is still sending: the server reads and drops
  // the rest for a moment, so the answer reaches every client before the connection closes.
  expect(attack).toEqual(Array(12).fill(413));
  const peak = rssMb(server.process.pid!);
  const single = await Promise.all(others.map((page) => post(`${server.url}${page}`, BIG, headers)));
  expect(single).toEqual(others.map(() => 413));
  expect(server.process.exitCode).toBeNull();
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  console.log(`RSS tras los envíos: ${Math.max(peak, rssMb(server.process.pid!)).toFixed(0)} MB`);
});

test('a chunked body (no declared length) is cut off at the limit with 413', async () => {
  const chunked = (size: number) =>
    post(`${server.url}/recuperar`, Buffer.alloc(size, 'a'), {
      'content-type': 'application/x-www-form-urlencoded',
      'transfer-encoding': 'chunked',
      origin: server.url,
    });
  const answers = await Promise.all(Array.from({ length: 6 }, () => chunked(8 * MB)));
  expect(answers).toEqual(Array(6).fill(413));
  expect(server.process.exitCode).toBeNull();
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
});

test('a client that keeps sending after its 413 is cut off after the linger, long before the text-body deadline', async () => {
  // A chunked body that never ends, 16 KB every 50 ms: the answer arrives, then the connection is closed by
  // the server once REFUSED_BODY_LINGER_MS (2 s) passed, not at the 20 s text-body deadline.
  const { port } = new URL(server.url);
  const socket = connect(Number(port), '127.0.0.1');
  socket.on('error', () => {});
  let answer = '';
  socket.on('data', (data) => {
    answer += data.toString('latin1');
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(
    `POST /recuperar HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${server.url}\r\n` +
      'Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n',
  );
  const piece = `4000\r\n${'a'.repeat(0x4000)}\r\n`;
  const sending = setInterval(() => {
    if (!socket.destroyed) socket.write(piece);
  }, 50);
  try {
    await expect.poll(() => answer.startsWith('HTTP/1.1 413'), { timeout: 10_000 }).toBe(true);
    const cutOff = await Promise.race([
      closed.then(() => true),
      new Promise<boolean>((r) => setTimeout(() => r(false), 15_000)),
    ]);
    expect(cutOff, 'the server closed the connection within 15 s of its answer').toBe(true);
  } finally {
    clearInterval(sending);
    socket.destroy();
  }
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
});

test('the refusal is a Spanish page, and a normal sign-in post still works', async ({ request }) => {
  const res = await request.post(`${server.url}/recuperar`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
    data: `email=${'a'.repeat(40 * 1024)}`,
  });
  expect(res.status()).toBe(413);
  expect(await res.text()).toContain('El envío es demasiado grande.');
  const ok = await request.post(`${server.url}/recuperar`, {
    headers: { origin: server.url },
    form: { email: 'nadie@example.com' },
  });
  expect(ok.status()).toBeLessThan(500);
  expect(ok.status()).not.toBe(413);
});

test('uploads to /form are taken a few at a time: the rest get 503 with Retry-After, never a crash', async () => {
  test.setTimeout(180_000);
  const boundary = '----campito';
  const part = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    Buffer.alloc(30 * MB, 0),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const answers = await Promise.all(
    Array.from({ length: 12 }, () =>
      post(`${server.url}/form`, part, {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(part.length),
        origin: server.url,
      }),
    ),
  );
  expect(answers).toContain(503);
  for (const answer of answers) expect(answer === 'closed' || answer < 500 || answer === 503).toBe(true);
  expect(server.process.exitCode).toBeNull();
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
});
