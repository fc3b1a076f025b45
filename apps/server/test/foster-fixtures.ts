// Issue 38: a foster home with a dog at home, as staff's placement leaves it (rows written directly): an
// account with the roles «public» and «transito» and a session, a dog, its open placement and the dog's
// «En tránsito» flag. Used by the foster's page, supplies and weekly mail tests.
import { dogs, fosterPlacements, users } from '@campito/db';
import { eq } from 'drizzle-orm';
import type { TestApp } from './app';
import { insertDog } from './form-helpers';

export interface PlacedFoster {
  user: typeof users.$inferSelect;
  cookie: string;
  dog: typeof dogs.$inferSelect;
  placement: typeof fosterPlacements.$inferSelect;
}

/** A foster (with a live session) and a dog placed with them; `placement` overrides the placement's values. */
export async function placedFoster(
  t: Pick<TestApp, 'app' | 'db'>,
  options: {
    name?: string;
    email?: string;
    dogName?: string;
    placement?: Partial<typeof fosterPlacements.$inferInsert>;
  } = {},
): Promise<PlacedFoster> {
  const name = options.name ?? 'Marta Tránsito';
  const [user] = await t.db
    .insert(users)
    .values({
      name,
      email: options.email ?? `transito-${crypto.randomUUID()}@example.com`,
      roles: ['public', 'transito'],
    })
    .returning();
  const { token } = await t.app.services.sessions.create(user!.id);
  const dog = await placeDog(t, user!, options.dogName ?? 'Luna', options.placement);
  return { user: user!, cookie: `campito_session=${token}`, ...dog };
}

/** Another dog placed with the same foster. */
export async function placeDog(
  t: Pick<TestApp, 'db'>,
  foster: { id: string; name: string },
  dogName: string,
  values: Partial<typeof fosterPlacements.$inferInsert> = {},
) {
  const dog = await insertDog(t as TestApp, { name: dogName });
  const [placement] = await t.db
    .insert(fosterPlacements)
    .values({
      dogId: dog.id,
      fosterId: foster.id,
      fosterName: foster.name,
      startsOn: '2026-11-01',
      care: 'Media pastilla de enalapril con la cena.',
      notes: 'NOTA PRIVADA DEL EQUIPO: el vecino se queja de los ladridos.',
      ...values,
    })
    .returning();
  if (!placement!.endedOn) await t.db.update(dogs).set({ inFoster: true }).where(eq(dogs.id, dog.id));
  return { dog, placement: placement! };
}
