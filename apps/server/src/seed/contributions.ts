import {
  type ContributionMethod,
  type ContributionType,
  MERCADOPAGO_QUICK_AMOUNTS,
  PAYPAL_QUICK_AMOUNTS,
} from '@campito/core';
import type { contributions } from '@campito/db';
import { dateInMonth, monthsUntil } from './calendar';
import type { DogRow } from './dogs';
import { fakePerson } from './people';
import { Rng } from './random';

export type ContributionRow = typeof contributions.$inferInsert;

const TYPES: [ContributionType, number][] = [
  ['donación', 6],
  ['padrinazgo', 3],
  ['sponsoreo', 1],
];
const METHODS: [ContributionMethod, number][] = [
  ['mercadopago', 8],
  ['donaronline', 4],
  ['paypal', 3],
  ['cafecito', 3],
  ['otro', 2],
];
const DONATION_DETAILS = [
  'Para alimento',
  'Para la campaña de invierno',
  'Aporte mensual',
  'Para castraciones',
  'Para el veterinario',
  'Para medicamentos',
  'Sin destino particular',
];

/** Peso amounts grow with inflation, so later years donate bigger nominal sums. */
const ARS_FACTOR: Record<number, number> = { 2020: 1, 2021: 1.4, 2022: 2, 2023: 3, 2024: 4.5, 2025: 5.5 };

function amount(rng: Rng, method: ContributionMethod, year: number): number {
  if (method === 'paypal') return rng.chance(0.75) ? rng.pick(PAYPAL_QUICK_AMOUNTS) : rng.int(5, 100);
  const base = rng.chance(0.7) ? rng.pick(MERCADOPAGO_QUICK_AMOUNTS) : rng.int(200, 5000);
  const scaled = Math.round((base * (ARS_FACTOR[year] ?? 6)) / 50) * 50;
  return Math.min(20_000, Math.max(200, scaled));
}

/** 3–10 paid contributions in every month from January 2020 to the month of `now`. */
export function planContributions(now: Date, dogs: readonly DogRow[]): ContributionRow[] {
  const rng = new Rng('contributions');
  const when = new Rng('contribution-dates');
  const sponsored = dogs.filter((d) => d.isSponsored && !d.isPending);
  const rows: ContributionRow[] = [];
  for (const month of monthsUntil(now)) {
    const count = rng.int(3, 10);
    for (let k = 0; k < count; k++) {
      const n = rows.length + 1;
      const date = dateInMonth(when, month, now);
      const method = rng.weighted(METHODS);
      let type = rng.weighted(TYPES);
      // A dog can only be sponsored while it is at the shelter.
      const candidates = sponsored.filter(
        (d) => d.createdAt! <= date && (!d.deletedAt || d.deletedAt > date),
      );
      const dog = type === 'donación' || candidates.length === 0 ? undefined : rng.pick(candidates);
      if (!dog) type = 'donación';
      const person = fakePerson(rng, type === 'sponsoreo' ? 'sponsor' : 'donante', n);
      rows.push({
        // Cafecito lets people give without a name; a few arrive that way.
        name: method === 'cafecito' && rng.chance(0.3) ? null : person.name,
        email: person.email,
        type,
        dogName: dog?.name ?? null,
        dogId: dog?.id ?? null,
        detail: dog
          ? type === 'padrinazgo'
            ? `Padrinazgo mensual de ${dog.name}`
            : `Sponsoreo de ${dog.name}`
          : rng.pick(DONATION_DETAILS),
        date,
        total: amount(rng, method, month.year),
        currency: method === 'paypal' ? 'USD' : 'ARS',
        method,
        status: 'paid',
        createdAt: date,
        updatedAt: date,
      });
    }
  }
  return rows;
}
