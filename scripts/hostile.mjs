// npm run hostile: the anonymous attacks of issue 14 against the production server, as `npm start` runs
// it (its V8 flags, NODE_ENV=production, a fresh DATA_DIR without demo content), with a figure for each.
//
//   node scripts/hostile.mjs                 # this checkout (builds first when stale)
//   node scripts/hostile.mjs --root DIR      # another checkout's build, e.g. an older commit, to compare
//   node scripts/hostile.mjs --only 1,5      # some of the attacks (their numbers are issue 14's items;
//                                            # 39.3 is issue 39's item 3)
//
// Distinct client addresses come from binding to 127.0.0.2, 127.0.0.3… (all loopback on Linux), so the
// per-address limits are exercised without a proxy. Every loop is bounded; nothing leaves this machine.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import { ensureBuilt, root as here, startServer, tempDir } from './lib.mjs';

const rootArg = process.argv.indexOf('--root');
const onlyArg = process.argv.indexOf('--only');
const only = onlyArg > 0 ? process.argv[onlyArg + 1].split(',') : null;
/** `--only 5,9` runs just those attacks. */
const wanted = (item) => !only || only.includes(item);
const root = rootArg > 0 ? path.resolve(process.argv[rootArg + 1]) : here;
if (root === here) ensureBuilt();

const ADMIN = { email: 'seguridad@example.com', password: 'clave-larga-2024' };
/** What the sign-in form posts for that account. */
const CREDENTIALS = { email: ADMIN.email, pass: ADMIN.password };
const MB = 1024 * 1024;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const rssMb = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
};

/** Samples the server's resident memory while `work` runs; resolves with its result and the peak. */
async function peakRss(pid, work) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 25);
  try {
    const result = await work();
    return { result, peak };
  } finally {
    clearInterval(timer);
  }
}

/** One HTTP request with node:http (a chosen local address, any body); resolves with status and time. */
function send(url, { method = 'GET', headers = {}, body, localAddress, agent, timeoutMs = 120_000 } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = httpRequest(url, { method, headers, localAddress, agent, timeout: timeoutMs }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          ms: performance.now() - started,
          headers: res.headers,
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', () => resolve({ status: 'cortada', ms: performance.now() - started }));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve({ status: 'cortada', ms: performance.now() - started }));
    req.end(body);
  });
}

const json = (url, payload, extra = {}) =>
  send(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(url).origin, ...extra.headers },
    body: JSON.stringify(payload),
    localAddress: extra.localAddress,
  });

const results = [];
const report = (item, what, figure) => {
  results.push({ item, what, figure });
  console.log(`${item.padEnd(4)} ${what}: ${figure}`);
};

let server;
let url;
let pid;
/** (Re)starts the server under test: after an attack that killed it, the next ones get a fresh one. */
async function serve() {
  server = await startServer(
    {
      DATA_DIR: tempDir('campito-hostile-'),
      SEED_DEMO: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    },
    { serverRoot: root },
  );
  ({ url, pid } = server);
  console.log(`Servidor de ${root} en ${url} (pid ${pid}, RSS ${rssMb(pid).toFixed(0)} MB)`);
}
await serve();
console.log('');

// 1. A hostile email (a@ + 128,000 dots + @) to the login, with /api/health asked meanwhile.
if (wanted('1')) {
  const email = `a@${'.'.repeat(128_000)}@`;
  const login = json(`${url}/api/auth/login`, { email, pass: 'clave1234' });
  await sleep(50);
  const health = send(`${url}/api/health`);
  const [l, h] = await Promise.all([login, health]);
  report(
    '1',
    'email hostil a /api/auth/login',
    `${l.status} en ${l.ms.toFixed(0)} ms; /api/health esperó ${h.ms.toFixed(0)} ms`,
  );
}

// 2. Twelve parallel 40 MB urlencoded posts to /profile.
if (wanted('2')) {
  const big = Buffer.alloc(40 * MB, 'a');
  big.write('email=');
  const { result, peak } = await peakRss(pid, () =>
    Promise.all(
      Array.from({ length: 12 }, () =>
        send(`${url}/profile`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url },
          body: big,
        }),
      ),
    ),
  );
  await sleep(500);
  const statuses = [...new Set(result.map((r) => r.status))].join('/');
  const health = server.alive() ? (await send(`${url}/api/health`)).status : 'proceso muerto';
  report(
    '2',
    '12 × 40 MB a /profile',
    `respuestas ${statuses}; RSS pico ${peak.toFixed(0)} MB; después /api/health ${health}`,
  );
}
if (!server.alive()) {
  console.log('El servidor murió: se arranca otro para seguir.');
  await serve();
}

// 3. Slow clients: 300 POSTs from one address declaring 100 KB and sending one byte every 5 s.
if (wanted('3')) {
  const sockets = [];
  let refused = 0;
  for (let i = 0; i < 300; i++) {
    const socket = connect({ port: server.port, host: '127.0.0.1', localAddress: '127.0.0.2' });
    socket.on('error', () => {});
    socket.once('close', () => {
      socket.closedAt = performance.now();
    });
    socket.write(
      'POST /api/contacto HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
    );
    sockets.push(socket);
  }
  const started = performance.now();
  const drip = setInterval(() => {
    for (const s of sockets) if (!s.destroyed) s.write(' ');
  }, 5_000);
  await sleep(1_000);
  refused = sockets.filter((s) => s.destroyed).length;
  const openAt = async (seconds) => {
    await sleep(Math.max(0, seconds * 1000 - (performance.now() - started)));
    return sockets.filter((s) => !s.destroyed).length;
  };
  const at30 = await openAt(30);
  const at130 = await openAt(130);
  clearInterval(drip);
  for (const s of sockets) s.destroy();
  report(
    '3',
    '300 POST lentos desde una dirección',
    `cerrados al conectar ${refused}; abiertos a los 30 s ${at30}, a los 130 s ${at130}`,
  );
}

// 4. Six parallel anonymous dog submissions with four 40-megapixel PNGs each.
if (wanted('4')) {
  const { createRequire } = await import('node:module');
  const sharp = createRequire(path.join(here, 'apps/server/package.json'))('sharp');
  const png = await sharp({ create: { width: 8000, height: 5000, channels: 3, background: '#7a5' } })
    .png()
    .toBuffer();
  const boundary = '----hostil';
  const field = (name, value) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const text =
    field('name', 'Prueba') +
    field('gender', 'macho') +
    field('age', 'adulto') +
    field('size', 'mediano') +
    field('race', 'mestizo') +
    field('features', 'Un perro de prueba');
  const file = (i) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="f${i}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from('\r\n'),
    ]);
  const body = Buffer.concat([
    Buffer.from(text),
    file(1),
    file(2),
    file(3),
    file(4),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  const before = rssMb(pid);
  const started = performance.now();
  const { result, peak } = await peakRss(pid, () =>
    Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        send(`${url}/api/dogs`, {
          method: 'POST',
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: url },
          body,
          localAddress: `127.0.0.${10 + i}`,
        }),
      ),
    ),
  );
  const statuses = [...new Set(result.map((r) => r.status))].join('/');
  report(
    '4',
    '6 × 4 PNG de 40 MP a /api/dogs',
    `respuestas ${statuses} en ${((performance.now() - started) / 1000).toFixed(1)} s; RSS ${before.toFixed(0)} → pico ${peak.toFixed(0)} MB`,
  );
}

if (!server.alive()) {
  report('4', 'el servidor', 'murió con las imágenes; se arranca otro para seguir');
  await serve();
}

// 5. A stranger's wrong passwords from one address, then the owner's right one from another.
if (wanted('5')) {
  for (let i = 0; i < 12; i++) {
    await json(
      `${url}/api/auth/login`,
      { email: ADMIN.email, pass: `equivocada${i}` },
      { localAddress: '127.0.0.20' },
    );
  }
  const owner = await json(`${url}/api/auth/login`, CREDENTIALS, { localAddress: '127.0.0.21' });
  report('5', 'clave correcta desde otra dirección tras 12 fallidas', `${owner.status}`);
}

// 9 and 11. As the superAdmin: a hostile sort; as a stranger: the OpenAPI document.
if (wanted('9')) {
  const login = await json(`${url}/api/auth/login`, CREDENTIALS, { localAddress: '127.0.0.22' });
  const cookie = String(login.headers?.['set-cookie'] ?? '').split(';')[0];
  const sort = await send(`${url}/api/admin/dogs?sort=${encodeURIComponent('["__proto__","ASC"]')}`, {
    headers: { cookie },
  });
  report('9', 'sort=["__proto__","ASC"] en /api/admin/dogs', `${sort.status}`);
  const doc = JSON.parse((await send(`${url}/api/openapi.json`)).text);
  const adminPaths = Object.keys(doc.paths ?? {}).filter((p) => p.startsWith('/api/admin')).length;
  report('11', 'rutas /api/admin en /api/openapi.json para un anónimo', `${adminPaths}`);
}

// 10. The page's policy: inline scripts allowed, and inline styles.
if (wanted('10')) {
  const page = await send(`${url}/visitas`);
  const csp = String(page.headers?.['content-security-policy'] ?? '');
  const styleSrc = /style-src [^;]*/.exec(csp)?.[0] ?? '';
  report('10', 'style-src de /visitas', styleSrc);
}

// 11. Junk query strings and the answer cache; Origin against the request's own Host.
if (wanted('11')) {
  await send(`${url}/visitas`);
  let hits = 0;
  for (let i = 0; i < 50; i++) {
    if ((await send(`${url}/visitas?x=${i}`)).headers?.['x-cache'] === 'hit') hits++;
  }
  report('11', '/visitas?x=0…49: respuestas desde la caché', `${hits} de 50`);
  const csrf = await send(`${url}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      host: 'malicioso.example',
      origin: 'http://malicioso.example',
    },
    body: JSON.stringify(CREDENTIALS),
  });
  report('11', 'login con Origin = Host ajeno', `${csrf.status}`);
}

// 39.3. The answer cache's growth: distinct query strings to cached routes, each a new key — 16,000 favourites'
// cards (`?ids=` of 3,600 characters and a random tail, answered `[]`), 3,000 dog lists with a random name
// searched (short keys), then 1,000 dogs catalog pages with a random name and a 3,600-character value for a
// filter the page reads (each one rendered). The cache's entries and bytes (from /api/metrics, as the
// superAdmin) and the server's RSS before and after each.
if (wanted('39.3')) {
  const login = await json(`${url}/api/auth/login`, CREDENTIALS, { localAddress: '127.0.0.23' });
  const cookie = String(login.headers?.['set-cookie'] ?? '').split(';')[0];
  const figures = async () => {
    const text = (await send(`${url}/api/metrics`, { headers: { cookie } })).text ?? '';
    const gauge = (name) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
    const kb = (gauge('answer_cache_bytes') / 1024).toFixed(0);
    return `${gauge('answer_cache_entries')} entradas / ${kb} KB, RSS ${rssMb(pid).toFixed(0)} MB`;
  };
  const hex = () => randomBytes(8).toString('hex');
  const pad = 'a'.repeat(3_600);
  /** Sends `total` requests for `target(i)` over 32 keep-alive connections from one address. */
  const flood = async (what, total, target) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 32, localAddress: '127.0.0.24' });
    const before = await figures();
    const statuses = new Map();
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: 32 }, async () => {
        while (next < total) {
          const { status } = await send(`${url}${target(next++)}`, { agent });
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    agent.destroy();
    const answered = [...statuses].map(([status, n]) => `${n} × ${status}`).join(', ');
    report('39.3', what, `${answered} en ${seconds.toFixed(1)} s; ${before} → ${await figures()}`);
  };
  await flood(
    '16000 × /api/favorites/dogs?ids=<3600 + azar>',
    16_000,
    () => `/api/favorites/dogs?ids=${pad}${hex()}`,
  );
  await flood('3000 × /api/dogs?name=<azar>', 3_000, () => `/api/dogs?name=${hex()}${hex()}`);
  await flood(
    '1000 × /adoptar/perros?nombre=<azar>&sexo=<3600>',
    1_000,
    (i) => `/adoptar/perros?nombre=${hex()}&sexo=${pad}${i}`,
  );
}

console.log(`\nRSS al terminar: ${rssMb(pid).toFixed(0)} MB; proceso vivo: ${server.alive() ? 'sí' : 'no'}`);
await server.stop();
