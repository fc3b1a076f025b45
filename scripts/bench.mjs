// npm run bench — server throughput of what `npm start` runs, checked against docs/performance.md's budgets.
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
// - The real render's latency budget is measured paced, open loop (scripts/bench-load.mjs): 100 requests a
//   second for BENCH_PACED_SECONDS (10), latency counted from each request's due time.
// - Hits are compared with their rate before issue 33: with BENCH_BEFORE_ROOT (a checkout of 4d78e13, built),
//   that build is measured in the same rounds; without it, with the ratios docs/performance.md records.
// - Scale: the same database grown to 100,000 dogs and 1,000,000 contributions (scripts/grow-data.mjs),
//   with the rows that read those tables measured again (information, no budget).
// Every request asks for brotli or gzip, as browsers do. Budgets are printed PASS/FAIL; nothing is
// asserted in tests. Results: bench/results.json, and the tables under docs/performance.md's "Latest
// figures" (scripts/bench-docs.mjs; BENCH_DOCS=off leaves the file alone).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { runInfo, table, writeLatest } from './bench-docs.mjs';
import {
  CONNECTIONS,
  DURATION,
  measureRows,
  paced,
  ROUNDS,
  rssSampler,
  sameBytesRows,
  startHelper,
} from './bench-load.mjs';
import {
  BUDGET,
  budgets,
  budgetTable,
  engineTables,
  HIT_KEYS,
  REAL_RENDER,
  recordedHits,
} from './bench-report.mjs';
import { ADMIN, fillUsersPage, firstDogId, hitRows, rowsFor, scaleRows, signIn } from './bench-rows.mjs';
import { ensureBuilt, root, startServer, tempDir } from './lib.mjs';

const SCALE = { dogs: 100_000, contributions: 1_000_000, users: 20_000 };
const PACED_SECONDS = Number(process.env.BENCH_PACED_SECONDS ?? 10);
const BEFORE_ROOT = process.env.BENCH_BEFORE_ROOT ? path.resolve(process.env.BENCH_BEFORE_ROOT) : null;
if (BEFORE_ROOT && !existsSync(path.join(BEFORE_ROOT, 'apps/server/dist/main.js')))
  throw new Error(
    `BENCH_BEFORE_ROOT: ${BEFORE_ROOT} no tiene apps/server/dist/main.js (npm ci && npm run build)`,
  );

/** Where the hits' rate before issue 33 comes from, said in the run's table. */
function beforeSource() {
  if (!BEFORE_ROOT)
    return 'the ratios recorded in docs/performance.md (2026-11-27; no build of 4d78e13 here)';
  let commit = '?';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: BEFORE_ROOT,
      encoding: 'utf8',
    }).trim();
  } catch {}
  return `the build of ${commit} in BENCH_BEFORE_ROOT, measured in the same rounds`;
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
  // The build before issue 33 answers hits from its own embedded database whatever the engine: a hit reads
  // no table, and its rate is all the budget compares.
  const before =
    BEFORE_ROOT &&
    (await startServer(
      { ...env, DATA_DIR: tempDir('campito-bench-before-') },
      { serverRoot: BEFORE_ROOT, logs: 'drain' },
    ));
  let cookie = await signIn(cached);
  await fillUsersPage(cached, cookie);
  const dogId = await firstDogId(cached);
  const siteRows = rowsFor({ cached, fresh, cookie, dogId, freshDogId: await firstDogId(fresh) });
  const hits = siteRows.filter((r) => HIT_KEYS.includes(r.key));
  const sameBytes = await sameBytesRows(hits);
  const beforeRows = before
    ? hitRows({ server: before, dogId: await firstDogId(before) }).map((r) => ({
        ...r,
        key: `${r.key}Before`,
        name: `before issue 33: ${r.name}`,
      }))
    : [];
  const rows = [...hits, ...sameBytes.rows, ...beforeRows, ...siteRows.filter((r) => !hits.includes(r))];
  const small = await measureRows(reference, rows, [cached, fresh]);
  await sameBytes.server.stop();
  await before?.stop();
  console.log(
    `\n${label}: demo database (${ROUNDS} rounds × ${DURATION} s per row, ${CONNECTIONS} connections)\n${rowsTable(small.results)}`,
  );
  const render = rows.find((r) => r.key === REAL_RENDER);
  process.stdout.write(`  ${label}: ${render.name}, ${BUDGET.pacedRate}/s durante ${PACED_SECONDS} s…\n`);
  const sampler = rssSampler(cached.pid);
  const pacedRun = await paced({ ...render, rate: BUDGET.pacedRate, seconds: PACED_SECONDS });
  sampler.stop();
  small.peakRssMB[0] = Math.max(small.peakRssMB[0], sampler.state.peakMB);
  await fresh.stop();
  const hitsBefore = before
    ? {
        ratios: Object.fromEntries(
          HIT_KEYS.map((k) => [k, small.results.find((r) => r.key === `${k}Before`).ratio]),
        ),
      }
    : recordedHits();
  const finish = async (big) => {
    await cached.stop();
    await reference.stop();
    const budgetRows = budgets({ small, big, paced: pacedRun, before: hitsBefore });
    console.log(`\n${label}: budgets\n${budgetTable(budgetRows)}`);
    return {
      rows: small.results,
      peakRssMB: Math.max(...small.peakRssMB, ...(big?.peakRssMB ?? [])),
      paced: pacedRun,
      hitsBefore,
      scale: big?.scale ?? [],
      budgets: budgetRows,
      markdown: engineTables(label, { small, big, budgetRows }),
    };
  };
  // BENCH_SCALE=off: a quicker run while working on the code; the grown database is then not measured.
  if (process.env.BENCH_SCALE === 'off') return finish(null);

  await cached.stop();
  process.stdout.write(
    `  ${label}: creciendo la base a ${SCALE.dogs} perros y ${SCALE.contributions} aportes…\n`,
  );
  const grownIn = Date.now();
  await grow();
  const growSeconds = Math.round((Date.now() - grownIn) / 1000);
  cached = await start({ ...env }, 'cached');
  cookie = await signIn(cached);
  const big = await measureRows(reference, scaleRows({ server: cached, cookie, dogId }), [cached]);
  big.scale = big.results.map((r) => {
    const smallRatio = small.results.find((s) => s.key === r.key).ratio;
    return { ...r, smallRatio, kept: Number((r.ratio / smallRatio).toFixed(3)) };
  });
  console.log(
    `\n${label}: ${SCALE.dogs} dogs, ${SCALE.contributions} contributions\n${rowsTable(big.results)}`,
  );
  return { ...(await finish(big)), growSeconds };
}

const rowsTable = (results) =>
  table(
    ['row', 'requests/s', 'reference requests/s', 'ratio to reference', 'p50 ms', 'p99 ms', 'non-2xx'],
    results.map((r) => [r.name, r.rps, r.referenceRps, r.ratio, r.p50, r.p99, r.bad]),
  );

ensureBuilt();
const output = {
  date: new Date().toISOString(),
  machine: runInfo().machine,
  rounds: ROUNDS,
  durationSeconds: DURATION,
  connections: CONNECTIONS,
  pacedSeconds: PACED_SECONDS,
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

const engines = [output.pglite, output.postgres].filter(Boolean);
const info = runInfo([
  ['engines', output.postgres ? 'PGlite, PostgreSQL' : 'PGlite'],
  [
    'saturation',
    `${ROUNDS} round${ROUNDS === 1 ? '' : 's'} × ${DURATION} s a row, ${CONNECTIONS} connections, interleaved with the bare route`,
  ],
  ['hits compared with', beforeSource()],
  ['paced', `${BUDGET.pacedRate} requests/s for ${PACED_SECONDS} s, open loop, latency from each due time`],
  [
    'grown database',
    process.env.BENCH_SCALE === 'off'
      ? 'not measured (BENCH_SCALE=off)'
      : `${SCALE.dogs} dogs, ${SCALE.contributions} contributions, ${SCALE.users} users`,
  ],
]);
const failed = engines.flatMap((e) => e.budgets).filter((b) => !b.pass).length;
const docs = writeLatest(
  'bench',
  [`### \`npm run bench\``, info.markdown, ...engines.map((e) => e.markdown)].join('\n\n'),
);
for (const e of engines) delete e.markdown;
const file = path.join(root, 'bench/results.json');
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify(output, null, 2)}\n`);
console.log(
  `\n${info.machine}, ${info.commit}\nBudgets: ${failed ? `${failed} FAIL` : 'all PASS'}\nResultados: ${path.relative(root, file)}\n${docs}`,
);
