// Dogs for API tests: every gender × age × size, a few with special needs, traits, dogs that do not walk
// and urgent ones, one published after it was created (approved from a visitor's report), one removed,
// one pending.

import type { Role } from '@campito/core';
import {
  DOG_AGE_FILTERS,
  DOG_AGES,
  DOG_GENDERS,
  DOG_SIZES,
  DOG_TRAIT_FILTER_KEYS,
  DOG_TRAIT_FILTERS,
  type DogAgeFilter,
  type DogFilters,
  SPECIAL_NEEDS_REFERENCES,
} from '@campito/core';
import { type Db, dogs, users } from '@campito/db';
import type { Services } from '../src/services';

type NewDog = typeof dogs.$inferInsert;

function planTestDogs(): NewDog[] {
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
        rows[rows.length - 1]!.publishedAt = rows[rows.length - 1]!.createdAt;
      }
    }
  }
  // Special needs across ages, sizes and genders: "especial" must find them whatever their age.
  rows[1]!.references = [SPECIAL_NEEDS_REFERENCES[0], 'Tranquilo'];
  rows[7]!.references = [SPECIAL_NEEDS_REFERENCES[1]];
  rows[14]!.references = [SPECIAL_NEEDS_REFERENCES[0], SPECIAL_NEEDS_REFERENCES[1]];
  rows[22]!.references = ['Usa carrito', SPECIAL_NEEDS_REFERENCES[1]];
  rows[3]!.toAdopt = false;
  // Traits, alone and together (the catalog's yes/no filters).
  const traits: [number, string[]][] = [
    [0, ['Se lleva con perros']],
    [2, ['Se lleva con perros', 'Se lleva con gatos']],
    [5, ['Se lleva con gatos', 'Apto departamento']],
    [8, ['Se lleva con perros', 'Se lleva con gatos', 'Apto departamento']],
    [13, ['Apto departamento']],
    [14, ['Se lleva con perros']],
  ];
  for (const [i, list] of traits) rows[i]!.references = [...rows[i]!.references!, ...list];
  // Dogs that do not walk (22 and 14 use carts), with their care and its cost.
  Object.assign(rows[22]!, { mobility: 'usa carrito', careNeeds: 'Pañal de noche.', monthlyCareCost: 45000 });
  Object.assign(rows[14]!, { mobility: 'usa carrito', monthlyCareCost: 30000 });
  Object.assign(rows[9]!, { mobility: 'no se moviliza', careNeeds: 'Cambiarlo de posición.' });
  Object.assign(rows[5]!, { mobility: 'camina con dificultad' });
  rows[6]!.careNeeds = 'Dieta renal.';
  // Names with accents, for the accent- and case-insensitive name search.
  rows[10]!.name = 'Turrón';
  rows[11]!.name = 'Ñata';
  rows[2]!.isUrgent = true;
  rows[9]!.isUrgent = true;
  // Reported by a visitor long ago and approved last: the newest in "Recién llegados", not by arrival.
  rows[4]!.publishedAt = new Date(Date.UTC(2024, 5, 1));
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
      publishedAt: null,
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

/** What the filters should find among `active`, computed without SQL (accents and case aside for names). */
export function expectedMatches<
  T extends {
    name: string;
    gender: string;
    age: string;
    size: string;
    references: string[];
    mobility: string;
  },
>(active: T[], filters: DogFilters): T[] {
  const special = (d: T) =>
    d.references.some((r) => (SPECIAL_NEEDS_REFERENCES as readonly string[]).includes(r));
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const traits = DOG_TRAIT_FILTER_KEYS.filter((key) => filters[key]).map((key) => DOG_TRAIT_FILTERS[key]);
  return active.filter(
    (d) =>
      (!filters.gender || d.gender === filters.gender) &&
      (!filters.size || d.size === filters.size) &&
      (!filters.age || (filters.age === 'especial' ? special(d) : d.age === filters.age)) &&
      (!filters.specialNeeds || special(d)) &&
      traits.every((t) => d.references.includes(t)) &&
      (filters.mobility !== 'no-camina' || d.mobility !== 'camina') &&
      (filters.mobility !== 'carrito' || d.mobility === 'usa carrito') &&
      (!filters.name || fold(d.name).includes(fold(filters.name))),
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
