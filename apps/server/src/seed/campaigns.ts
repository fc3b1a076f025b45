import { randomUUID } from 'node:crypto';
import { isoDay } from '@campito/core';
import type { campaigns } from '@campito/db';
import type { ContributionRow } from './contributions';
import { fakePerson } from './people';
import { Rng } from './random';

type CampaignRow = typeof campaigns.$inferInsert;

const DAY_MS = 86_400_000;

/**
 * The demo's campaigns (issue 36): one under way, with gifts by card, PayPal and transfer (some donors named,
 * most not), and last winter's, closed with what it achieved.
 */
export function planCampaigns(now: Date): { campaigns: CampaignRow[]; gifts: ContributionRow[] } {
  const rng = new Rng('campaigns');
  const roof: CampaignRow = {
    id: randomUUID(),
    slug: 'un-techo-para-los-abuelos',
    title: 'Un techo nuevo para el sector de los abuelos',
    summary:
      'La tormenta de octubre voló el techo donde duermen los perros mayores. Ayudanos a cambiarlo antes del invierno.',
    story:
      'La tormenta de octubre se llevó buena parte del techo del sector donde viven los perros mayores, muchos de ellos sin poder caminar.\n\nPor ahora duermen bajo lonas. Con chapas nuevas, aislante y la mano de obra, el presupuesto es de $ 1.500.000.\n\nCada aporte suma: vamos a contar acá cómo avanza la obra.',
    goal: 1_500_000,
    goalUsd: 1200,
    usdRate: 1250,
    endsOn: isoDay(now.getTime() + 40 * DAY_MS),
    createdAt: new Date(now.getTime() - 20 * DAY_MS),
    updatedAt: new Date(now.getTime() - 20 * DAY_MS),
  };
  const winter: CampaignRow = {
    id: randomUUID(),
    slug: 'invierno-sin-frio',
    title: 'Un invierno sin frío',
    summary: 'Mantas, camas y estufas para que los 400 perros pasen el invierno abrigados.',
    story:
      'Cada invierno los caniles necesitan mantas, camas elevadas y estufas para los perros que no caminan.',
    goal: 600_000,
    usdRate: 1000,
    endsOn: isoDay(now.getTime() - 150 * DAY_MS),
    outcome:
      'Con lo que juntamos compramos 120 mantas, 30 camas elevadas y 4 estufas. ¡Gracias a todos los que se sumaron!',
    createdAt: new Date(now.getTime() - 220 * DAY_MS),
    updatedAt: new Date(now.getTime() - 150 * DAY_MS),
  };
  const gifts: ContributionRow[] = [];
  const give = (campaign: CampaignRow, count: number, from: number, to: number) => {
    for (let n = 1; n <= count; n++) {
      const person = fakePerson(rng, 'donante', 900 + gifts.length + n);
      const method = rng.pick(['mercadopago', 'mercadopago', 'paypal', 'transferencia'] as const);
      const date = new Date(now.getTime() - rng.int(from, to) * DAY_MS);
      gifts.push({
        name: person.name,
        email: person.email,
        type: 'donación',
        detail: `Donación a la campaña «${campaign.title}» desde el sitio`,
        campaignId: campaign.id,
        thankPublicly: rng.chance(0.4),
        wantsUpdates: rng.chance(0.5),
        date,
        total: method === 'paypal' ? rng.pick([10, 20, 50]) : rng.pick([5000, 10000, 15000, 20000]),
        currency: method === 'paypal' ? 'USD' : 'ARS',
        method,
        status: 'paid',
        createdAt: date,
        updatedAt: date,
      });
    }
  };
  give(roof, 14, 1, 19);
  give(winter, 30, 151, 219);
  return { campaigns: [roof, winter], gifts };
}
