import { mkdtemp } from 'node:fs/promises';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import { buildApp } from '../../app';
import { loadConfig } from '../../env';
import { capConnectionsPerAddress, isLoopback, MAX_CONNECTIONS_PER_IP, TIMEOUTS } from './limits';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/** Opens a socket; resolves once connected, with a promise that settles when the server closes it. */
async function open(port: number): Promise<{ socket: Socket; closed: Promise<void> }> {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  cleanups.push(async () => socket.destroy());
  return { socket, closed };
}

const settledWithin = (promise: Promise<void>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

async function testApp(env: Record<string, string> = {}, timeouts?: typeof TIMEOUTS) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: await mkdtemp(path.join(tmpdir(), 'campito-limits-')),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await buildApp({ config, database: await openTestDatabase(), logger: false, timeouts });
  cleanups.push(() => app.close());
  return app;
}

/** Short timeouts, so a test sees them act within seconds. */
const SHORT = {
  headersMs: 1_000,
  requestMs: 1_500,
  idleSocketMs: 5_000,
  keepAliveMs: 1_000,
  checkMs: 250,
  textBodyMs: 60_000,
};

/** An app with these timeouts listening on a loopback port; resolves with the port. */
async function listening(timeouts: typeof TIMEOUTS): Promise<number> {
  const app = await testApp({}, timeouts);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

describe('connections per address', () => {
  it('closes connections beyond the cap from one address and accepts them again once one closes', async () => {
    const server = createServer(() => {});
    const counts = capConnectionsPerAddress(server, 3, () => false);
    const port = await listen(server);
    const held = [await open(port), await open(port), await open(port)];
    const fourth = await open(port);
    expect(await settledWithin(fourth.closed, 2_000)).toBe(true);
    for (const { closed } of held) expect(await settledWithin(closed, 50)).toBe(false);
    expect(counts.get('127.0.0.1')).toBe(3);

    held[0]!.socket.destroy();
    await held[0]!.closed;
    await new Promise((r) => setTimeout(r, 50));
    const again = await open(port);
    expect(await settledWithin(again.closed, 300)).toBe(false);
  });

  it('never caps the loopback (a local proxy or health check)', async () => {
    const server = createServer(() => {});
    capConnectionsPerAddress(server, 1);
    const port = await listen(server);
    const sockets = [await open(port), await open(port), await open(port)];
    for (const { closed } of sockets) expect(await settledWithin(closed, 200)).toBe(false);
    expect(isLoopback('127.0.0.1') && isLoopback('::1') && isLoopback('::ffff:127.0.0.1')).toBe(true);
    // Only the host's own address: 127.0.0.2… are other clients as far as the cap goes.
    expect(isLoopback('10.0.0.1') || isLoopback('::ffff:192.168.0.1') || isLoopback('127.0.0.2')).toBe(false);
  });

  it('the cap is configurable and defaults to MAX_CONNECTIONS_PER_IP', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/x' }).maxConnectionsPerIp).toBe(MAX_CONNECTIONS_PER_IP);
    expect(loadConfig({ DATA_DIR: '/tmp/x', MAX_CONNECTIONS_PER_IP: '0' }).maxConnectionsPerIp).toBe(0);
    expect(() => loadConfig({ DATA_DIR: '/tmp/x', MAX_CONNECTIONS_PER_IP: '-1' })).toThrow(
      /MAX_CONNECTIONS_PER_IP/,
    );
  });
});

describe('slow clients', () => {
  it('the server runs with the documented timeouts', async () => {
    const app = await testApp();
    expect(app.server.headersTimeout).toBe(TIMEOUTS.headersMs);
    expect(app.server.requestTimeout).toBe(TIMEOUTS.requestMs);
    expect(app.server.keepAliveTimeout).toBe(TIMEOUTS.keepAliveMs);
    expect(app.initialConfig.connectionTimeout).toBe(TIMEOUTS.idleSocketMs);
    expect(TIMEOUTS.textBodyMs).toBeLessThan(TIMEOUTS.requestMs);
  });

  it('a body trickled one byte at a time is cut off at the request timeout, and the server keeps answering', async () => {
    const port = await listening(SHORT);

    const { socket, closed } = await open(port);
    let answer = '';
    socket.on('data', (d) => {
      answer += d;
    });
    socket.write(
      'POST /api/contacto HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
    );
    const drip = setInterval(() => socket.writable && socket.write(' '), 200);
    cleanups.push(async () => clearInterval(drip));
    // Without a request timeout this socket stayed open for minutes.
    expect(await settledWithin(closed, 6_000)).toBe(true);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });

  it('a JSON body trickled byte by byte is cut off at the text-body deadline, an upload is not', async () => {
    const port = await listening({
      headersMs: 5_000,
      requestMs: 60_000,
      idleSocketMs: 60_000,
      keepAliveMs: 1_000,
      checkMs: 1_000,
      textBodyMs: 1_000,
    });
    const slow = async (contentType: string) => {
      const { socket, closed } = await open(port);
      socket.write(
        `POST /api/contacto HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${contentType}\r\nContent-Length: 100000\r\n\r\n`,
      );
      const drip = setInterval(() => socket.writable && socket.write(' '), 200);
      cleanups.push(async () => clearInterval(drip));
      return { closed };
    };
    const { closed: json } = await slow('application/json');
    const { closed: upload } = await slow('multipart/form-data; boundary=x');
    expect(await settledWithin(json, 4_000)).toBe(true);
    expect(await settledWithin(upload, 500)).toBe(false);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });

  it('headers that never finish are cut off at the headers timeout', async () => {
    const port = await listening(SHORT);
    const { socket, closed } = await open(port);
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    const drip = setInterval(() => socket.writable && socket.write('X-A: b\r\n'), 200);
    cleanups.push(async () => clearInterval(drip));
    expect(await settledWithin(closed, 6_000)).toBe(true);
  });
});
