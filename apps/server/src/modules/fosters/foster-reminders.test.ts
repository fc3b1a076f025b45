// Issue 38, item 3: the weekly mail to fosters, on the rounds' injected clock. On Monday from 9 a.m. (Buenos
// Aires) each foster with a dog at home gets one mail listing per dog the vet visit and the expected end when
// near or past, and their requests not delivered yet; a foster whose dogs all left gets none; a second round
// the same week (also two at once, as two instances would) mails nobody again; the next week mails again.
import { mailOutbox, supplyRequests } from '@campito/db';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { type PlacedFoster, placeDog, placedFoster } from '../../../test/foster-fixtures';
import { createFosterReminders, dueItems, reminderWeek } from './foster-reminders';

const SUBJECT = 'Tu semana de tránsito: lo que viene';
/** Monday 30 November 2026, 9 a.m. in Buenos Aires. */
const MONDAY_9 = new Date('2026-11-30T12:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('the weekly reminder to fosters', () => {
  let t: TestApp;
  let marta: PlacedFoster;
  let calm: PlacedFoster;
  let gone: PlacedFoster;

  const weekly = () => t.db.select().from(mailOutbox).where(like(mailOutbox.subject, SUBJECT));

  beforeAll(async () => {
    t = await createTestApp();
    marta = await placedFoster(t, {
      name: 'Marta Tránsito',
      email: 'marta@example.com',
      dogName: 'Luna',
      placement: { nextVetOn: '2026-12-03', expectedUntil: '2026-12-10' },
    });
    await placeDog(t, marta.user, 'Toto', { nextVetOn: '2026-11-20' });
    await t.db.insert(supplyRequests).values([
      {
        fosterId: marta.user.id,
        fosterName: 'Marta Tránsito',
        dogId: marta.dog.id,
        kind: 'alimento',
        detail: 'Alimento de cachorro',
        quantity: '2 bolsas de 15 kg',
        urgency: 'urgente',
        state: 'preparado',
      },
      {
        fosterId: marta.user.id,
        fosterName: 'Marta Tránsito',
        kind: 'transportadora',
        detail: 'Transportadora',
        quantity: '1 transportadora mediana',
        urgency: 'normal',
        state: 'entregado',
      },
    ]);
    calm = await placedFoster(t, {
      name: 'Sol Tranquila',
      email: 'sol@example.com',
      dogName: 'Nube',
      placement: { nextVetOn: '2027-02-01' },
    });
    gone = await placedFoster(t, {
      name: 'Ex Tránsito',
      email: 'ex@example.com',
      dogName: 'Pipa',
      placement: { endedOn: '2026-11-15', destination: 'adoptado' },
    });
  });
  afterAll(() => t?.close());

  it('is due on Mondays from 9 a.m. in Buenos Aires, and names the week by its Monday', () => {
    expect(reminderWeek(new Date(MONDAY_9.getTime() - 60_000))).toEqual({ week: '2026-11-30', due: false });
    expect(reminderWeek(MONDAY_9)).toEqual({ week: '2026-11-30', due: true });
    // Sunday night in Buenos Aires is already Monday in UTC: still last week, not due.
    expect(reminderWeek(new Date('2026-11-30T02:30:00Z'))).toEqual({ week: '2026-11-23', due: false });
    expect(reminderWeek(new Date(MONDAY_9.getTime() + 2 * DAY))).toEqual({ week: '2026-11-30', due: false });
  });

  it('lists a vet visit within a week or past, and an end within two weeks or past; nothing else', () => {
    const today = '2026-11-30';
    expect(dueItems({ name: 'Luna', nextVetOn: '2026-12-03', expectedUntil: '2026-12-10' }, today)).toEqual([
      'Control veterinario: el 3 de diciembre de 2026.',
      'El tránsito termina, en principio, el 10 de diciembre de 2026. Si podés seguir un tiempo más, o necesitás que sea antes, avisanos.',
    ]);
    expect(dueItems({ name: 'Toto', nextVetOn: '2026-11-20', expectedUntil: null }, today)[0]).toContain(
      'estaba previsto para el 20 de noviembre de 2026',
    );
    expect(dueItems({ name: 'Nube', nextVetOn: '2027-02-01', expectedUntil: '2027-03-01' }, today)).toEqual(
      [],
    );
  });

  it('mails nothing before Monday 9 a.m.', async () => {
    const reminders = t.app.services.fosterReminders;
    expect(await reminders.runDue(new Date(MONDAY_9.getTime() - HOUR))).toEqual({ mailed: 0 });
    expect(await weekly()).toHaveLength(0);
  });

  it('mails each foster with a dog at home once, listing what is due per dog and the open requests', async () => {
    // Two rounds at once, as two instances would run them: each foster is claimed once.
    const rounds = [t.app.services.fosterReminders, createFosterReminders(t.app.deps)];
    const outcomes = await Promise.all(rounds.map((r) => r.runDue(MONDAY_9)));
    expect(outcomes.reduce((n, o) => n + o.mailed, 0)).toBe(2);
    const mails = await weekly();
    expect(mails.map((m) => m.to).sort()).toEqual(['marta@example.com', 'sol@example.com']);
    const toMarta = mails.find((m) => m.to === 'marta@example.com')!.text;
    expect(toMarta).toContain('¡Hola, Marta Tránsito!');
    expect(toMarta).toContain('Luna: Control veterinario: el 3 de diciembre de 2026.');
    expect(toMarta).toContain('El tránsito termina, en principio, el 10 de diciembre de 2026.');
    expect(toMarta).toContain('Toto: El control veterinario estaba previsto para el 20 de noviembre de 2026');
    expect(toMarta).toContain('Alimento (2 bolsas de 15 kg) para Luna: preparado.');
    expect(toMarta).not.toContain('transportadora mediana');
    expect(toMarta).toContain('http://localhost:3000/mi-transito');
    const toSol = mails.find((m) => m.to === 'sol@example.com')!.text;
    expect(toSol).toContain('Nube: esta semana no hay nada pendiente.');
    expect(toSol).toContain('No tenés pedidos pendientes.');
    expect(mails.some((m) => m.to === gone.user.email)).toBe(false);
  });

  it('mails nobody again the same week, and everyone again the next Monday', async () => {
    const reminders = t.app.services.fosterReminders;
    expect(await reminders.runDue(new Date(MONDAY_9.getTime() + 5 * HOUR))).toEqual({ mailed: 0 });
    expect(await weekly()).toHaveLength(2);
    expect(await reminders.runDue(new Date(MONDAY_9.getTime() + 7 * DAY))).toEqual({ mailed: 2 });
    const mails = await weekly();
    expect(mails.filter((m) => m.to === calm.user.email)).toHaveLength(2);
  });
});
