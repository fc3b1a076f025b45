// The rows `npm run bench` measures and the little setup they need: a staff account signed in, a full page
// of accounts, a dog's id. Each row is a URL (and headers) on one of the bench's servers.

export const ADMIN = { email: 'bench-admin@example.com', pass: 'clave-del-bench-1' };

export async function signIn(server) {
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
export async function fillUsersPage(server, cookie) {
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

export async function firstDogId(server) {
  const dogs = await (await fetch(`${server.url}/api/dogs?limit=1`)).json();
  if (!dogs[0]?._id) throw new Error('No hay perros en la base del benchmark');
  return dogs[0]._id;
}

/** The answer-cache hits (the keys of bench-report.mjs's HIT_KEYS), on any build's server. */
export const hitRows = ({ server, dogId }) => [
  { key: 'apiDogHit', name: 'GET /api/dogs/{id}, cache hit', url: `${server.url}/api/dogs/${dogId}` },
  { key: 'listHit', name: 'SSR /adoptar/perros, cache hit', url: `${server.url}/adoptar/perros` },
  { key: 'dogHit', name: 'SSR dog page, cache hit', url: `${server.url}/adoptar/perros/${dogId}` },
  { key: 'homeHit', name: 'SSR /, cache hit', url: `${server.url}/` },
];

/** The rows, for a server with the answer cache (`cached`) and one without (`fresh`). */
export function rowsFor({ cached, fresh, cookie, dogId, freshDogId }) {
  const signedIn = { cookie };
  return [
    ...hitRows({ server: cached, dogId }),
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
export function scaleRows({ server, cookie, dogId }) {
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
