// Issue 39 item 7: a page asked for with a Host that names no host (`a b`, `[::1`, `%`) or with none at all
// (HTTP/1.0) answered 500, and logged a stack trace at error level each time: the Fetch bridge to React
// Router built the page's URL from it and `new URL` threw. Now it is the client's 400, logged at debug level;
// the API, which never reads the Host, keeps answering. Through the real web bridge, over real HTTP where
// inject() cannot send the request (no Host at all).
import { mkdtemp, rm } from 'node:fs/promises';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { MSG } from '@campito/core';
import { createElement } from 'react';
import { Outlet } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/app';
import { openTestDatabase } from '../../test/database';
import { pageBuild } from '../../test/page-build';
import { type App, buildApp } from '../app';

let app: App;
let dataDir: string;
let port: number;
const lines: { level: number; msg: string; host?: string }[] = [];
const ERROR = 50;
const DEBUG = 20;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'campito-host-'));
  // Debug, so the test sees the refusal's own line; a trusted proxy on loopback, whose X-Forwarded-Host counts.
  const config = testConfig(dataDir, { LOG_LEVEL: 'debug', TRUST_PROXY: '127.0.0.1' });
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line));
  });
  app = await buildApp({
    config,
    database: await openTestDatabase(),
    logStream,
    web: {
      // A page that is never cached, so every request reaches the bridge.
      build: pageBuild(
        { 'routes/home': ['', { default: () => createElement('p', null, 'Hola desde El Campito') }] },
        { default: () => createElement(Outlet) },
      ),
      mode: 'production',
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  lines.length = 0;
});

/** Sends `text` as is on a new connection and returns everything the server answered until it hung up. */
const rawHttp = (text: string) =>
  new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.once('close', () => resolve(answer));
    socket.once('error', reject);
    socket.end(text);
  });

const errorsLogged = () => lines.filter((line) => line.level >= ERROR);
const refusalsLogged = () => lines.filter((line) => line.msg === 'page refused: malformed host');

describe('a page asked for with a malformed Host', () => {
  const malformed = ['a b', '[::1', '%', 'example.com:99999', 'a@b', 'a/b'];

  it.each(malformed)(
    '%j answers a short 400 page, logged at debug level and never as an error',
    async (host) => {
      for (const method of ['GET', 'HEAD', 'POST'] as const) {
        const response = await app.inject({
          method,
          url: '/',
          headers: {
            host,
            ...(method === 'POST' && { 'content-type': 'application/x-www-form-urlencoded' }),
          },
          ...(method === 'POST' && { payload: 'a=1' }),
        });
        expect(response.statusCode, method).toBe(400);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        if (method !== 'HEAD') expect(response.body).toContain(MSG.badRequest);
      }
      expect(errorsLogged()).toEqual([]);
      const refusals = refusalsLogged();
      expect(refusals).toHaveLength(3);
      for (const line of refusals) expect(line).toMatchObject({ level: DEBUG, host });
    },
  );

  it('says the same when a trusted proxy forwards such a host', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'localhost', 'x-forwarded-host': 'a b' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(MSG.badRequest);
    expect(errorsLogged()).toEqual([]);
  });

  it('an HTTP/1.0 request without any Host answers 400, over a real connection', async () => {
    const answer = await rawHttp('GET / HTTP/1.0\r\n\r\n');
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(answer).toContain(MSG.badRequest);
    // And one that names a host is rendered.
    const named = await rawHttp('GET / HTTP/1.0\r\nHost: localhost\r\n\r\n');
    expect(named.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
    expect(named).toContain('Hola desde El Campito');
    expect(errorsLogged()).toEqual([]);
    expect(refusalsLogged()).toHaveLength(1);
  });

  it('a Host over a real connection goes the same way', async () => {
    const answer = await rawHttp('GET / HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n');
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(errorsLogged()).toEqual([]);
  });

  it('the API never reads the Host: it answers as usual, and never 500', async () => {
    for (const host of malformed) {
      const dogs = await app.inject({ method: 'GET', url: '/api/dogs', headers: { host } });
      expect(dogs.statusCode, host).toBe(200);
      const unknown = await app.inject({ method: 'GET', url: '/api/no-existe', headers: { host } });
      expect(unknown.statusCode, host).toBe(404);
    }
    const answer = await rawHttp('GET /api/dogs HTTP/1.0\r\n\r\n');
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
    expect(errorsLogged()).toEqual([]);
  });

  it('names, addresses and ports still render the page', async () => {
    for (const host of [
      'localhost',
      'localhost:3000',
      'elcampito.org.ar',
      '127.0.0.1:8080',
      '[::1]:3000',
      'mi_host',
    ]) {
      const response = await app.inject({ method: 'GET', url: '/', headers: { host } });
      expect(response.statusCode, host).toBe(200);
      expect(response.body).toContain('Hola desde El Campito');
    }
    expect(refusalsLogged()).toEqual([]);
  });
});
