// Issue 38, item 2: staff place a dog with an approved foster and end the placement. The dog's public record
// says «En tránsito» (still adoptable, never where) and the catalog filters it; one open placement per dog,
// also when two staff members place it at once; ending it records where the dog went and clears the flag.
import { FOSTER_MSG, isoDay, type YearStats } from '@campito/core';
import { auditLog, dogs } from '@campito/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, adminClient } from '../../../test/admin-client';
import { signIn } from '../../../test/admin-fixtures';
import { createTestApp, type TestApp } from '../../../test/app';
import { insertDog } from '../../../test/form-helpers';

const DAY = 86_400_000;
const inDays = (n: number) => isoDay(Date.now() + n * DAY);

describe('foster placements', () => {
  let t: TestApp;
  let staff: AdminClient;
  let fosterId: string;
  let publicId: string;

  beforeAll(async () => {
    t = await createTestApp();
    staff = adminClient(t.app, (await signIn(t.db, t.app.services, ['admin'], 'equipo@example.com')).cookie);
    fosterId = (await signIn(t.db, t.app.services, ['public', 'transito'], 'transito@example.com')).id;
    publicId = (await signIn(t.db, t.app.services, ['public'], 'alguien@example.com')).id;
  });
  afterAll(() => t?.close());

  const place = (dogId: string, values: Record<string, unknown> = {}) =>
    staff.create('foster-placements', { dogId, fosterId, startsOn: inDays(0), ...values });
  const publicDog = async (id: string) => (await t.app.inject(`/api/dogs/${id}`)).json();

  it('places a dog with an approved foster: «En tránsito» in public, without where', async () => {
    const dog = await insertDog(t, { name: 'Tránsito' });
    const other = await insertDog(t, { name: 'Refugio' });
    const bad = await staff.create('foster-placements', { dogId: dog.id, startsOn: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ fosterId: FOSTER_MSG.foster, startsOn: FOSTER_MSG.startsOn });
    const notFoster = await staff.create('foster-placements', {
      dogId: dog.id,
      fosterId: publicId,
      startsOn: inDays(0),
    });
    expect(notFoster.statusCode).toBe(400);
    expect(notFoster.json().errors).toEqual({ fosterId: FOSTER_MSG.notFoster });
    const backwards = await place(dog.id, { expectedUntil: inDays(-3) });
    expect(backwards.json().errors).toMatchObject({ expectedUntil: FOSTER_MSG.expectedUntil });

    const created = await place(dog.id, {
      expectedUntil: inDays(30),
      care: 'Antibiótico cada 12 horas',
      notes: 'Departamento en Lanús, piso 3',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ fosterName: 'persona transito', open: true });
    const shown = await publicDog(dog.id);
    expect(shown).toMatchObject({ inFoster: true, status: 'en-adopcion' });
    expect(JSON.stringify(shown)).not.toMatch(/Lanús|transito@|persona transito|Antibiótico/);
    expect((await publicDog(other.id)).inFoster).toBe(false);

    const filtered = (await t.app.inject('/api/dogs?inFoster=true')).json();
    expect(filtered.map((d: { name: string }) => d.name)).toEqual(['Tránsito']);
    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'dogs'), eq(auditLog.recordId, dog.id)));
    expect(audited?.changes).toMatchObject({ inFoster: { old: false, new: true } });
  });

  it('keeps one open placement per dog, also when two staff members place it at once', async () => {
    const dog = await insertDog(t, { name: 'Disputado' });
    const answers = await Promise.all([place(dog.id), place(dog.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().error).toBe(FOSTER_MSG.alreadyPlaced);
    const adopted = await insertDog(t, { name: 'Con familia', adoptedAt: new Date() });
    const refused = await place(adopted.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(FOSTER_MSG.adopted);
  });

  it('ends a placement recording where the dog went, and the dog is back in the shelter', async () => {
    const dog = await insertDog(t, { name: 'Vuelve' });
    const { id } = (await place(dog.id, { startsOn: inDays(-10) })).json();
    const half = await staff.update('foster-placements', id, { endedOn: inDays(0) });
    expect(half.statusCode).toBe(400);
    expect(half.json().errors).toEqual({ destination: FOSTER_MSG.destination });
    const early = await staff.update('foster-placements', id, {
      endedOn: inDays(-11),
      destination: 'refugio',
    });
    expect(early.json().errors).toEqual({ endedOn: FOSTER_MSG.endedOn });
    const shared = await staff.update('foster-placements', id, {
      care: 'Media pastilla',
      nextVetOn: inDays(5),
    });
    expect(shared.json()).toMatchObject({ care: 'Media pastilla', nextVetOn: inDays(5), open: true });

    const ended = await staff.update('foster-placements', id, { endedOn: inDays(0), destination: 'refugio' });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ open: false, destination: 'refugio' });
    const [row] = await t.db.select({ inFoster: dogs.inFoster }).from(dogs).where(eq(dogs.id, dog.id));
    expect(row?.inFoster).toBe(false);
    expect((await publicDog(dog.id)).inFoster).toBe(false);
    const again = await staff.update('foster-placements', id, {
      endedOn: inDays(0),
      destination: 'adoptado',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(FOSTER_MSG.ended);
    // Back in the shelter: it may go to another home.
    expect((await place(dog.id)).statusCode).toBe(201);
    const open = await staff.list('foster-placements', { filter: { dogId: dog.id, open: true } });
    expect(open.total).toBe(1);
  });

  it('counts dogs placed and foster days per month in the statistics, and the dashboard lists them', async () => {
    const march = await insertDog(t, { name: 'Marzo' });
    const december = await insertDog(t, { name: 'Diciembre' });
    const { id } = (await place(march.id, { startsOn: '2025-03-20' })).json();
    await staff.update('foster-placements', id, { endedOn: '2025-04-10', destination: 'adoptado' });
    await place(december.id, { startsOn: '2025-12-25' });
    const stats: YearStats = (await staff.raw('GET', '/api/admin/stats?year=2025')).json();
    const month = (n: number) => stats.months[n - 1]!;
    expect([month(3), month(4), month(12)]).toMatchObject([
      { fosterPlacements: 1, fosterDays: 12 },
      { fosterPlacements: 0, fosterDays: 10 },
      { fosterPlacements: 1, fosterDays: 7 },
    ]);
    expect(stats.totals).toMatchObject({ fosterPlacements: 2, fosterDays: 29 });
    const board = (await staff.raw('GET', '/api/admin/dashboard')).json();
    const names = board.dogsInFoster.oldest.map((i: { name: string }) => i.name);
    // The longest in a foster home first; ended placements are not listed.
    expect(names[0]).toBe('Diciembre');
    expect(names).not.toContain('Marzo');
    expect(board.dogsInFoster.count).toBeGreaterThanOrEqual(3);
  });
});
