// What the journeys compare the pages with: the public API of the same server, and the demo plan.
import type { APIRequestContext } from '@playwright/test';
import { planDogs } from '../../apps/server/src/seed/dogs';

export interface ApiDog {
  _id: string;
  name: string;
  gender: string;
  age: string;
  size: string;
  race: string;
  images: string[];
  references: string[];
  toAdopt: boolean;
  video: string | null;
}

export async function apiDogs(request: APIRequestContext, query: Record<string, string> = {}) {
  const res = await request.get(`/api/dogs?${new URLSearchParams(query)}`);
  if (!res.ok()) throw new Error(`GET /api/dogs → ${res.status()}`);
  return { dogs: (await res.json()) as ApiDog[], total: Number(res.headers()['x-total-count']) };
}

/** Every active dog, through the API's pages. */
export async function allDogs(request: APIRequestContext): Promise<ApiDog[]> {
  const out: ApiDog[] = [];
  for (let page = 1; ; page++) {
    const { dogs, total } = await apiDogs(request, { limit: '50', page: String(page) });
    out.push(...dogs);
    if (out.length >= total || dogs.length === 0) return out;
  }
}

/** The demo dogs that exist but are not public (their ids are deterministic). */
export function hiddenDemoDogs() {
  const plans = planDogs(new Date()).map((p) => p.row);
  return {
    removed: plans.filter((r) => r.isDelete).map((r) => r.id),
    pending: plans.filter((r) => r.isPending).map((r) => r.id),
  };
}

export const GENDERS = ['macho', 'hembra'];
export const AGES = ['cachorro', 'adulto', 'adulto jóven', 'viejito', 'especial'];
export const SIZES = ['chico', 'mediano', 'grande'];
