// What a dog's pages show of its sponsorship (issue 18): the care meter and its latest news, read for the
// loaders of /adoptar/perros/{id} and /colaborar/{dogName}. A failure leaves them out and marks the answer
// degraded (never cached), like every other piece of page data.
import { longDay } from '@campito/core';
import type { AppLoadContext } from 'react-router';
import type { DogGivingData } from './dog-giving';
import { settle } from './load.server';

/** The meter (null without a care cost) and, unless `news` is false, the dog's latest news. */
export async function loadDogGiving(
  context: AppLoadContext,
  dog: { id: string; monthlyCareCost: number | null },
  { news = true }: { news?: boolean } = {},
): Promise<DogGivingData> {
  const [meter, updates] = await Promise.all([
    settle(context, 'care meter', (s) => s.sponsorship.careMeter(dog)),
    news
      ? settle(context, 'dog news', (s) => s.sponsorship.latestUpdates(dog.id))
      : Promise.resolve({ ok: true as const, value: [] }),
  ]);
  return {
    meter: meter.ok ? meter.value : null,
    news: updates.ok
      ? updates.value.map((u) => ({
          id: u.id,
          text: u.text,
          image: u.image,
          date: longDay(u.createdAt),
          iso: u.createdAt.toISOString(),
        }))
      : [],
  };
}
