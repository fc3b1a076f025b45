// @engines pglite postgres — raw SQL of the totals: `npm test` runs this file on both (scripts/test.mjs).
// Issue 18: /impacto's figures come from the data, aggregate only, per currency, and follow every change.
import { adoptionRequests, contributions, subscriptions } from '@campito/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adoptionAnswers } from '../../../test/admin-fixtures';
import { createTestApp, type TestApp } from '../../../test/app';
import { insertDog } from '../../../test/form-helpers';
import { currentYear } from '../admin/stats.service';

describe('impact figures', () => {
  let t: TestApp;
  const now = new Date();
  const year = currentYear(now);
  const midYear = (y: number) => new Date(`${y}-06-15T12:00:00-03:00`);

  beforeAll(async () => {
    t = await createTestApp();
    const luna = await insertDog(t, { name: 'Luna' });
    await insertDog(t, { name: 'Rueditas', mobility: 'usa carrito' });
    await insertDog(t, { name: 'Lenta', mobility: 'camina con dificultad' });
    await insertDog(t, { name: 'Pendiente', isPending: true, mobility: 'no se moviliza' });
    await insertDog(t, { name: 'De baja', isDelete: true });
    await insertDog(t, { name: 'Adoptada', adoptedAt: now });
    const request = { ...adoptionAnswers, name: 'Ana', nameDog: 'Luna', isPending: false };
    await t.db.insert(adoptionRequests).values([
      { ...request, approvedAt: midYear(year) < now ? midYear(year) : now },
      { ...request, approvedAt: midYear(year - 1) },
      { ...request, approvedAt: midYear(year - 1) },
      { ...request, isPending: true, approvedAt: null },
    ]);
    const paid = { type: 'donación', method: 'otro', status: 'paid', date: now } as const;
    await t.db.insert(contributions).values([
      { ...paid, total: 1000, currency: 'ARS' },
      { ...paid, total: 500, currency: 'ARS' },
      { ...paid, total: 20, currency: 'USD' },
      { ...paid, total: 999, currency: 'ARS', status: 'pending' },
      { ...paid, total: 300, currency: 'ARS', date: new Date(`${year - 1}-12-31T12:00:00-03:00`) },
      {
        ...paid,
        type: 'padrinazgo',
        dogId: luna.id,
        dogName: 'Luna',
        total: 2000,
        currency: 'ARS',
        email: 'Madrina@Example.com',
      },
    ]);
    await t.db.insert(subscriptions).values([
      {
        provider: 'mercadopago',
        type: 'padrinazgo',
        dogId: luna.id,
        amount: 5000,
        status: 'active',
        email: 'madrina@example.com',
      },
      {
        provider: 'paypal',
        type: 'padrinazgo',
        dogId: luna.id,
        amount: 10,
        currency: 'USD',
        status: 'active',
        email: 'padrino@example.com',
      },
      {
        provider: 'paypal',
        type: 'padrinazgo',
        amount: 10,
        currency: 'USD',
        status: 'cancelled',
        email: 'ex@example.com',
      },
      {
        provider: 'mercadopago',
        type: 'donación',
        amount: 1000,
        status: 'active',
        email: 'donante@example.com',
      },
    ]);
  });
  afterAll(() => t.close());

  it('counts dogs in care, those that cannot walk, adoptions, sponsors once each, and money per currency', async () => {
    const figures = await t.app.services.impact.figures(now);
    expect(figures).toMatchObject({
      year,
      dogsInCare: 3,
      dogsThatCannotWalk: 2,
      adoptions: { thisYear: 1, lastYear: 2 },
      activeSponsors: 2,
    });
    // The month and the year agree unless the year just began; pending and last year's are left out.
    expect(figures.received.year).toEqual({ ARS: 3500, USD: 20 });
    expect(figures.received.month).toEqual({ ARS: 3500, USD: 20 });
  });

  it('follows a change to the data', async () => {
    const before = await t.app.services.impact.figures(now);
    await insertDog(t, { name: 'Recién llegada' });
    t.app.deps.changes.announce('dogs');
    const after = await t.app.services.impact.figures(now);
    expect(after.dogsInCare).toBe(before.dogsInCare + 1);
  });
});
