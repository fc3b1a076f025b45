// npm run bench — server throughput and latency of the production build (DESIGN §5, issue "Measured quality").
// Rows are measured in the same run as a bare reference route, and reported as ratios to it, so the numbers
// compare across machines. Budgets are checked and reported here, never asserted in timed tests.
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureBuilt, root, startServer, tempDir } from './lib.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = 2;
const CONNECTIONS = 10;

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

async function measure(server, row) {
  const opts = {
    url: server.url + row.path,
    method: row.method ?? 'GET',
    headers: row.headers,
    body: row.body,
  };
  await run({ ...opts, duration: WARMUP });
  const rss = { max: 0 };
  const timer = setInterval(() => {
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0);
      rss.max = Math.max(rss.max, kb / 1024);
    } catch {}
  }, 200);
  const r = await run({ ...opts, duration: DURATION });
  clearInterval(timer);
  const bad = r.non2xx + r.errors + r.timeouts;
  return {
    name: row.name,
    path: row.path,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: bad,
    rssMB: Math.round(rss.max),
  };
}

function printTable(title, rows, reference) {
  console.log(`\n${title}`);
  console.log('| row | requests/s | p50 ms | p99 ms | ratio to row 1 | non-2xx/errors | RSS MB |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    const ratio = reference ? (r.rps / reference).toFixed(3) : '';
    console.log(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${ratio} | ${r.errors} | ${r.rssMB} |`);
  }
}

const contactBody = JSON.stringify({
  fullName: 'Persona de Prueba',
  organization: '',
  email: 'bench@example.com',
  telephone: '1122334455',
  asunto: 'consulta',
  consulta: 'Una consulta de prueba del benchmark.',
});

/** Inserts `total - existing` extra active dogs by SQL, reusing the demo dogs' images. */
async function growDogs(query, total) {
  await query(`
    insert into dogs (name, gender, age, size, race, images, features, "references", to_adopt, created_at)
    select 'Perro ' || g, (array['macho','hembra'])[1 + g % 2]::dog_gender,
      (array['cachorro','adulto','adulto jóven','viejito'])[1 + g % 4]::dog_age,
      (array['chico','mediano','grande'])[1 + g % 3]::dog_size, 'Mestizo',
      (select images from dogs where images <> '[]'::jsonb order by name limit 1 offset g % 50),
      'Un perro de prueba para medir.', array['Tranquilo'], true, now() - (g || ' minutes')::interval
    from generate_series(1, ${total} - (select count(*)::int from dogs)) g`);
}

async function benchEngine(label, makeServer, query) {
  let server = await makeServer();
  const ids = await (await fetch(`${server.url}/api/dogs?limit=1`)).json();
  const dogId = ids[0]?._id;
  if (!dogId) throw new Error('No hay perros en la base del benchmark');
  const rows = [
    { name: '1. GET /api/bench/ping (reference)', path: '/api/bench/ping' },
    { name: '2. GET /api/dogs?age=adulto&page=2&limit=10', path: '/api/dogs?age=adulto&page=2&limit=10' },
    { name: '3. GET /api/dogs/{id}', path: `/api/dogs/${dogId}` },
    { name: '4. SSR /adoptar/perros?edad=adulto&pagina=2', path: '/adoptar/perros?edad=adulto&pagina=2' },
    { name: '5a. SSR dog page', path: `/adoptar/perros/${dogId}` },
    { name: '5b. SSR /', path: '/' },
    {
      name: '6. POST /api/contacto',
      path: '/api/contacto',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: contactBody,
    },
  ];
  const results = [];
  for (const row of rows) {
    process.stdout.write(`  ${label}: ${row.name}…\n`);
    results.push(await measure(server, row));
  }
  const ref = results[0].rps;
  printTable(
    `${label}: 60-dog demo database (${DURATION} s per row, ${CONNECTIONS} connections)`,
    results,
    ref,
  );

  const scale = [];
  for (const total of [10_000, 100_000]) {
    await server.stop();
    process.stdout.write(`  ${label}: ${total} dogs…\n`);
    await growDogs(query, total);
    server = await makeServer();
    const refNow = await measure(server, rows[0]);
    for (const i of [1, 3]) {
      const r = await measure(server, rows[i]);
      scale.push({
        dogs: total,
        ...r,
        ratioToReference: r.rps / refNow.rps,
        keptOf60: r.rps / results[i].rps,
      });
    }
  }
  await server.stop();
  console.log(`\n${label}: growth with the number of dogs`);
  console.log('| dogs | row | requests/s | p99 ms | kept of the 60-dog throughput |');
  console.log('|---:|---|---:|---:|---:|');
  for (const s of scale)
    console.log(`| ${s.dogs} | ${s.name} | ${s.rps} | ${s.p99} | ${s.keptOf60.toFixed(2)} |`);

  const ratio = (i) => results[i].rps / ref;
  const maxRss = Math.max(...results.map((r) => r.rssMB), ...scale.map((s) => s.rssMB));
  const budgets = [
    ['API list ≥ 0.40 of row 1', ratio(1), 0.4],
    ['dog by id ≥ 0.50 of row 1', ratio(2), 0.5],
    ['SSR list ≥ 0.15 of row 1', ratio(3), 0.15],
    ['SSR dog page ≥ 0.15 of row 1', ratio(4), 0.15],
    ...scale
      .filter((s) => s.dogs === 100_000)
      .map((s) => [`${s.name} at 100,000 dogs keeps ≥ 0.5`, s.keptOf60, 0.5]),
  ].map(([name, value, min]) => ({ name, value: Number(value.toFixed(3)), budget: min, pass: value >= min }));
  budgets.push({ name: 'server RSS under load ≤ 300 MB', value: maxRss, budget: 300, pass: maxRss <= 300 });
  console.log(`\n${label}: budgets`);
  console.log('| budget | measured | pass |');
  console.log('|---|---:|---|');
  for (const b of budgets) console.log(`| ${b.name} | ${b.value} | ${b.pass ? 'PASS' : 'FAIL'} |`);
  return { rows: results, scale, budgets };
}

ensureBuilt();
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const output = {
  date: new Date().toISOString(),
  machine,
  durationSeconds: DURATION,
  connections: CONNECTIONS,
};
const env = { BENCH_ROUTES: 'true', RATE_LIMIT_MULTIPLIER: '1000000', LOG_LEVEL: 'warn', SEED_DEMO: 'true' };

const dataDir = tempDir('campito-bench-');
output.pglite = await benchEngine(
  'PGlite',
  () => startServer({ ...env, DATA_DIR: dataDir }),
  async (sql) => {
    const db = new PGlite(path.join(dataDir, 'db'));
    await db.exec(sql);
    await db.close();
  },
);

if (process.env.BENCH_DATABASE_URL) {
  const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await admin.connect();
  const name = `campito_bench_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.BENCH_DATABASE_URL);
  url.pathname = `/${name}`;
  try {
    output.postgres = await benchEngine(
      'PostgreSQL',
      () =>
        startServer({
          ...env,
          DATA_DIR: tempDir('campito-bench-pg-'),
          DATABASE_URL: url.toString(),
          // Required with DATABASE_URL (PUBLIC_URL comes from startServer).
          SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-01',
        }),
      async (sql) => {
        const c = new pg.Client({ connectionString: url.toString() });
        await c.connect();
        await c.query(sql);
        await c.end();
      },
    );
  } finally {
    await dropBenchDatabase(admin, name);
    await admin.end();
  }
}

/**
 * The bench database goes away even while autovacuum (a superuser process our role may not terminate) is
 * still cleaning up after the 100,000-dog inserts: a few tries, then a warning — never a lost result.
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
writeFileSync(file, `${JSON.stringify(output, null, 2)}\n`);
console.log(`\n${machine}\nResultados: ${path.relative(root, file)}`);
