import {
  ADOPTION_FRESH_AIR,
  ADOPTION_HOMES,
  ADOPTION_ITEMS,
  HOUSING_STATUS,
  SPECIAL_NEEDS_REFERENCES,
  YES_NO,
  YES_NO_MAYBE,
} from '@campito/core';
import type { adoptionRequests } from '@campito/db';
import { addDays, dateBetween, daysBetween, monthsUntil, spreadOverMonths } from './calendar';
import type { DogRow } from './dogs';
import { fakePerson } from './people';
import { Rng } from './random';

export type AdoptionRow = typeof adoptionRequests.$inferInsert;

const ADOPTION_COUNT = 80;
/** Requests younger than this are still under review. */
const PENDING_DAYS = 45;

// Free-text answers of the adoption form, phrased the way applicants write them.
const ANSWERS = {
  description: [
    'Somos una familia de cuatro, con dos chicos de 8 y 11 años que hace tiempo piden un perro.',
    'Vivo sola en una casa con patio y trabajo desde casa la mayor parte de la semana.',
    'Somos una pareja joven, nos gusta salir a caminar y pasar los fines de semana al aire libre.',
    'Vivo con mi mamá, que está jubilada y pasa mucho tiempo en casa.',
  ],
  expatiate: [
    'Tenemos una gata de 5 años, castrada y acostumbrada a los perros.',
    'Tenemos dos gatos y un conejo; todos conviven tranquilos.',
    'Tenemos un perro macho de 6 años, muy sociable, castrado y vacunado.',
  ],
  reason: [
    'Queremos darle una segunda oportunidad a un perro adulto.',
    'Nuestro perro falleció el año pasado y sentimos que es momento de abrir la casa otra vez.',
    'Nos enamoramos de su historia cuando la vimos en la página.',
    'Buscamos un compañero para nuestro otro perro.',
  ],
  events: [
    'Si rompe algo, entendemos que es parte de la adaptación; le daríamos juguetes y paciencia.',
    'Consultaríamos con un educador canino antes de tomar cualquier decisión.',
  ],
  holidays: [
    'Viaja con nosotros o queda con mis padres, que viven cerca.',
    'Contratamos un cuidador de confianza que ya cuida al perro de un vecino.',
  ],
  babies: [
    'Seguiría siendo parte de la familia; lo acostumbraríamos de a poco.',
    'No planeamos hijos, pero si llegaran el perro se queda con nosotros.',
  ],
  allergies: [
    'Nadie en la familia tiene alergias.',
    'Mi hijo tuvo alergia de chico pero hoy convive con perros sin problema.',
  ],
  sleep: [
    'Adentro, en su cucha en el living.',
    'En el lavadero, que es amplio y cerrado.',
    'En nuestra habitación.',
  ],
  loneliness: [
    'Unas 4 horas por día como máximo.',
    'Casi nunca queda solo, siempre hay alguien en casa.',
    'Entre 6 y 8 horas los días de semana.',
  ],
  walk: [
    'Dos paseos por día, mañana y noche.',
    'Un paseo largo a la mañana y salidas cortas a la tarde.',
    'Tiene patio y lo sacamos a pasear los fines de semana.',
  ],
  moving: [
    'Se muda con nosotros, es parte de la familia.',
    'Buscaríamos siempre un lugar donde se admitan perros.',
  ],
  sterilization: [
    'Sí, estamos de acuerdo con la castración.',
    'Sí, ya está castrado, y lo haríamos igual.',
    'Sí, nos comprometemos a castrarlo cuando tenga la edad.',
  ],
};

/** About 80 requests since 2020, each for a listed dog; the recent ones are pending. */
export function planAdoptions(now: Date, dogs: readonly DogRow[]): AdoptionRow[] {
  const rng = new Rng('adoptions');
  const when = new Rng('adoption-dates');
  const listed = dogs.filter((d) => !d.isPending);
  const dates = [
    ...spreadOverMonths(when, ADOPTION_COUNT - 6, monthsUntil(now), now),
    ...Array.from({ length: 6 }, () => dateBetween(when, addDays(now, -30), now)),
  ];
  const answer = (key: keyof typeof ANSWERS) => rng.pick(ANSWERS[key]);
  return dates.map((date, i) => {
    // A request can only be for a dog already at the shelter (the earliest fall back to any dog).
    const present = listed.filter((d) => d.createdAt! <= date && (!d.deletedAt || d.deletedAt > date));
    const dog = rng.pick(present.length > 0 ? present : listed);
    const person = fakePerson(rng, 'adoptante', i + 1);
    const otherAnimals = rng.pick(YES_NO);
    const approvedAt = addDays(date, when.int(3, 20));
    const approved = daysBetween(date, now) >= PENDING_DAYS && approvedAt <= now;
    return {
      nameDog: dog.name,
      dogId: dog.id,
      name: person.name,
      email: person.email,
      phone: person.phone,
      birthday: person.birthday,
      area: person.area,
      location: person.location,
      people: rng.int(1, 6),
      accordance: rng.weighted(YES_NO_MAYBE.map((v) => [v, v === 'si' ? 8 : 1] as const)),
      vaccinated: rng.pick(YES_NO),
      description: answer('description'),
      otherAnimals,
      expatiate: otherAnimals === 'si' ? answer('expatiate') : 'No tenemos otros animales por ahora.',
      castrated: rng.pick(YES_NO),
      reason: answer('reason'),
      events: answer('events'),
      holidays: answer('holidays'),
      babies: answer('babies'),
      allergies: answer('allergies'),
      items: rng.some(ADOPTION_ITEMS, rng.int(1, 2)),
      home: rng.some(ADOPTION_HOMES, 1),
      freshAir: rng.some(ADOPTION_FRESH_AIR, rng.int(1, 2)),
      status: rng.pick(HOUSING_STATUS),
      authorization: rng.pick(YES_NO_MAYBE),
      sleep: answer('sleep'),
      loneliness: answer('loneliness'),
      walk: answer('walk'),
      moving: answer('moving'),
      adaptation: rng.pick(YES_NO_MAYBE),
      sterilization: answer('sterilization'),
      isPending: !approved,
      approvedAt: approved ? approvedAt : null,
      date,
      createdAt: date,
      updatedAt: approved ? approvedAt : date,
    };
  });
}

/** How many of the demo's dogs its history gives a family ("Ya tienen familia"). */
const ADOPTED_COUNT = 6;
/** Dogs the journeys, the bench and the docs link to by name: they stay in the catalog. */
const KEPT_IN_CATALOG: ReadonlySet<string> = new Set(['Luna', 'Negra', 'Turrón']);
/** The stages recent requests are moved to, so their dogs read "En proceso de adopción". */
const UNDER_WAY = ['en_contacto', 'entrevista', 'en_contacto'] as const;

/**
 * Where the review of the demo's requests got to (issue 17): a few dogs found a family through an
 * approved request (stage "aprobada"; the dog's adoptedAt is that approval, so it leaves the catalog and
 * shows on "Ya tienen familia"), and a few recent requests are under way ("en_contacto", "entrevista"), so
 * their dogs read "En proceso de adopción". The adopted dogs are picked by their own random stream among
 * healthy dogs offered for adoption, whatever the day; an approved request is pointed at each. Returns new
 * rows; the plans passed in are not changed.
 */
export function settleAdoptions(
  now: Date,
  dogs: readonly DogRow[],
  requests: readonly AdoptionRow[],
): { dogs: DogRow[]; requests: AdoptionRow[] } {
  const rng = new Rng('adoption-outcomes');
  const outDogs = dogs.map((d) => ({ ...d }));
  const outRequests = requests.map((r) => ({ ...r }));
  const special = (d: DogRow) =>
    d.references?.some((r) => (SPECIAL_NEEDS_REFERENCES as readonly string[]).includes(r));
  const candidates = outDogs.filter(
    (d) =>
      !d.isPending &&
      !d.isDelete &&
      d.toAdopt !== false &&
      (d.mobility ?? 'camina') === 'camina' &&
      !special(d) &&
      !KEPT_IN_CATALOG.has(d.name),
  );
  const approved = outRequests
    .filter((r) => !r.isPending && r.approvedAt && r.approvedAt <= now)
    .sort((a, b) => b.approvedAt!.getTime() - a.approvedAt!.getTime());
  const used = new Set<AdoptionRow>();
  for (const dog of rng.some(candidates, ADOPTED_COUNT)) {
    const request =
      approved.find((r) => !used.has(r) && r.dogId === dog.id) ??
      approved.find((r) => !used.has(r) && r.date! >= dog.createdAt!);
    if (!request) continue;
    used.add(request);
    Object.assign(request, {
      dogId: dog.id,
      nameDog: dog.name,
      stage: 'aprobada',
      stageAt: request.approvedAt,
    });
    Object.assign(dog, {
      adoptedAt: request.approvedAt,
      toAdopt: false,
      updatedAt: new Date(Math.max(dog.updatedAt!.getTime(), request.approvedAt!.getTime())),
    });
  }
  const underWay = new Set<string>();
  const recent = outRequests.filter((r) => r.isPending).sort((a, b) => b.date!.getTime() - a.date!.getTime());
  for (const request of recent) {
    if (underWay.size === UNDER_WAY.length) break;
    const dog = outDogs.find((d) => d.id === request.dogId);
    if (!dog || dog.isPending || dog.isDelete || !dog.toAdopt || dog.adoptedAt || underWay.has(dog.id))
      continue;
    request.stage = UNDER_WAY[underWay.size]!;
    request.stageAt = new Date(Math.min(now.getTime(), addDays(request.date!, 2).getTime()));
    underWay.add(dog.id);
  }
  return { dogs: outDogs, requests: outRequests };
}
