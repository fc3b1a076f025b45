// Grows a database to a given size by set-based SQL (generate_series), for measuring the site at scale
// (issue "performance", item 5): dogs, contributions and users — and, if asked, adoption requests,
// volunteer applications and contact messages. Works on PostgreSQL and on PGlite alike.
//
//   import { growData } from './grow-data.mjs';
//   await growData({ query, dogs: 100_000, contributions: 1_000_000, users: 20_000 });
//
// `query(sql)` runs one SQL text (its result is not read). Every count is a total to reach: tables that
// already hold that many rows get nothing more, so running it twice adds nothing. Rows are spread like
// real data — ages, sizes, genders, dogs given "Dar de baja", adopted or awaiting review, contributions of
// every type, method and status from 2019 to now, from many people, some of them with an account — and
// deterministic (a hash of the row's number, not random()). Grown dogs reuse the photos of the dogs
// already there (the demo content), so pages show images without writing any file.
//
// As a command:
//   node scripts/grow-data.mjs --data-dir ./data --dogs 100000 --contributions 1000000 --users 20000
//   node scripts/grow-data.mjs --database-url postgres://… --dogs 100000 --contributions 1000000
// (--pglite DIR names the PGlite directory itself, i.e. DATA_DIR/db; the server must be stopped.)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Rows per INSERT: keeps each statement's memory small on PGlite (WebAssembly) and lets progress show. */
export const BATCH_ROWS = 100_000;

/** First day of the grown history (contributions and dogs' arrival dates). */
const HISTORY_START = '2019-01-01T00:00:00-03:00';

/**
 * A deterministic number in [0, k) from the row number `n` (an SQL expression) and a salt, so that each
 * column varies independently of the others.
 */
const pick = (n, salt, k) => `((hashint8((${n})::bigint * 1000003 + ${salt}) & 2147483647) % ${k})`;

/** An SQL array literal of text values, each repeated by its weight: `weighted([['a', 3], ['b', 1]])`. */
const weighted = (pairs) =>
  `array[${pairs.flatMap(([v, w]) => Array(w).fill(`'${v.replace(/'/g, "''")}'`)).join(',')}]`;

/** The element of a weighted array chosen by row `n` and `salt`. */
const choose = (pairs, n, salt, cast = '') => {
  const size = pairs.reduce((s, [, w]) => s + w, 0);
  return `(${weighted(pairs)})[1 + ${pick(n, salt, size)}]${cast}`;
};

/** A moment between HISTORY_START and now, chosen by row `n`. */
const momentSince = (n, salt) =>
  `(timestamptz '${HISTORY_START}' + (${pick(n, salt, 1_000_000)}::float8 / 1000000) * (now() - timestamptz '${HISTORY_START}'))`;

const NAMES = [
  'Luna',
  'Rocky',
  'Negra',
  'Toby',
  'Lola',
  'Coco',
  'Manchita',
  'Frida',
  'Simón',
  'Canela',
  'Pancho',
  'Mora',
  'Bruno',
  'Chispa',
  'Felipe',
  'Nina',
  'Oso',
  'Pipa',
  'Ramón',
  'Tita',
  'Duque',
  'Uma',
  'Tango',
  'Kira',
];
const FIRST = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Elena',
  'Facundo',
  'Gabriela',
  'Hernán',
  'Inés',
  'Julián',
  'Lucía',
  'Martín',
  'Noelia',
  'Pablo',
  'Romina',
  'Sofía',
  'Tomás',
  'Valeria',
];
const LAST = [
  'Gómez',
  'Fernández',
  'López',
  'Martínez',
  'Pérez',
  'Rodríguez',
  'Sánchez',
  'Romero',
  'Díaz',
  'Acosta',
  'Benítez',
  'Medina',
  'Herrera',
  'Suárez',
];
const textArray = (list) => `array[${list.map((v) => `'${v}'`).join(',')}]`;
const person = (n, salt) =>
  `(${textArray(FIRST)})[1 + ${pick(n, salt, FIRST.length)}] || ' ' || (${textArray(LAST)})[1 + ${pick(n, salt + 1, LAST.length)}]`;

/** Users: `persona{n}@example.org`, mostly public accounts, a few Google sign-ins and a few disabled. */
export function usersSql(total) {
  return `
with base as (select count(*)::int as c from users)
insert into users (name, email, phone, password_hash, roles, is_delete, oidc_issuer, oidc_subject,
  email_verified_at, created_at, updated_at)
select ${person('n', 11)}, 'persona' || n || '@example.org',
  case when ${pick('n', 13, 3)} = 0 then null else '11' || lpad(${pick('n', 14, 100000000)}::text, 8, '0') end,
  -- No usable password: these accounts exist to be listed and joined, not to sign in.
  null,
  case ${pick('n', 15, 200)} when 0 then array['admin'] when 1 then array['public','voluntario']
    when 2 then array['public','padrino'] when 3 then array['public','donante'] else array['public'] end,
  ${pick('n', 16, 50)} = 0,
  case when ${pick('n', 17, 10)} = 0 then 'https://accounts.google.com' end,
  case when ${pick('n', 17, 10)} = 0 then 'grow-' || n end,
  case when ${pick('n', 18, 5)} = 0 then null else t + interval '10 minutes' end,
  t, t
from base, generate_series(base.c + 1, ${Number(total)}) as n,
  lateral (select ${momentSince('n', 19)} as t) as moment
on conflict do nothing`;
}

/** Dogs: every age, size and gender; ~25 % given "Dar de baja", ~2 % awaiting review, ~15 % adopted. */
export function dogsSql(total) {
  return `
with base as (select count(*)::int as c from dogs),
pics as (
  select row_number() over (order by name, id) - 1 as k, images from dogs where images <> '[]'::jsonb
),
npics as (select count(*)::int as m from pics)
insert into dogs (name, gender, age, size, race, images, features, "references", is_sponsored, to_adopt,
  is_delete, deleted_at, video, is_pending, mobility, published_at, created_at, updated_at)
select (${textArray(NAMES)})[1 + ${pick('n', 21, NAMES.length)}] || ' ' || n,
  ${choose(
    [
      ['macho', 1],
      ['hembra', 1],
    ],
    'n',
    22,
    '::dog_gender',
  )},
  ${choose(
    [
      ['cachorro', 4],
      ['adulto', 9],
      ['adulto jóven', 4],
      ['viejito', 3],
    ],
    'n',
    23,
    '::dog_age',
  )},
  ${choose(
    [
      ['chico', 3],
      ['mediano', 5],
      ['grande', 2],
    ],
    'n',
    24,
    '::dog_size',
  )},
  ${choose(
    [
      ['Mestizo', 16],
      ['Mestizo de Ovejero', 2],
      ['Galgo', 1],
      ['Labrador', 1],
    ],
    'n',
    25,
  )},
  coalesce(pics.images, '[]'::jsonb),
  'Llegó al refugio en ' || to_char(t, 'YYYY') || '. Un perro para medir el sitio con muchos datos.',
  case ${pick('n', 26, 20)}
    when 0 then array['Discapacitado', 'Usa carrito']
    when 1 then array['Cuidados especiales', 'Tranquilo']
    when 2 then array['Discapacitado']
    when 3 then array['Tranquilo', 'Apto departamento'] when 4 then array['Tranquilo', 'Apto departamento']
    when 5 then array['Juguetón', 'Necesita patio'] when 6 then array['Juguetón', 'Se lleva con gatos']
    else array['Se lleva con perros'] end,
  ${pick('n', 27, 100)} < 8,
  ${pick('n', 28, 100)} >= 15,
  removed,
  case when removed then least(now(), t + (1 + ${pick('n', 29, 900)}) * interval '1 day') end,
  case when ${pick('n', 30, 40)} = 0 then 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' end,
  ${pick('n', 31, 100)} < 2,
  -- The cart dogs use one; about one in ten more walks with difficulty.
  case ${pick('n', 26, 20)} when 0 then 'usa carrito' when 2 then 'camina con dificultad'
    else 'camina' end::dog_mobility,
  -- Published when created, unless still awaiting review.
  case when ${pick('n', 31, 100)} < 2 then null else t end,
  t, t
from base cross join npics cross join generate_series(base.c + 1, ${Number(total)}) as n
  cross join lateral (select ${momentSince('n', 32)} as t, ${pick('n', 33, 100)} < 25 as removed) as d
  left join pics on npics.m > 0 and pics.k = n % npics.m`;
}

/**
 * One batch of contributions (up to BATCH_ROWS): donations, sponsorships and "padrinazgos" of the
 * sponsored dogs, by MercadoPago, PayPal (USD), Donar Online, Cafecito or other means; mostly paid, some
 * pending or failed; from 2019 to now; from ~200,000 addresses, about half of them users' (`persona{k}`).
 */
export function contributionsSql(total, users, batch = BATCH_ROWS) {
  const people = Math.max(1, Number(users) || 20_000);
  return `
with base as (select count(*)::int as c from contributions),
sponsored as (
  select row_number() over (order by created_at, id) - 1 as k, id, name from dogs
  where is_sponsored and not is_pending
),
nsponsored as (select count(*)::int as m from sponsored),
batch as (
  select n, ${pick('n', 41, 100)} as kind,
    ${choose(
      [
        ['mercadopago', 8],
        ['donaronline', 4],
        ['paypal', 3],
        ['cafecito', 3],
        ['otro', 2],
      ],
      'n',
      42,
    )} as method,
    ${choose(
      [
        ['paid', 90],
        ['pending', 6],
        ['failed', 4],
      ],
      'n',
      43,
    )} as status,
    ${momentSince('n', 44)} as t,
    case when ${pick('n', 45, 2)} = 0 then 'persona' || (2 + ${pick('n', 46, people)}) || '@example.org'
      else 'donante' || ${pick('n', 47, 200000)} || '@example.com' end as email
  from base, generate_series(base.c + 1, least(${Number(total)}, base.c + ${Number(batch)})) as n
)
insert into contributions (name, email, type, dog_name, dog_id, detail, date, total, currency, method, status,
  provider_payment_id, provider_order_id, created_at, updated_at)
select case when method = 'cafecito' and ${pick('n', 48, 3)} = 0 then null else ${person('n', 49)} end,
  email,
  (case when s.id is null then 'donación' when kind < 30 then 'padrinazgo' else 'sponsoreo' end)::contribution_type,
  s.name, s.id,
  case when s.id is null then (array['Para alimento','Para castraciones','Para el veterinario','Aporte mensual',
    'Sin destino particular'])[1 + ${pick('n', 50, 5)}]
    when kind < 30 then 'Padrinazgo mensual de ' || s.name else 'Sponsoreo de ' || s.name end,
  t,
  case when method = 'paypal' then 5 + ${pick('n', 51, 96)}
    else 50 * (4 + ${pick('n', 52, 397)}) end,
  (case when method = 'paypal' then 'USD' else 'ARS' end)::currency,
  method::contribution_method, status::contribution_status,
  case when status = 'paid' and method in ('mercadopago', 'paypal')
    then 'grow-' || n || '-' || ${pick('n', 53, 1000000)} end,
  case when method in ('mercadopago', 'paypal') then 'grow-order-' || n end,
  t, t
from batch cross join nsponsored
  left join sponsored s on kind < 40 and nsponsored.m > 0 and s.k = ${pick('n', 54, 1_000_000)} % nsponsored.m`;
}

/** Adoption requests for grown dogs (a fifth approved), as the public form would send them. */
export function adoptionsSql(total) {
  return `
with base as (select count(*)::int as c from adoption_requests),
listed as (select row_number() over (order by created_at, id) - 1 as k, id, name from dogs where not is_pending),
nlisted as (select count(*)::int as m from listed)
insert into adoption_requests (name_dog, dog_id, name, email, phone, birthday, area, location, people,
  accordance, vaccinated, description, other_animals, expatiate, castrated, reason, events, holidays, babies,
  allergies, items, home, fresh_air, status, "authorization", sleep, loneliness, walk, moving, adaptation,
  sterilization, is_pending, is_delete, approved_at, date, created_at, updated_at)
select coalesce(l.name, 'Perro'), l.id, ${person('n', 61)}, 'persona' || (2 + ${pick('n', 62, 20000)}) || '@example.org',
  '1144556677', date '1990-01-01' + ${pick('n', 63, 9000)}, 'CABA', 'Palermo', 1 + ${pick('n', 64, 5)}::int,
  'si', 'si', 'Una casa con patio.', 'No', 'Quiero darle un hogar.', 'si', 'Compañía', 'Se queda con familia',
  'Viaja con nosotros', 'no', 'no', array['cucha'], array['casa'], array['patio'], 'propietario', 'si',
  'adentro', 'pocas horas', 'dos veces por día', 'viene con nosotros', 'paciencia', 'si',
  ${pick('n', 65, 5)} <> 0, ${pick('n', 66, 20)} = 0,
  case when ${pick('n', 65, 5)} = 0 then t + interval '3 days' end, t, t, t
from base cross join nlisted cross join generate_series(base.c + 1, ${Number(total)}) as n
  cross join lateral (select ${momentSince('n', 67)} as t) as d
  left join listed l on nlisted.m > 0 and l.k = ${pick('n', 68, 1_000_000)} % nlisted.m`;
}

export function volunteersSql(total) {
  return `
with base as (select count(*)::int as c from volunteers)
insert into volunteers (name, email, phone, birthday, area, profession, interest, modality, availability, days,
  clarification, description, purpose, vehicle, carpooling, question, is_pending, is_delete, date, created_at,
  updated_at)
select ${person('n', 71)}, 'persona' || (2 + ${pick('n', 72, 20000)}) || '@example.org', '1144556677',
  date '1980-01-01' + ${pick('n', 73, 12000)}, (array['Paseos','Limpieza','Veterinaria','Eventos','Redes'])[1 + ${pick('n', 74, 5)}],
  'Docente', 'Ayudar con los perros', ${choose(
    [
      ['presencial', 3],
      ['virtual', 1],
      ['hibrido', 1],
    ],
    'n',
    75,
    '::volunteer_modality',
  )},
  1 + ${pick('n', 76, 20)}::int, array['sabado'], '', 'Me gustan los perros.', 'Ayudar', 'no',
  ${choose(
    [
      ['si', 1],
      ['no', 1],
      ['tal vez', 1],
    ],
    'n',
    77,
  )}, null, ${pick('n', 78, 4)} = 0, ${pick('n', 79, 20)} = 0,
  t, t, t
from base, generate_series(base.c + 1, ${Number(total)}) as n
  cross join lateral (select ${momentSince('n', 80)} as t) as d`;
}

export function contactsSql(total) {
  return `
with base as (select count(*)::int as c from contact_messages)
insert into contact_messages (full_name, organization, email, telephone, asunto, consulta, handled, created_at,
  updated_at)
select ${person('n', 81)}, null, 'donante' || ${pick('n', 82, 200000)} || '@example.com', '1144556677',
  ${choose(
    [
      ['adopciones', 4],
      ['consulta', 4],
      ['donaciones', 2],
      ['visitas', 2],
      ['otro', 1],
    ],
    'n',
    83,
  )},
  'Una consulta para medir el sitio con muchos datos.', ${pick('n', 84, 10)} <> 0, t, t
from base, generate_series(base.c + 1, ${Number(total)}) as n
  cross join lateral (select ${momentSince('n', 85)} as t) as d`;
}

/**
 * Grows the database behind `query` to the given totals. Dogs and users come first (contributions and
 * requests point at them); contributions go in batches of BATCH_ROWS. Ends with VACUUM ANALYZE of the
 * grown tables, so the planner knows their sizes and index-only scans find the pages all-visible —
 * PGlite has no autovacuum, and a freshly grown PostgreSQL table would wait for it.
 * `log` receives one line per step with its duration.
 */
export async function growData({
  query,
  dogs = 0,
  contributions = 0,
  users = 0,
  adoptions = 0,
  volunteers = 0,
  contacts = 0,
  log = () => {},
}) {
  const timed = async (label, sql) => {
    const started = performance.now();
    await query(sql);
    log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  const grown = [];
  if (users > 0) {
    await timed(`usuarios hasta ${users}`, usersSql(users));
    grown.push('users');
  }
  if (dogs > 0) {
    await timed(`perros hasta ${dogs}`, dogsSql(dogs));
    grown.push('dogs');
  }
  if (contributions > 0) {
    for (let done = 0; done < contributions; done += BATCH_ROWS) {
      const upTo = Math.min(contributions, done + BATCH_ROWS);
      await timed(`aportes hasta ${upTo}`, contributionsSql(upTo, users));
    }
    grown.push('contributions');
  }
  if (adoptions > 0) {
    await timed(`solicitudes de adopción hasta ${adoptions}`, adoptionsSql(adoptions));
    grown.push('adoption_requests');
  }
  if (volunteers > 0) {
    await timed(`voluntarios hasta ${volunteers}`, volunteersSql(volunteers));
    grown.push('volunteers');
  }
  if (contacts > 0) {
    await timed(`mensajes de contacto hasta ${contacts}`, contactsSql(contacts));
    grown.push('contact_messages');
  }
  // One statement per table: VACUUM cannot run inside the implicit transaction of a multi-statement text.
  for (const table of grown) await timed(`vacuum analyze ${table}`, `vacuum analyze ${table}`);
}

// ---- command line ----

function parseArgs(argv) {
  const out = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) throw new Error(`Argumento inesperado: ${arg}`);
    const [key, inline] = arg.slice(2).split('=', 2);
    out[key] = inline ?? argv[++i];
  }
  return out;
}

/** Refuses a PGlite directory another live process has open (the server's campito.lock). */
function assertUnlocked(dir) {
  const file = path.join(dir, 'campito.lock');
  if (!existsSync(file)) return;
  let pid = 0;
  try {
    pid = Number(JSON.parse(readFileSync(file, 'utf8')).pid);
  } catch {}
  if (!pid) return;
  try {
    process.kill(pid, 0);
  } catch {
    return; // the holder died: its lock is stale
  }
  throw new Error(`La base de ${dir} está abierta por el proceso ${pid}: detenelo antes de crecerla.`);
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const counts = Object.fromEntries(
    ['dogs', 'contributions', 'users', 'adoptions', 'volunteers', 'contacts'].map((k) => [
      k,
      Number(args[k] ?? 0),
    ]),
  );
  if (Object.values(counts).some((v) => !Number.isInteger(v) || v < 0))
    throw new Error('Las cantidades deben ser enteros ≥ 0.');
  const url =
    args['database-url'] ?? (args['data-dir'] || args.pglite ? undefined : process.env.DATABASE_URL);
  const log = (line) => console.log(line);
  const started = performance.now();
  if (url) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await growData({ query: (sql) => client.query(sql), ...counts, log });
    } finally {
      await client.end();
    }
  } else {
    const dir = args.pglite ?? path.join(args['data-dir'] ?? process.env.DATA_DIR ?? './data', 'db');
    if (!existsSync(dir)) throw new Error(`No existe la base embebida ${dir} (arrancá el sitio una vez).`);
    assertUnlocked(dir);
    const { PGlite } = await import('@electric-sql/pglite');
    const db = new PGlite(dir);
    try {
      await growData({ query: (sql) => db.exec(sql), ...counts, log });
    } finally {
      await db.close();
    }
  }
  log(`Listo en ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err.message ?? err);
    process.exit(1);
  });
}
