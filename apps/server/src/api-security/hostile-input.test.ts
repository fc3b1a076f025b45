import {
  adminContributionSchema,
  adminDogCreateSchema,
  adminPostSchema,
  adminPressSchema,
  adminUserCreateSchema,
  adoptionSchema,
  contactSchema,
  loginSchema,
  recoverySchema,
  registerSchema,
  schoolRequestSchema,
  transferNoticeSchema,
  volunteerSchema,
} from '@campito/core';
import {
  adoptionRequests,
  contactMessages,
  contributions,
  dogs,
  posts,
  pressNotes,
  schoolRequests,
  users,
  volunteers,
} from '@campito/db';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/app';
import { ADMIN_RESOURCES } from '../modules/admin/admin.routes';
import { PROTOCOL_MSG } from '../modules/admin/protocol';

// Issue "Measured quality": fast-check sends at least 300 hostile bodies to every public POST endpoint and
// every admin create — wrong types, missing and extra fields, huge strings, unicode, prototype-pollution
// keys, SQL and HTML fragments. Every answer is a 4xx with a Spanish message or a valid success, never a
// 5xx, and no invalid body ever becomes a row.

const RUNS = 300;

/** Names every object inherits: a careless lookup took them for a sort column or a filter (issue 14). */
const INHERITED_NAMES = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
];
const inheritedName = fc.constantFrom(...INHERITED_NAMES);
/** ra-data-simple-rest's sort by an inherited name: `["__proto__","ASC"]`. */
const inheritedSort = fc
  .tuple(inheritedName, fc.constantFrom('ASC', 'DESC'))
  .map((sort) => JSON.stringify(sort));
/**
 * A filter keyed by an inherited name, written as JSON text (a literal { __proto__: … } sets no key).
 * A null or "" value means "no filter" in react-admin and is skipped whatever the key, so none here.
 */
const inheritedFilter = fc
  .tuple(inheritedName, fc.constantFrom('"x"', 'true', '1', '["x"]', '{}'), fc.boolean())
  .map(([key, value, withQ]) => `{${withQ ? '"q":"a",' : ''}${JSON.stringify(key)}:${value}}`);

const nasty = fc.oneof(
  fc.constantFrom(
    "'; drop table dogs; --",
    "' or '1'='1",
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '__proto__',
    'constructor',
    '\u0000',
    '\r\nBcc: victima@example.com',
    '١٢٣٤٥٦٧٨٩٠',
    '🐶🐕‍🦺',
    'x'.repeat(70_000),
  ),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }), { maxKeys: 3 }),
);

/** Bodies around a valid one: a field replaced, removed, or a hostile extra key; or no shape at all. */
function hostileBodies(valid: Record<string, unknown>) {
  const keys = Object.keys(valid);
  return fc.oneof(
    fc.jsonValue(),
    fc.dictionary(fc.string({ maxLength: 20 }), nasty, { maxKeys: 8 }),
    fc
      .record({ key: fc.constantFrom(...keys), value: nasty })
      .map(({ key, value }) => ({ ...valid, [key]: value })),
    fc.constantFrom(...keys).map((key) => {
      const { [key]: _, ...rest } = valid;
      return rest;
    }),
    fc
      .record({
        key: fc.constantFrom('__proto__', 'constructor', 'isPending', 'roles', 'id', 'extra'),
        value: nasty,
      })
      .map(({ key, value }) =>
        JSON.parse(
          `{${JSON.stringify(key)}: ${JSON.stringify(value) ?? 'null'}, ${JSON.stringify(valid).slice(1)}`,
        ),
      ),
    fc.constant(valid),
  );
}

const applicant = {
  name: 'Persona de Prueba',
  email: 'persona@example.com',
  phone: '1122334455',
  birthday: '1990-05-04',
};
const words = 'Una respuesta pensada y sincera.';

interface Endpoint {
  url: string;
  schema: z.ZodType;
  valid: Record<string, unknown>;
  table?: PgTable;
  /** Admin routes need a staff session. */
  staff?: boolean;
}

const ENDPOINTS: Endpoint[] = [
  {
    url: '/api/contacto',
    schema: contactSchema,
    table: contactMessages,
    valid: {
      fullName: 'Persona de Prueba',
      organization: '',
      email: 'p@example.com',
      telephone: '1122334455',
      asunto: 'consulta',
      consulta: words,
    },
  },
  {
    url: '/api/volunteers',
    schema: volunteerSchema,
    table: volunteers,
    valid: {
      ...applicant,
      area: 'Guernica',
      profession: 'Docente',
      interest: words,
      modality: 'presencial',
      availability: '4',
      days: ['sabado'],
      clarification: words,
      description: words,
      purpose: words,
      vehicle: 'si',
      carpooling: 'tal vez',
      question: '',
    },
  },
  {
    url: '/api/adoptions',
    schema: adoptionSchema,
    table: adoptionRequests,
    valid: {
      ...applicant,
      nameDog: 'Luna',
      location: 'Calle Falsa 123',
      area: 'Guernica',
      people: '3',
      accordance: 'si',
      vaccinated: 'si',
      description: words,
      otherAnimals: 'no',
      expatiate: words,
      castrated: 'si',
      reason: words,
      events: words,
      holidays: words,
      babies: words,
      allergies: words,
      items: ['compañia'],
      home: ['casa'],
      freshAir: ['patio'],
      status: 'propietario',
      authorization: 'si',
      sleep: words,
      loneliness: words,
      walk: words,
      moving: words,
      adaptation: 'si',
      sterilization: words,
    },
  },
  // Issue 35: «Pedí una charla para tu escuela».
  {
    url: '/api/escuelas',
    schema: schoolRequestSchema,
    table: schoolRequests,
    valid: {
      escuela: 'Escuela N.º 5',
      nivel: 'secundaria',
      alumnos: '30',
      docente: 'Persona de Prueba',
      email: 'p@example.com',
      telefono: '1122334455',
      modalidad: 'virtual',
      fechas: words,
      temas: '',
    },
  },
  {
    url: '/api/auth/register',
    schema: registerSchema,
    table: users,
    valid: { name: 'Persona Prueba', email: 'nueva@example.com', pass: 'clave1234' },
  },
  {
    url: '/api/transferencias',
    schema: transferNoticeSchema,
    table: contributions,
    valid: {
      name: 'Persona de Prueba',
      email: 'p@example.com',
      amount: 15000,
      date: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
    },
  },
  { url: '/api/auth/login', schema: loginSchema, valid: { email: 'nadie@example.com', pass: 'clave1234' } },
  { url: '/api/password', schema: recoverySchema, valid: { email: 'nadie@example.com' } },
  {
    url: '/api/admin/dogs',
    schema: adminDogCreateSchema,
    table: dogs,
    staff: true,
    valid: {
      name: 'Firulais',
      gender: 'macho',
      age: 'adulto',
      size: 'mediano',
      race: 'Mestizo',
      features: words,
      references: ['Tranquilo'],
    },
  },
  {
    url: '/api/admin/users',
    schema: adminUserCreateSchema,
    table: users,
    staff: true,
    valid: {
      name: 'Voluntaria Nueva',
      email: 'vol@example.com',
      password: 'clave1234',
      roles: ['voluntario'],
    },
  },
  {
    url: '/api/admin/press',
    schema: adminPressSchema,
    table: pressNotes,
    staff: true,
    valid: { media: 'Diario', type: 'Radio / Audio', date: '2024-05-01', title: 'Nota' },
  },
  {
    url: '/api/admin/contributions',
    schema: adminContributionSchema,
    table: contributions,
    staff: true,
    valid: { type: 'donación', date: '2024-05-01', total: 500, method: 'otro' },
  },
  {
    url: '/api/admin/escolar',
    schema: adminPostSchema,
    table: posts,
    staff: true,
    valid: { category: 'talleres', date: '2024-05-01', title: 'Taller' },
  },
];

describe('hostile input', () => {
  let t: TestApp;
  let staffCookie = '';
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '1000000' });
    const [admin] = await t.db
      .insert(users)
      .values({ name: 'Admin', email: 'admin@example.com', roles: ['superAdmin'] })
      .returning();
    staffCookie = `campito_session=${(await t.app.services.sessions.create(admin!.id)).token}`;
  });
  afterAll(() => t.close());

  const count = async (table: PgTable) => {
    const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(table);
    return row!.n;
  };

  for (const endpoint of ENDPOINTS) {
    it(`POST ${endpoint.url}: ${RUNS} hostile bodies get a Spanish 4xx or a valid success, never a 5xx`, async () => {
      // The valid body must really be valid, or the property below would prove little.
      expect(
        endpoint.schema.safeParse(endpoint.valid).success,
        JSON.stringify(endpoint.schema.safeParse(endpoint.valid).error?.issues),
      ).toBe(true);
      let successes = 0;
      await fc.assert(
        fc.asyncProperty(hostileBodies(endpoint.valid), async (generated) => {
          // What the server receives is the JSON text: -Infinity and NaN arrive as null, undefined
          // values as missing keys. The schema judges that body, not the generated value.
          const payload = JSON.stringify(generated);
          const body: unknown = payload === undefined ? undefined : JSON.parse(payload);
          const before = endpoint.table ? await count(endpoint.table) : 0;
          const res = await t.app.inject({
            method: 'POST',
            url: endpoint.url,
            headers: {
              'content-type': 'application/json',
              ...(endpoint.staff ? { cookie: staffCookie } : {}),
            },
            payload,
          });
          expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
          const valid = endpoint.schema.safeParse(body).success;
          if (res.statusCode >= 400) {
            expect(typeof res.json().error).toBe('string');
            if (endpoint.table) expect(await count(endpoint.table)).toBe(before);
          } else {
            successes++;
            // Only bodies the shared schema accepts may be stored.
            expect(valid, `accepted an invalid body: ${JSON.stringify(body).slice(0, 300)}`).toBe(true);
          }
          // Prototype pollution never reaches the process.
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        }),
        { numRuns: RUNS },
      );
      expect(successes).toBeGreaterThanOrEqual(0);
    });
  }

  it('list endpoints answer hostile query strings with a 4xx or a list, never a 5xx', async () => {
    const param = fc.oneof(
      nasty.map((v) => JSON.stringify(v) ?? ''),
      fc.string({ maxLength: 40 }),
      inheritedName,
      inheritedSort,
      inheritedFilter,
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          '/api/dogs',
          '/api/press',
          '/api/escolar',
          '/api/users',
          ...ADMIN_RESOURCES.map((def) => `/api/admin/${def.name}`),
        ),
        fc.dictionary(
          fc.constantFrom(
            'gender',
            'age',
            'size',
            'mobility',
            'goodWithDogs',
            'apartment',
            'specialNeeds',
            'name',
            'page',
            'limit',
            'type',
            'category',
            'sort',
            'range',
            'filter',
            'q',
            'offset',
            ...INHERITED_NAMES,
          ),
          param,
          { maxKeys: 4 },
        ),
        async (path, query) => {
          const qs = new URLSearchParams(query as Record<string, string>).toString();
          const res = await t.app.inject({
            method: 'GET',
            url: `${path}?${qs}`,
            headers: { cookie: staffCookie },
          });
          expect(res.statusCode, `${path}?${qs} → ${res.body.slice(0, 200)}`).toBeLessThan(500);
          if (res.statusCode >= 400) expect(typeof res.json().error).toBe('string');
          else expect(Array.isArray(res.json())).toBe(true);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('admin lists answer a sort or a filter by an inherited name with the Spanish 400', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ADMIN_RESOURCES.map((def) => def.name)),
        fc.oneof(
          inheritedSort.map((text) => ['sort', text] as const),
          inheritedFilter.map((text) => ['filter', text] as const),
        ),
        async (resource, [param, text]) => {
          const url = `/api/admin/${resource}?${new URLSearchParams({ [param]: text })}`;
          const res = await t.app.inject({ method: 'GET', url, headers: { cookie: staffCookie } });
          expect(res.statusCode, `${url} → ${res.body.slice(0, 200)}`).toBe(400);
          const name =
            param === 'sort'
              ? (JSON.parse(text) as [string])[0]
              : Object.keys(JSON.parse(text) as object).find((key) => key !== 'q')!;
          expect(res.json().error).toBe(
            param === 'sort' ? PROTOCOL_MSG.sortField(name) : PROTOCOL_MSG.filterField(name),
          );
        },
      ),
      { numRuns: RUNS },
    );
  });
});
