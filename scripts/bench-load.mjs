// How `npm run bench` loads a server: closed-loop saturation with autocannon (interleaved with the bare
// reference route, rounds, medians), an open-loop paced client for the p99 budget, the helper servers of
// the bench in their own processes, and resident memory sampled meanwhile.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { root, tempDir } from './lib.mjs';
import { freePort } from './start-command.mjs';

export const DURATION = Number(process.env.BENCH_DURATION ?? 4);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
export const CONNECTIONS = 10;
export const BROWSER = { 'accept-encoding': 'br, gzip' };

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** Resident memory of a process, sampled while rows run (the peak is kept). */
export function rssSampler(pid) {
  const state = { peakMB: 0 };
  const timer = setInterval(() => {
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      state.peakMB = Math.max(state.peakMB, Math.round(kb / 1024));
    } catch {}
  }, 200);
  return { state, stop: () => clearInterval(timer) };
}

/** A helper server of the bench in its own process (the reference, or the same-bytes server). */
export async function startHelper(script, env = {}, probe = '/') {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'scripts', script)], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(new URL(probe, url))).ok) break;
    } catch {}
    if (i > 100) throw new Error(`${script} no arrancó`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** A GET as the bench's client sends it, read raw (status, headers, the encoded body). */
function rawGet(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: BROWSER }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

/**
 * Starts the same-bytes server (scripts/bench-same-bytes.mjs) with what the cached server answers each hit
 * row with, and returns a row for each: the ceiling of a hit on this machine with this client.
 */
export async function sameBytesRows(hits) {
  const answers = {};
  for (const row of hits) {
    const url = new URL(row.url);
    await rawGet(url);
    const got = await rawGet(url);
    if (got.headers['x-cache'] !== 'hit')
      throw new Error(`${row.name}: la caché no respondió (${got.status})`);
    for (const name of ['date', 'connection', 'keep-alive', 'content-length']) delete got.headers[name];
    answers[url.pathname + url.search] = {
      status: got.status,
      headers: got.headers,
      body: got.body.toString('base64'),
    };
  }
  const file = path.join(tempDir('campito-bench-bytes-'), 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  const first = Object.keys(answers)[0];
  const server = await startHelper('bench-same-bytes.mjs', { ANSWERS: file }, first);
  return {
    server,
    rows: hits.map((row) => {
      const url = new URL(row.url);
      return {
        key: `${row.key}Bytes`,
        name: `same bytes from bare node:http: ${row.name.replace(', cache hit', '')}`,
        url: new URL(url.pathname + url.search, server.url).href,
      };
    }),
  };
}

/** One measurement: requests/s, latency and answers that were not 2xx. */
async function once(url, headers) {
  const r = await cannon({ url, headers: { ...BROWSER, ...headers }, duration: DURATION });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bad: r.non2xx + r.errors + r.timeouts,
  };
}

/**
 * Interleaved rounds at saturation (CONNECTIONS connections, each sending its next request when the last
 * is answered): reference, row, reference, row… Each row's ratio is the median over rounds of (row
 * requests/s ÷ the reference's requests/s measured just before it).
 */
export async function measureRows(reference, rows, servers) {
  const samplers = servers.map((s) => rssSampler(s.pid));
  const runs = rows.map(() => []);
  for (const row of rows)
    await cannon({ url: row.url, headers: { ...BROWSER, ...row.headers }, duration: 1 });
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [i, row] of rows.entries()) {
      process.stdout.write(`  ronda ${round}/${ROUNDS}: ${row.name}…\n`);
      const ref = await once(reference.url, {});
      const got = await once(row.url, row.headers);
      runs[i].push({ ...got, ref: ref.rps, ratio: got.rps / ref.rps });
    }
  }
  for (const s of samplers) s.stop();
  const results = rows.map((row, i) => ({
    name: row.name,
    key: row.key,
    rps: Math.round(median(runs[i].map((r) => r.rps))),
    referenceRps: Math.round(median(runs[i].map((r) => r.ref))),
    ratio: Number(median(runs[i].map((r) => r.ratio)).toFixed(4)),
    p50: median(runs[i].map((r) => r.p50)),
    p99: median(runs[i].map((r) => r.p99)),
    bad: runs[i].reduce((n, r) => n + r.bad, 0),
  }));
  return { results, peakRssMB: samplers.map((s) => s.state.peakMB) };
}

/**
 * Open loop: request n is due at start + n / rate whether or not earlier ones were answered, and its
 * latency runs from that due time, not from when it went out. autocannon's `overallRate` cannot give this:
 * each of its connections sends back to back until its quota for the second is spent, then waits for the
 * next second, and its latency starts when a request is written — a server that stalls makes the client
 * stall too, and the requests that should have waited meanwhile are never counted (coordinated omission).
 * A late timer of this client only adds to its latencies, never hides a wait. Keep-alive sockets, opened
 * as needed (never a queue in front of a slow server), are warmed for a second before measuring.
 */
export async function paced({ url, headers = {}, rate, seconds, warmupSeconds = 1 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const target = new URL(url);
  const send = (due) =>
    new Promise((resolve) => {
      let done = false;
      const finish = (ok) => {
        if (done) return;
        done = true;
        resolve({ ms: performance.now() - due, ok });
      };
      const req = http.get(target, { agent, headers: { ...BROWSER, ...headers } }, (res) => {
        res.on('data', () => {});
        res.on('end', () => finish(res.statusCode >= 200 && res.statusCode < 300));
        res.on('error', () => finish(false));
      });
      req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
      req.on('error', () => finish(false));
    });
  const run = (secs) =>
    new Promise((resolve) => {
      const total = Math.round(rate * secs);
      const start = performance.now();
      const answers = [];
      let next = 0;
      const tick = () => {
        while (next < total && start + (next * 1000) / rate <= performance.now())
          answers.push(send(start + (next++ * 1000) / rate));
        if (next < total) setTimeout(tick, Math.max(0, start + (next * 1000) / rate - performance.now()));
        else resolve(Promise.all(answers));
      };
      tick();
    });
  await run(warmupSeconds);
  const answers = await run(seconds);
  agent.destroy();
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  const at = (q) => Number(ms[Math.min(ms.length - 1, Math.ceil(q * ms.length) - 1)].toFixed(1));
  return {
    rate,
    seconds,
    requests: ms.length,
    failed: answers.filter((a) => !a.ok).length,
    p50: at(0.5),
    p99: at(0.99),
    max: at(1),
  };
}
