import {
  DOG_AGES,
  DOG_GENDERS,
  DOG_SIZES,
  type DogAge,
  type DogSize,
  referenceLabel,
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

const DOG_COUNT = 64;
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

/** Special needs go mostly to older dogs; the first ones use a cart (a shelter where many cannot walk). */
function needsByIndex(rng: Rng, ages: readonly DogAge[]): Map<number, Need> {
  const ranked = ages
    .map((age, i) => ({ i, w: rng.float() + (age === 'viejito' ? 0 : age === 'cachorro' ? 0.9 : 0.5) }))
    .sort((a, b) => a.w - b.w);
  const needs: Need[] = [
    ...Array(11).fill('carrito'),
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
    (r) => r !== (rng.chance(0.5) ? 'Necesita patio' : 'Apto departamento'),
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

  const plans = combos.map((combo, i) => {
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
      references: references(rng, need, temperament).map((r) => referenceLabel(r, combo.gender)),
      // Dogs with special needs find sponsors more often: their care costs more.
      isSponsored: rng.chance(need ? 0.6 : 0.18),
      toAdopt,
      isDelete,
      deletedAt,
      video: withVideo.has(i) ? `${YOUTUBE}${rng.token(11)}` : null,
      isPending: i >= DOG_COUNT - 2,
      // How it moves, its care and the urgent flag: see addCare.
      mobility: 'camina',
      careNeeds: '',
      monthlyCareCost: null,
      isUrgent: false,
      // Published when it arrived, unless it still waits for review.
      publishedAt: i >= DOG_COUNT - 2 ? null : createdAt,
      createdAt,
      updatedAt: deletedAt ?? createdAt,
    };
    return { row, images, need };
  });
  addCare(plans);
  return plans.map(({ row, images }) => ({ row, images }));
}

type Planned = { row: DogRow; images: ImagePlan[]; need: Need | undefined };

/** Round pesos to the nearest 500, as a shelter would quote them. */
const pesos = (rng: Rng, min: number, max: number) => Math.round(rng.int(min, max) / 500) * 500;

/**
 * How each dog moves, its daily care in plain words, what that costs a month and the few urgent cases,
 * agreeing with its story (a cart dog's story tells of its cart, a blind dog walks). About a quarter of the
 * dogs do not walk well; carts for the dogs whose photos show one. Its own random stream, so the rest of
 * the demo stays the same.
 */
function addCare(plans: Planned[]): void {
  const rng = new Rng('dog-care');
  // Two old dogs whose story says nothing of walking or running no longer get about on their own.
  const active = /camina|corr|jug|energía|sigue a todos lados|explora/;
  const still = new Set(
    plans
      .filter((p) => p.row.age === 'viejito' && p.need !== 'carrito' && p.need !== 'discapacidad')
      .filter((p) => !p.row.isPending && !p.row.isDelete && !active.test(p.row.features ?? ''))
      .slice(0, 2),
  );
  for (const plan of plans) {
    const { row, need } = plan;
    const o = row.gender === 'hembra' ? 'a' : 'o';
    const story = row.features ?? '';
    if (need === 'carrito') {
      row.mobility = 'usa carrito';
      row.careNeeds = rng.pick([
        `Usa el carrito para pasear dos o tres veces por día; entre paseo y paseo descansa en una cama blanda. Hay que ayudarl${o} a hacer pis tres veces por día (te enseñamos cómo) y revisar que el arnés no le lastime.`,
        `Pasa la mañana en su carrito y la tarde en su cama. Usa pañal de noche y hay que cambiarl${o} de posición un par de veces; le encantan los masajes en las patas de atrás.`,
      ]);
      row.monthlyCareCost = pesos(rng, 30_000, 55_000);
    } else if (still.has(plan)) {
      row.mobility = 'no se moviliza';
      row.careNeeds = `Necesita que l${o} cambien de posición cada tres o cuatro horas, un colchón antiescaras y pañales. Come y toma agua si le acercás el plato, y disfruta muchísimo de que l${o} lleven a tomar sol.`;
      row.monthlyCareCost = pesos(rng, 45_000, 80_000);
    } else if (need === 'discapacidad') {
      // Its story says it walks and runs like any other: it needs care, not help to move.
      if (/patita delantera/.test(story)) {
        row.careNeeds =
          'Le falta una pata delantera: paseos cortos, un arnés acolchado y cuidar su peso para no cargar las otras patas.';
        row.monthlyCareCost = pesos(rng, 10_000, 20_000);
      } else if (/cieg/.test(story)) {
        row.careNeeds = `Ve con un solo ojo: conviene no cambiarle los muebles de lugar y hablarle antes de tocarl${o}.`;
      } else if (/sord/.test(story)) {
        row.careNeeds =
          'No escucha: responde a señas y a las vibraciones del piso, y en la calle siempre va con correa.';
      }
    } else if (need === 'cuidados') {
      if (/renal/.test(story)) {
        row.careNeeds =
          'Come alimento especial para el riñón (nada de sobras) y tiene un análisis de sangre cada tres meses.';
        row.monthlyCareCost = pesos(rng, 35_000, 50_000);
      } else if (/insulina/.test(story)) {
        row.careNeeds =
          'Necesita insulina dos veces por día, con las comidas, y un control de glucosa una vez por mes.';
        row.monthlyCareCost = pesos(rng, 40_000, 60_000);
      } else {
        row.careNeeds =
          'Toma una pastilla a la mañana y otra a la noche, y tiene control veterinario cada dos meses.';
        row.monthlyCareCost = pesos(rng, 15_000, 30_000);
      }
    } else if (row.age === 'viejito' && !/energía|corr/.test(story)) {
      row.mobility = 'camina con dificultad';
      row.careNeeds = rng.pick([
        'Por la artrosis camina despacio: paseos cortos, nada de escaleras largas y un calmante los días de frío, como indique el veterinario.',
        'Toma un condroprotector todos los días y le hacen bien los paseos cortos y frecuentes. Duerme mejor en una cama baja, sobre una alfombra que no resbale.',
      ]);
      row.monthlyCareCost = pesos(rng, 12_000, 28_000);
    }
  }
  // A few urgent cases among the dogs in the catalog: mostly the ones with the hardest care.
  const listed = plans.filter((p) => !p.row.isPending && !p.row.isDelete);
  const hard = listed.filter((p) => p.row.mobility !== 'camina');
  const others = listed.filter((p) => p.row.mobility === 'camina');
  for (const p of [...rng.some(hard, 3), ...rng.some(others, 2)]) p.row.isUrgent = true;
}
