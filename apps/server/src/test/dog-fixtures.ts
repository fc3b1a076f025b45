// Dogs for API tests: every gender × age × size, a few with special needs, one removed, one pending.

import type { Role } from '@campito/core';
import {
  DOG_AGE_FILTERS,
  DOG_AGES,
  DOG_GENDERS,
  DOG_SIZES,
  type DogAgeFilter,
  type DogFilters,
  SPECIAL_NEEDS_REFERENCES,
} from '@campito/core';
import { type Db, dogs, users } from '@campito/db';
import type { Services } from '../services';

type NewDog = typeof dogs.$inferInsert;

export function planTestDogs(): NewDog[] {
  const rows: NewDog[] = [];
  let n = 0;
  const at = () => new Date(Date.UTC(2023, 0, 1) + n++ * 86_400_000);
  for (const gender of DOG_GENDERS) {
    for (const age of DOG_AGES) {
      for (const size of DOG_SIZES) {
        rows.push({
          name: `Perro ${n}`,
          gender,
          age,
          size,
          race: 'Mestizo',
          references: ['Tranquilo'],
          features: `Un ${age} ${size}.`,
          images: [
            { key: `k${n}`, width: 1280, height: 960, widths: [320, 640, 1280], alt: `Foto de Perro ${n}` },
          ],
          video: n % 5 === 0 ? 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' : null,
          createdAt: at(),
        });
      }
    }
  }
  // Special needs across ages, sizes and genders: "especial" must find them whatever their age.
  rows[1]!.references = [SPECIAL_NEEDS_REFERENCES[0], 'Tranquilo'];
  rows[7]!.references = [SPECIAL_NEEDS_REFERENCES[1]];
  rows[14]!.references = [SPECIAL_NEEDS_REFERENCES[0], SPECIAL_NEEDS_REFERENCES[1]];
  rows[22]!.references = ['Usa carrito', SPECIAL_NEEDS_REFERENCES[1]];
  rows[3]!.toAdopt = false;
  rows.push(
    {
      ...rows[0]!,
      name: 'Dada de baja',
      isDelete: true,
      references: [SPECIAL_NEEDS_REFERENCES[1]],
      createdAt: at(),
    },
    {
      ...rows[0]!,
      name: 'Pendiente',
      isPending: true,
      references: [SPECIAL_NEEDS_REFERENCES[1]],
      createdAt: at(),
    },
  );
  return rows;
}

export async function insertTestDogs(db: Db) {
  const rows = await db.insert(dogs).values(planTestDogs()).returning();
  const active = rows.filter((r) => !r.isDelete && !r.isPending);
  return {
    rows,
    active,
    removed: rows.find((r) => r.isDelete)!,
    pending: rows.find((r) => r.isPending)!,
  };
}

/** What the filters should find among `active`, computed without SQL. */
export function expectedMatches<
  T extends { gender: string; age: string; size: string; references: string[] },
>(active: T[], filters: DogFilters): T[] {
  const special = (d: T) =>
    d.references.some((r) => (SPECIAL_NEEDS_REFERENCES as readonly string[]).includes(r));
  return active.filter(
    (d) =>
      (!filters.gender || d.gender === filters.gender) &&
      (!filters.size || d.size === filters.size) &&
      (!filters.age || (filters.age === 'especial' ? special(d) : d.age === filters.age)),
  );
}

export const AGE_FILTERS: readonly DogAgeFilter[] = DOG_AGE_FILTERS;

/** A user with these roles and a session cookie for app.inject(). */
export async function signedIn(db: Db, services: Services, roles: Role[], email: string) {
  const [user] = await db.insert(users).values({ name: 'Persona de prueba', email, roles }).returning();
  const { token } = await services.sessions.create(user!.id);
  return { user: user!, cookie: `campito_session=${token}` };
}

/** A found-dog report's text fields as a visitor fills them in (/form, POST /api/dogs): valid for anyone. */
export const FOUND_DOG = {
  name: 'Canela',
  gender: 'hembra',
  age: 'adulto jóven',
  size: 'mediano',
  race: 'Mestiza',
  finderName: 'Marta Rescatista',
  finderPhone: '11 5555 0123',
  finderEmail: 'marta@example.com',
} as const;
