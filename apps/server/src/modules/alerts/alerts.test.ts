// Issue 17: new-dog alerts — subscribe with the list's filter, confirm by the mailed link, one mail listing
// the matching dogs published since (at most daily, claimed once), one-click unsubscribe, bounds.
import { ALERT_MSG, MAX_ALERTS_PER_EMAIL } from '@campito/core';
import { dogAlerts, mailOutbox } from '@campito/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { insertDog, postJson, queuedMails } from '../../../test/form-helpers';
import { ALERT_MAIL_INTERVAL_MS } from './alerts.service';

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
    const confirmPath = linkIn(confirmation!.text, '/avisos/confirmar/')!;
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
    expect(news!.text).toContain(news!.unsubscribeUrl!);

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
    const tooMany = await subscribe({ email: 'RARO@example.com', filtro: '' });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toBe(ALERT_MSG.tooMany);
  });
});
