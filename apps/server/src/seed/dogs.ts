import {
  DOG_AGES,
  DOG_GENDERS,
  DOG_SIZES,
  type DogAge,
  type DogSize,
  SPECIAL_NEEDS_REFERENCES,
} from '@campito/core';
import type { dogs } from '@campito/db';
import { addDays, dateBetween, monthsUntil, spreadOverMonths } from './calendar';
import { dogSvg } from './dog-svg';
import {
  CART_REFERENCE,
  dogStory,
  FEMALE_NAMES,
  GENERAL_REFERENCES,
  LONG_SNOUT,
  MALE_NAMES,
  type Need,
  RACES,
  type Temperament,
} from './dog-texts';
import { dogAlt, randomLook, randomScene } from './looks';
import { Rng } from './random';

export const DOG_COUNT = 64;
const TEMPERAMENTS: Record<DogAge, Temperament[]> = {
  cachorro: ['juguetón', 'juguetón', 'tímido'],
  'adulto jóven': ['juguetón', 'tranquilo', 'tímido'],
  adulto: ['juguetón', 'tranquilo', 'tímido'],
  viejito: ['tranquilo', 'tranquilo', 'tímido'],
};
const [CUIDADOS, DISCAPACITADO] = SPECIAL_NEEDS_REFERENCES;
const SCALE: Record<DogSize, number> = { chico: 0.78, mediano: 0.95, grande: 1.1 };
const YOUTUBE = 'https://www.youtube.com/watch?v=';

export interface ImagePlan {
  svg: string;
  alt: string;
}

export type DogRow = Omit<typeof dogs.$inferInsert, 'images'> & { id: string; name: string };

export interface DogPlan {
  row: DogRow;
  images: ImagePlan[];
}

/** Special needs go mostly to older dogs; the first ones use a cart. */
function needsByIndex(rng: Rng, ages: readonly DogAge[]): Map<number, Need> {
  const ranked = ages
    .map((age, i) => ({ i, w: rng.float() + (age === 'viejito' ? 0 : age === 'cachorro' ? 0.9 : 0.5) }))
    .sort((a, b) => a.w - b.w);
  const needs: Need[] = [
    ...Array(5).fill('carrito'),
    ...Array(4).fill('discapacidad'),
    ...Array(6).fill('cuidados'),
  ];
  return new Map(needs.map((need, k) => [ranked[k]!.i, need]));
}

function references(rng: Rng, need: Need | undefined, temperament: Temperament): string[] {
  const special =
    need === 'carrito'
      ? [DISCAPACITADO, CART_REFERENCE, ...(rng.chance(0.5) ? [CUIDADOS] : [])]
      : need === 'discapacidad'
        ? [DISCAPACITADO]
        : need === 'cuidados'
          ? [CUIDADOS]
          : [];
  // Living space and temperament chips that contradict each other are never shown together.
  const pool = GENERAL_REFERENCES.filter(
    (r) => r !== (rng.chance(0.5) ? 'Necesita patio' : 'Ideal para departamento'),
  );
  const mood = temperament === 'juguetón' ? ['Juguetón'] : temperament === 'tranquilo' ? ['Tranquilo'] : [];
  const wanted = Math.max(1, rng.int(2, 4) - special.length);
  const general = rng.some([...mood, ...pool], wanted);
  return [...special, ...general].slice(0, 4);
}

/** Every gender × age × size combination appears at least twice among the 64 dogs. */
function combinations(rng: Rng): { gender: (typeof DOG_GENDERS)[number]; age: DogAge; size: DogSize }[] {
  const all = DOG_GENDERS.flatMap((gender) =>
    DOG_AGES.flatMap((age) => DOG_SIZES.map((size) => ({ gender, age, size }))),
  );
  return [...rng.shuffle(all), ...rng.shuffle(all), ...rng.shuffle(all)].slice(0, DOG_COUNT);
}

export function planDogs(now: Date): DogPlan[] {
  const rng = new Rng('dogs');
  const ids = new Rng('dog-ids');
  // Dates depend on `now`; their own stream keeps names, stories and pictures the same whatever the day.
  const when = new Rng('dog-dates');
  const combos = combinations(rng);
  const females = rng.shuffle(FEMALE_NAMES);
  const males = rng.shuffle(MALE_NAMES);
  const needs = needsByIndex(
    rng,
    combos.map((c) => c.age),
  );
  // Two pending dogs arrived in the last days through the public form; the rest spread since 2020.
  const dates = spreadOverMonths(when, DOG_COUNT - 2, monthsUntil(now), now);
  dates.push(dateBetween(when, addDays(now, -4), now), dateBetween(when, addDays(now, -2), now));
  const withVideo = new Set(rng.shuffle(combos.map((_, i) => i)).slice(0, 16));
  const removed = new Set(rng.some([...Array(40).keys()], 2));
  const residents = new Set(
    rng.some(
      combos.map((_, i) => i).filter((i) => needs.has(i) && i < DOG_COUNT - 2 && !removed.has(i)),
      3,
    ),
  );

  return combos.map((combo, i) => {
    const female = combo.gender === 'hembra';
    const name = (female ? females : males).pop()!;
    const race = rng.pick(RACES[combo.size]);
    const need = needs.get(i);
    const temperament = rng.pick(TEMPERAMENTS[need === 'carrito' ? 'viejito' : combo.age]);
    const toAdopt = !residents.has(i);
    const createdAt = dates[i]!;
    const isDelete = removed.has(i);
    const deletedAt = isDelete
      ? new Date(Math.min(now.getTime(), addDays(createdAt, when.int(30, 400)).getTime()))
      : null;
    const look = randomLook(rng, { longSnout: LONG_SNOUT.test(race) });
    const images = Array.from({ length: rng.int(2, 4) }, () => {
      const scene = randomScene(rng, SCALE[combo.size], need === 'carrito');
      return { svg: dogSvg(look, scene), alt: dogAlt(name, female, look, scene) };
    });
    const row: DogRow = {
      id: ids.uuid(),
      name,
      ...combo,
      race,
      features: dogStory({ name, female, age: combo.age, temperament, need, toAdopt }, (items) =>
        rng.pick(items),
      ),
      references: references(rng, need, temperament),
      // Dogs with special needs find sponsors more often: their care costs more.
      isSponsored: rng.chance(need ? 0.6 : 0.18),
      toAdopt,
      isDelete,
      deletedAt,
      video: withVideo.has(i) ? `${YOUTUBE}${rng.token(11)}` : null,
      isPending: i >= DOG_COUNT - 2,
      createdAt,
      updatedAt: deletedAt ?? createdAt,
    };
    return { row, images };
  });
}
