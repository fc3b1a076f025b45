// npm run bench — server throughput of what `npm start` runs, as ratios to a bare Fastify route.
//
// Honest by construction (docs/decisions/009-render-performance.md):
// - The server is the production build started with npm start's V8 flags and environment: NODE_ENV from
//   dist/main.js, the default log level (info), its log lines written to a pipe that is read, as a service
//   manager would. The only additions: demo content, a staff account for the signed-in rows, and rate
//   limits raised a millionfold (10 connections from one address would otherwise be told to wait).
// - The reference is a bare Fastify JSON route in its own process (scripts/bench-reference.mjs).
// - Rounds interleave: each row is measured right after the reference, several times; the table gives
//   medians, and each ratio is the median of the per-round ratios. The machine is shared and a single
//   measurement can swing 3×: never read one run's absolute numbers as a property of the code.
// - Each answer-cache hit is also measured against a bare node:http server answering the same bytes and
//   headers (scripts/bench-same-bytes.mjs): the ceiling of a hit on this machine with this client.
// - Rows cover answer-cache hits, real renders for a signed-in visitor (which the cache never serves),
//   and anonymous cache misses (a second server with ANSWER_CACHE_MB=0, so every request renders).
// - Scale: the same database grown to 100,000 dogs and 1,000,000 contributions (scripts/grow-data.mjs),
//   with the rows that read those tables measured again.
// Every request asks for brotli or gzip, as browsers do. Budgets are printed PASS/FAIL; nothing is
// asserted in tests. Results: bench/results.json; docs/performance.md's tables are pasted from this output.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureBuilt, root, startServer, tempDir } from './lib.mjs';
import { freePort } from './start-command.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 10;
const SCALE = { dogs: 100_000, contributions: 1_000_000, users: 20_000 };
const ADMIN = { email: 'bench-admin@example.com', pass: 'clave-del-bench-1' };
const BROWSER = { 'accept-encoding': 'br, gzip' };

const median = (xs) => {
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
function rssSampler(pid) {
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
async function startHelper(script, env = {}, probe = '/') {
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

async function signIn(server) {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`No se pudo iniciar sesión en el bench: ${res.status}`);
  return res.headers.getSetCookie()[0].split(';')[0];
}

/** Rows in each scale row's page (`range=[0,24]`). */
const PAGE_ROWS = 25;

/**
 * The demo content has one account, the bench's admin: the users list would answer one row on the small
 * database and a full page on the grown one, and the scale row would compare page sizes instead of
 * table sizes. The small database gets a full page of accounts first, made through the admin API.
 */
async function fillUsersPage(server, cookie) {
  const headers = { cookie, origin: server.url, 'content-type': 'application/json' };
  for (let n = 1; n <= PAGE_ROWS; n++) {
    const res = await fetch(`${server.url}/api/admin/users`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: `Persona del bench ${n}`,
        email: `persona-${n}@bench.example.com`,
        password: `clavebench${n}`,
        roles: ['public'],
      }),
    });
    if (!res.ok)
      throw new Error(`No se pudo crear la cuenta ${n} del bench: ${res.status} ${await res.text()}`);
  }
}

async function firstDogId(server) {
  const dogs = await (await fetch(`${server.url}/api/dogs?limit=1`)).json();
  if (!dogs[0]?._id) throw new Error('No hay perros en la base del benchmark');
  return dogs[0]._id;
}

/** The answer-cache rows, each also measured against the same bytes from a bare node:http server. */
const HIT_KEYS = ['apiDogHit', 'listHit', 'dogHit', 'homeHit'];

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
async function sameBytesRows(rows) {
  const answers = {};
  const hits = rows.filter((r) => HIT_KEYS.includes(r.key));
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
 * Interleaved rounds: reference, row, reference, row… Each row's ratio is the median over rounds of
 * (row requests/s ÷ the reference's requests/s measured just before it).
 */
async function measureRows(reference, rows, servers) {
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

function printRows(title, results) {
  console.log(`\n${title}`);
  console.log('| row | requests/s | reference requests/s | ratio to reference | p50 ms | p99 ms | non-2xx |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of results)
    console.log(`| ${r.name} | ${r.rps} | ${r.referenceRps} | ${r.ratio} | ${r.p50} | ${r.p99} | ${r.bad} |`);
}

/** The rows, for a server with the answer cache (`cached`) and one without (`fresh`). */
function rowsFor({ cached, fresh, cookie, dogId, freshDogId }) {
  const signedIn = { cookie };
  return [
    { key: 'apiDogHit', name: 'GET /api/dogs/{id}, cache hit', url: `${cached.url}/api/dogs/${dogId}` },
    { key: 'listHit', name: 'SSR /adoptar/perros, cache hit', url: `${cached.url}/adoptar/perros` },
    { key: 'dogHit', name: 'SSR dog page, cache hit', url: `${cached.url}/adoptar/perros/${dogId}` },
    { key: 'homeHit', name: 'SSR /, cache hit', url: `${cached.url}/` },
    {
      key: 'listSignedIn',
      name: 'SSR /adoptar/perros?edad=adulto&pagina=2, signed in',
      url: `${cached.url}/adoptar/perros?edad=adulto&pagina=2`,
      headers: signedIn,
    },
    {
      key: 'dogSignedIn',
      name: 'SSR dog page, signed in',
      url: `${cached.url}/adoptar/perros/${dogId}`,
      headers: signedIn,
    },
    {
      key: 'listMiss',
      name: 'SSR /adoptar/perros?edad=adulto&pagina=2, anonymous, no cache',
      url: `${fresh.url}/adoptar/perros?edad=adulto&pagina=2`,
    },
    {
      key: 'dogMiss',
      name: 'SSR dog page, anonymous, no cache',
      url: `${fresh.url}/adoptar/perros/${freshDogId}`,
    },
    { key: 'detalleMiss', name: 'SSR /detalle, anonymous, no cache', url: `${fresh.url}/detalle` },
    {
      key: 'apiListMiss',
      name: 'GET /api/dogs?age=adulto&page=2&limit=10, no cache',
      url: `${fresh.url}/api/dogs?age=adulto&page=2&limit=10`,
    },
    ...scaleRows({ server: cached, cookie, dogId }),
  ];
}

/** The rows that read the tables the scale test grows, all signed in (never from the answer cache). */
function scaleRows({ server, cookie, dogId }) {
  const headers = { cookie };
  const admin = (resource, query) => `${server.url}/api/admin/${resource}?${new URLSearchParams(query)}`;
  const page = { range: `[0,${PAGE_ROWS - 1}]` };
  return [
    {
      key: 'scaleList',
      name: 'SSR /adoptar/perros?pagina=3, signed in',
      url: `${server.url}/adoptar/perros?pagina=3`,
      headers,
    },
    {
      key: 'scaleDog',
      name: 'SSR dog page, signed in (scale)',
      url: `${server.url}/adoptar/perros/${dogId}`,
      headers,
    },
    {
      key: 'adminDogs',
      name: 'GET /api/admin/dogs (staff list)',
      url: admin('dogs', { sort: '["createdAt","DESC"]', ...page }),
      headers,
    },
    {
      key: 'adminContributions',
      name: 'GET /api/admin/contributions (staff list)',
      url: admin('contributions', { sort: '["date","DESC"]', ...page }),
      headers,
    },
    {
      key: 'adminUsers',
      name: 'GET /api/admin/users (staff list)',
      url: admin('users', { sort: '["name","ASC"]', ...page }),
      headers,
    },
    {
      key: 'stats',
      name: 'GET /api/admin/stats (statistics)',
      url: `${server.url}/api/admin/stats?year=${new Date().getFullYear()}`,
      headers,
    },
  ];
}

async function benchEngine(label, { start, grow }) {
  const env = {
    SEED_DEMO: 'true',
    RATE_LIMIT_MULTIPLIER: '1000000',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.pass,
  };
  const reference = await startHelper('bench-reference.mjs');
  let cached = await start({ ...env }, 'cached');
  const fresh = await start({ ...env, ANSWER_CACHE_MB: '0' }, 'fresh');
  let cookie = await signIn(cached);
  await fillUsersPage(cached, cookie);
  const dogId = await firstDogId(cached);
  const siteRows = rowsFor({ cached, fresh, cookie, dogId, freshDogId: await firstDogId(fresh) });
  const sameBytes = await sameBytesRows(siteRows);
  const rows = [...siteRows.filter((r) => HIT_KEYS.includes(r.key)), ...sameBytes.rows];
  rows.push(...siteRows.filter((r) => !HIT_KEYS.includes(r.key)));
  const small = await measureRows(reference, rows, [cached, fresh]);
  await sameBytes.server.stop();
  printRows(
    `${label}: demo database (${ROUNDS} rounds × ${DURATION} s per row, ${CONNECTIONS} connections)`,
    small.results,
  );
  await fresh.stop();
  if (process.env.BENCH_SCALE === 'off') {
    // A quicker run while working on the code; the scale budgets are then not measured.
    await cached.stop();
    await reference.stop();
    return report(label, small, null);
  }

  await cached.stop();
  process.stdout.write(
    `  ${label}: creciendo la base a ${SCALE.dogs} perros y ${SCALE.contributions} aportes…\n`,
  );
  const grownIn = Date.now();
  await grow();
  const growSeconds = Math.round((Date.now() - grownIn) / 1000);
  cached = await start({ ...env }, 'cached');
  cookie = await signIn(cached);
  const bigRows = scaleRows({ server: cached, cookie, dogId });
  const big = await measureRows(reference, bigRows, [cached]);
  await cached.stop();
  await reference.stop();
  const scale = big.results.map((r) => {
    const before = small.results.find((s) => s.key === r.key);
    return { ...r, smallRatio: before.ratio, kept: Number((r.ratio / before.ratio).toFixed(3)) };
  });
  printRows(`${label}: ${SCALE.dogs} dogs, ${SCALE.contributions} contributions`, scale);
  console.log('\n| row | ratio, demo data | ratio, scaled | kept |');
  console.log('|---|---:|---:|---:|');
  for (const s of scale) console.log(`| ${s.name} | ${s.smallRatio} | ${s.ratio} | ${s.kept} |`);
  return { ...report(label, small, { scale, peakRssMB: big.peakRssMB }), growSeconds };
}

/** The budgets of the performance issue, PASS or FAIL, from this run's figures. */
function report(label, small, big) {
  const scale = big?.scale ?? [];
  const ratio = (key) => small.results.find((r) => r.key === key).ratio;
  const peak = Math.max(...small.peakRssMB, ...(big?.peakRssMB ?? []));
  const budgets = [
    ...['listSignedIn', 'dogSignedIn', 'listMiss', 'dogMiss'].map((key) => ({
      name: `real render: ${small.results.find((r) => r.key === key).name} ≥ 0.02`,
      value: ratio(key),
      pass: ratio(key) >= 0.02,
    })),
    ...HIT_KEYS.map((key) => ({
      name: `answer-cache hit: ${small.results.find((r) => r.key === key).name} ≥ 0.5 (the same bytes from bare node:http: ${ratio(`${key}Bytes`)})`,
      value: ratio(key),
      pass: ratio(key) >= 0.5,
    })),
    {
      // Each server's peak, so a failure says where: the cached and the cache-off servers on demo data,
      // then the cached one on the grown database.
      name: `resident memory under the bench ≤ 300 MB (cached ${small.peakRssMB[0]}, no cache ${small.peakRssMB[1]}${big ? `, grown database ${big.peakRssMB[0]}` : ''})`,
      value: peak,
      pass: peak <= 300,
    },
    ...scale.map((s) => ({ name: `scale: ${s.name} keeps ≥ 0.5`, value: s.kept, pass: s.kept >= 0.5 })),
  ];
  console.log(`\n${label}: budgets`);
  console.log('| budget | measured | result |');
  console.log('|---|---:|---|');
  for (const b of budgets) console.log(`| ${b.name} | ${b.value} | ${b.pass ? 'PASS' : 'FAIL'} |`);
  return { rows: small.results, peakRssMB: peak, scale, budgets };
}

ensureBuilt();
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const output = {
  date: new Date().toISOString(),
  machine,
  rounds: ROUNDS,
  durationSeconds: DURATION,
  connections: CONNECTIONS,
};

const dirs = { cached: tempDir('campito-bench-'), fresh: tempDir('campito-bench-fresh-') };
output.pglite = await benchEngine('PGlite', {
  start: (env, which) => startServer({ ...env, DATA_DIR: dirs[which] }, { logs: 'drain' }),
  grow: async () => {
    const db = new PGlite(path.join(dirs.cached, 'db'));
    await (await import('./grow-data.mjs')).growData({ query: (sql) => db.exec(sql), ...SCALE });
    await db.close();
  },
});

if (process.env.BENCH_DATABASE_URL) {
  const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await admin.connect();
  const stamp = Date.now();
  const urls = {};
  for (const which of ['cached', 'fresh']) {
    const name = `campito_bench_${which}_${stamp}`;
    await admin.query(`create database ${name}`);
    const url = new URL(process.env.BENCH_DATABASE_URL);
    url.pathname = `/${name}`;
    urls[which] = { name, url: url.toString() };
  }
  try {
    output.postgres = await benchEngine('PostgreSQL', {
      start: (env, which) =>
        startServer(
          {
            ...env,
            DATA_DIR: tempDir('campito-bench-pg-'),
            DATABASE_URL: urls[which].url,
            // Required with DATABASE_URL (PUBLIC_URL comes from startServer).
            SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-01',
          },
          { logs: 'drain' },
        ),
      grow: async () => {
        const c = new pg.Client({ connectionString: urls.cached.url });
        await c.connect();
        await (await import('./grow-data.mjs')).growData({ query: (sql) => c.query(sql), ...SCALE });
        await c.end();
      },
    });
  } finally {
    for (const { name } of Object.values(urls)) await dropBenchDatabase(admin, name);
    await admin.end();
  }
}

/**
 * The bench database goes away even while autovacuum (a superuser process our role may not terminate) is
 * still cleaning up after the large inserts: a few tries, then a warning — never a lost result.
 */
async function dropBenchDatabase(admin, name) {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`drop database if exists ${name} with (force)`);
      return;
    } catch (err) {
      if (attempt === 10) {
        console.warn(`No se pudo borrar la base ${name}: ${err.message}. Borrala a mano.`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
  }
}

const file = path.join(root, 'bench/results.json');
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify(output, null, 2)}\n`);
console.log(`\n${machine}\nResultados: ${path.relative(root, file)}`);
