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
  status: 'en-adopcion' | 'en-proceso' | 'apadrinamiento' | 'adoptado';
  mobility: string;
  careNeeds: string;
  monthlyCareCost: number | null;
  isUrgent: boolean;
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

/** The pages of the dogs that found a family, read from every page of "Ya tienen familia". */
export async function adoptedDogPaths(request: APIRequestContext): Promise<string[]> {
  const paths: string[] = [];
  for (let page = 1; ; page++) {
    const whole = await (await request.get(`/adoptar/ya-tienen-familia?pagina=${page}`)).text();
    // The grid only: the families' stories below it link to the same dogs (issue 37).
    const start = whole.indexOf('aria-label="Perros adoptados"');
    const html = whole.slice(start, whole.indexOf('</ul>', start));
    const found = [...html.matchAll(/href="(\/adoptar\/perros\/[0-9a-f-]{36})"/g)].map((m) => m[1]!);
    if (found.length === 0 || paths.includes(found[0]!)) return paths;
    paths.push(...found);
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
