// Issue 17: new-dog alerts — subscribe with the list's filter, confirm by the mailed link, one mail listing
// the matching dogs published since (at most daily, claimed once), one-click unsubscribe, bounds.
import { ALERT_MSG, MAX_ALERTS_PER_EMAIL } from '@campito/core';
import { dogAlerts, mailOutbox } from '@campito/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { deliverableText, insertDog, postJson, queuedMails } from '../../../test/form-helpers';
import { ALERT_CONFIRM_TTL_MS, ALERT_MAIL_INTERVAL_MS, PENDING_ALERTS_PER_EMAIL } from './alerts.service';

const linkIn = (text: string, path: string) => {
  const match = new RegExp(`http://localhost:3000(${path}[^\\s]*)`).exec(text);
  return match?.[1];
};

describe('new-dog alerts', () => {
  let t: TestApp;
  let ip = 0;
  const subscribe = (body: unknown) => postJson(t, '/api/avisos', body, { ip: `10.8.0.${++ip}` });
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(mailOutbox);
  });

  it('subscribes, confirms by the link, mails the matching dogs published since once, and unsubscribes in one click', async () => {
    const res = await subscribe({
      email: 'Busca@Example.com',
      filtro: 'sexo=hembra&movilidad=carrito&pagina=3',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(ALERT_MSG.subscribed);
    const [alert] = await t.db.select().from(dogAlerts).where(eq(dogAlerts.id, res.json().id));
    expect(alert).toMatchObject({
      email: 'busca@example.com',
      filter: { gender: 'hembra', mobility: 'carrito' },
      confirmedAt: null,
    });

    // Not confirmed yet: a matching dog mails nobody.
    await insertDog(t, {
      name: 'Temprana',
      gender: 'hembra',
      mobility: 'usa carrito',
      publishedAt: new Date(),
    });
    expect(await t.app.services.alerts.sendDue()).toBe(0);

    const [confirmation] = await queuedMails(t);
    expect(confirmation!.subject).toBe('Confirmá tu aviso de perros nuevos');
    expect(confirmation!.unsubscribeUrl).toMatch(/\/avisos\/baja\//);
    const confirmPath = linkIn(deliverableText(confirmation!), '/avisos/confirmar/')!;
    const [, id, token] = /\/avisos\/confirmar\/([^?]+)\?t=(.+)$/.exec(confirmPath)!;
    expect(await t.app.services.alerts.confirm(id!, 'otro-token')).toBeUndefined();
    expect(await t.app.services.alerts.confirm(id!, token!)).toBeDefined();
    await t.db.delete(mailOutbox);

    // Published after the confirmation: the matching one is news, the other is not.
    await new Promise((r) => setTimeout(r, 5));
    await insertDog(t, {
      name: 'Rueditas',
      gender: 'hembra',
      mobility: 'usa carrito',
      publishedAt: new Date(),
    });
    await insertDog(t, { name: 'Camina', gender: 'hembra', mobility: 'camina', publishedAt: new Date() });
    await insertDog(t, { name: 'Macho', gender: 'macho', mobility: 'usa carrito', publishedAt: new Date() });
    expect(await t.app.services.alerts.sendDue()).toBe(1);
    const [news] = await queuedMails(t);
    expect(news!.to).toBe('busca@example.com');
    expect(news!.subject).toBe('Llegó Rueditas a El Campito');
    expect(news!.text).toContain('Rueditas');
    expect(news!.text).not.toMatch(/Camina|Macho|Temprana/);
    expect(news!.unsubscribeUrl).toBe(t.app.services.alerts.unsubscribeUrl(id!));
    expect(deliverableText(news!)).toContain(news!.unsubscribeUrl!);
    expect(news!.text).not.toContain(news!.unsubscribeUrl!);

    // At most daily: another dog waits until a day has passed.
    await insertDog(t, {
      name: 'Segunda',
      gender: 'hembra',
      mobility: 'usa carrito',
      publishedAt: new Date(),
    });
    expect(await t.app.services.alerts.sendDue()).toBe(0);
    expect(await t.app.services.alerts.sendDue(new Date(Date.now() + ALERT_MAIL_INTERVAL_MS + 1000))).toBe(1);
    expect((await queuedMails(t)).at(-1)!.subject).toBe('Llegó Segunda a El Campito');

    const unsubscribePath = new URL(news!.unsubscribeUrl!);
    const unsubscribeToken = unsubscribePath.searchParams.get('t')!;
    expect(await t.app.services.alerts.unsubscribe(id!, 'falso')).toBe(false);
    expect(await t.app.services.alerts.unsubscribe(id!, unsubscribeToken)).toBe(true);
    expect(await t.db.select().from(dogAlerts).where(eq(dogAlerts.id, id!))).toEqual([]);
    expect(await t.app.services.alerts.unsubscribe(id!, unsubscribeToken)).toBe(false);
  });

  it('keeps only filters the list knows, and refuses bad emails and too many alerts', async () => {
    const res = await subscribe({
      email: 'raro@example.com',
      filtro: 'sexo=dragon&__proto__=x&con-gatos=si',
    });
    expect(res.statusCode).toBe(201);
    const [alert] = await t.db.select().from(dogAlerts).where(eq(dogAlerts.id, res.json().id));
    expect(alert!.filter).toEqual({ goodWithCats: true });

    const bad = await subscribe({ email: 'no-es-un-email', filtro: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ email: 'Formato de Email incorrecto' });
    expect((await subscribe({ email: 'x@example.com', filtro: 'a'.repeat(601) })).statusCode).toBe(400);
    expect((await subscribe({ email: 'x@example.com', sitioWeb: 'spam' })).statusCode).toBe(400);

    for (let i = 1; i < MAX_ALERTS_PER_EMAIL; i++)
      expect(
        (await subscribe({ email: 'raro@example.com', filtro: `edad=adulto&pagina=${i}` })).statusCode,
      ).toBe(201);
    // Only confirmed alerts count toward the cap.
    await t.db
      .update(dogAlerts)
      .set({ confirmedAt: new Date() })
      .where(eq(dogAlerts.email, 'raro@example.com'));
    const tooMany = await subscribe({ email: 'RARO@example.com', filtro: '' });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toBe(ALERT_MSG.tooMany);
  });

  it('strangers’ unconfirmed subscriptions of an address never lock its owner out; confirmed ones count', async () => {
    const email = 'duena@example.com';
    for (let i = 0; i < 12; i++)
      expect((await subscribe({ email, filtro: `edad=cachorro&pagina=${i}` })).statusCode).toBe(201);
    // Waiting alerts stay bounded: each one past the bound replaced the oldest.
    expect(await t.db.select().from(dogAlerts).where(eq(dogAlerts.email, email))).toHaveLength(
      PENDING_ALERTS_PER_EMAIL,
    );
    const strangers = confirmLink((await queuedMails(t)).at(-1)!);
    await t.db.delete(mailOutbox);

    // The owner's own subscription is taken (it was a 409 before issue 39)…
    const own = await subscribe({ email: 'Duena@Example.com', filtro: 'sexo=hembra' });
    expect(own.statusCode, own.body).toBe(201);
    const link = confirmLink((await queuedMails(t))[0]!);
    expect(link.id).toBe(own.json().id);
    expect(await t.app.services.alerts.confirm(link.id, link.token)).toEqual({
      filter: { gender: 'hembra' },
    });
    const rows = await t.db.select().from(dogAlerts).where(eq(dogAlerts.email, email));
    expect(rows.filter((r) => r.confirmedAt)).toHaveLength(1);
    expect(rows).toHaveLength(PENDING_ALERTS_PER_EMAIL);

    // …and, confirmed, counts: with MAX_ALERTS_PER_EMAIL confirmed the address is full.
    await t.db.insert(dogAlerts).values(
      Array.from({ length: MAX_ALERTS_PER_EMAIL - 1 }, (_, i) => ({
        email,
        filter: { size: `tamaño-${i}` },
        confirmTokenHash: `hash-${i}`,
        unsubscribeTokenHash: `baja-${i}`,
        confirmedAt: new Date(),
      })),
    );
    const full = await subscribe({ email, filtro: '' });
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toBe(ALERT_MSG.tooMany);
    // A waiting alert's link cannot confirm past the cap either: it says so and stays unconfirmed.
    expect(await t.app.services.alerts.confirm(strangers.id, strangers.token)).toMatchObject({ full: true });
    const [waiting] = await t.db.select().from(dogAlerts).where(eq(dogAlerts.id, strangers.id));
    expect(waiting!.confirmedAt).toBeNull();
  });

  it('a confirmation link works for ALERT_CONFIRM_TTL_MS after the subscription, not after', async () => {
    const res = await subscribe({ email: 'tarde@example.com', filtro: 'sexo=macho' });
    expect(res.statusCode).toBe(201);
    const link = confirmLink((await queuedMails(t))[0]!);
    const [row] = await t.db.select().from(dogAlerts).where(eq(dogAlerts.id, link.id));
    const created = row!.createdAt.getTime();
    const alerts = t.app.services.alerts;
    expect(await alerts.confirm(link.id, link.token, new Date(created + ALERT_CONFIRM_TTL_MS + 1000))).toBe(
      undefined,
    );
    expect(
      await alerts.confirm(link.id, link.token, new Date(created + ALERT_CONFIRM_TTL_MS - 1000)),
    ).toEqual({
      filter: { gender: 'macho' },
    });
    // Confirmed, its link keeps saying so whenever it is opened again.
    expect(await alerts.confirm(link.id, link.token, new Date(created + 2 * ALERT_CONFIRM_TTL_MS))).toEqual({
      filter: { gender: 'macho' },
    });
  });
});

/**
 * The id and token of an alert's confirmation link in a queued mail: in the deliverable copy where the
 * outbox keeps one apart from what staff see (secretText), else in the text.
 */
function confirmLink(mail: { text: string; secretText?: string | null }): { id: string; token: string } {
  const [, id, token] = /\/avisos\/confirmar\/([^?\s]+)\?t=(\S+)/.exec(mail.secretText ?? mail.text)!;
  return { id: id!, token: token! };
}
