// Issue 16 (staff), part A: the shelter's contact data, social links, bank details, the visits switch and
// the home page's urgent notice live in the interface record, edited in the admin's "Sitio" and checked by
// one schema (core's siteSettingsSchema inside adminInterfaceSchema). The public pages read them through the
// site service: every page's footer (the root route), /visitas and the home page — rendered here by the
// real web bridge and answer cache from the site's own route modules, so a cached page must go when staff
// save.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { INTERFACE_ID, SITE_MSG } from '@campito/core';
import { auditLog, interfaces } from '@campito/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as home from '../../../../web/app/routes/home';
import * as radio from '../../../../web/app/routes/prensa-radio';
import * as visitas from '../../../../web/app/routes/visitas';
import { type AdminClient, adminClient } from '../../../test/admin-client';
import { signInEveryone } from '../../../test/admin-fixtures';
import { testConfig } from '../../../test/app';
import { openTestDatabase } from '../../../test/database';
import { pageBuild } from '../../../test/page-build';
import { type App, buildApp } from '../../app';
import { siteSettingsOf } from './site.service';

let app: App;
let dataDir: string;
let admin: AdminClient;
let people: Awaited<ReturnType<typeof signInEveryone>>;

const SETTINGS = {
  contactEmail: 'hola@refugio.example',
  contactPhone: '+54 9 11 4000-1000',
  whatsappNumber: '54 9 11 4000 1000',
  address: 'Ruta 58 km 12, Guernica',
  mapUrl: 'https://www.openstreetmap.org/?mlat=-34.9&mlon=-58.4',
  instagramUrl: 'https://www.instagram.com/refugio.prueba',
  facebookUrl: 'https://www.facebook.com/refugio.prueba',
  youtubeUrl: '',
  tiktokUrl: '',
  bankCbu: '0000003100012345678901',
  bankAlias: 'REFUGIO.PRUEBA',
  bankHolder: 'Asociación Refugio de Prueba',
  bankCuit: '30-71234567-1',
  taxStatus: '  Entidad exenta en el Impuesto a las Ganancias.\n',
  visitsSuspended: true,
  visitsNotice: 'Cerramos por obras en los caniles.',
  homeBannerText: '',
  homeBannerUrl: '',
};

const page = (url: string) => app.inject({ method: 'GET', url });
const stored = async () =>
  (await app.deps.db.select().from(interfaces).where(eq(interfaces.id, INTERFACE_ID)))[0]!;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'campito-site-'));
  const config = testConfig(dataDir);
  app = await buildApp({
    config,
    database: await openTestDatabase(),
    logger: false,
    web: {
      build: pageBuild({
        'routes/home': ['', home],
        'routes/visitas': ['visitas', visitas],
        // A page that shows no field of the record itself: only its footer does.
        'routes/prensa-radio': ['prensa/radio', radio],
      }),
      mode: 'production',
    },
  });
  await app.ready();
  people = await signInEveryone(app.deps.db, app.services);
  admin = adminClient(app, people.admin.cookie);
  // A site installed without demo content: the editor's first read creates the record.
  expect((await admin.get('interfaces', INTERFACE_ID)).statusCode).toBe(200);
  const saved = await admin.update('interfaces', INTERFACE_ID, SETTINGS);
  expect(saved.statusCode, saved.body).toBe(200);
});

afterAll(async () => {
  await app?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('saving the settings ("Sitio")', () => {
  it('stores them normalized and the site service exposes them, bank details included', async () => {
    expect(await stored()).toMatchObject({
      ...SETTINGS,
      whatsappNumber: '5491140001000',
      bankCuit: '30712345671',
      taxStatus: 'Entidad exenta en el Impuesto a las Ganancias.',
    });
    expect(await app.services.site.getSettings()).toEqual({
      contact: {
        email: 'hola@refugio.example',
        phone: '+54 9 11 4000-1000',
        phoneHref: 'tel:+5491140001000',
        whatsappHref: 'https://wa.me/5491140001000',
        address: 'Ruta 58 km 12, Guernica',
        mapUrl: SETTINGS.mapUrl,
      },
      social: [
        { name: 'Instagram', href: SETTINGS.instagramUrl },
        { name: 'Facebook', href: SETTINGS.facebookUrl },
      ],
      bank: {
        cbu: '0000003100012345678901',
        alias: 'REFUGIO.PRUEBA',
        holder: 'Asociación Refugio de Prueba',
        cuit: '30712345671',
      },
      taxStatus: 'Entidad exenta en el Impuesto a las Ganancias.',
      monthlyIncreasePercent: 0,
      visits: { suspended: true, notice: 'Cerramos por obras en los caniles.' },
      followups: { days: [7, 30, 90, 180], photoDays: 180 },
      banner: null,
    });
  });

  it('refuses a bad CUIT and a link that is not https with their Spanish messages, and loses nothing', async () => {
    const before = await stored();
    const res = await admin.update('interfaces', INTERFACE_ID, {
      ...SETTINGS,
      contactPhone: '011 4444-5555',
      bankCuit: '30-71234567-2',
      instagramUrl: 'http://www.instagram.com/refugio.prueba',
    });
    expect(res.statusCode).toBe(400);
    // Only the two wrong fields are named; the valid ones in the same body are not.
    expect(res.json().errors).toEqual({ bankCuit: SITE_MSG.cuit, instagramUrl: SITE_MSG.https });
    expect(SITE_MSG.cuit).toBe(
      'El CUIT no es válido: revisá los 11 números (el último es el dígito verificador).',
    );
    expect(SITE_MSG.https).toBe('Ingresá un enlace completo que empiece con https://');
    // Nothing was written: the stored values are the valid ones from before, the change log is unchanged.
    expect(await stored()).toEqual(before);
    const entries = await app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'interfaces'), eq(auditLog.recordId, INTERFACE_ID)));
    expect(entries).toHaveLength(1);
  });

  it('refuses every other malformed value with its own message', async () => {
    const res = await admin.update('interfaces', INTERFACE_ID, {
      contactEmail: 'hola@',
      contactPhone: '1234',
      whatsappNumber: '123',
      mapUrl: 'maps.example',
      bankCbu: '123',
      bankAlias: 'a b',
      homeBannerUrl: '//otro.example',
      visitsSuspended: 'sí',
    });
    expect(res.json().errors).toEqual({
      contactEmail: SITE_MSG.email,
      contactPhone: SITE_MSG.phone,
      whatsappNumber: SITE_MSG.whatsapp,
      mapUrl: SITE_MSG.https,
      bankCbu: SITE_MSG.cbu,
      bankAlias: SITE_MSG.alias,
      homeBannerUrl: SITE_MSG.bannerUrl,
      visitsSuspended: SITE_MSG.visitsSuspended,
    });
  });

  it('is staff work: a visitor cannot change them', async () => {
    const anonymous = adminClient(app);
    expect(
      (await anonymous.update('interfaces', INTERFACE_ID, { contactPhone: '1144445555' })).statusCode,
    ).toBe(401);
    const volunteer = adminClient(app, people.voluntario.cookie);
    expect(
      (await volunteer.update('interfaces', INTERFACE_ID, { contactPhone: '1144445555' })).statusCode,
    ).toBe(403);
    expect((await stored()).contactPhone).toBe(SETTINGS.contactPhone);
  });
});

describe('the public pages read them', () => {
  it('the footer of every page shows the contact data and social links, and the edited phone at once', async () => {
    const first = await page('/visitas');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    for (const html of [first.body, (await page('/')).body]) {
      expect(html).toContain('href="mailto:hola@refugio.example"');
      expect(html).toContain('href="tel:+5491140001000" data-testid="footer-phone">+54 9 11 4000-1000</a>');
      expect(html).toContain('href="https://wa.me/5491140001000"');
      expect(html).toContain('Ruta 58 km 12, Guernica');
      expect(html).toContain('href="https://www.instagram.com/refugio.prueba"');
      // Empty links are left out.
      expect(html).not.toContain('YouTube');
      expect(html).not.toContain('TikTok');
    }
    expect((await page('/visitas')).headers['x-cache']).toBe('hit');
    const radioPage = await page('/prensa/radio');
    expect(radioPage.body).toContain('>+54 9 11 4000-1000</a>');
    expect((await page('/prensa/radio')).headers['x-cache']).toBe('hit');

    const saved = await admin.update('interfaces', INTERFACE_ID, { contactPhone: '(011) 4555-6666' });
    expect(saved.statusCode).toBe(200);
    // Every cached page goes, not only those whose own route reads the record (the root route's tag).
    for (const url of ['/visitas', '/', '/prensa/radio']) {
      const after = await page(url);
      // The cached copy went with the change: this one is rendered again, with the new phone.
      expect(after.headers['x-cache'], url).toBe('miss');
      expect(after.body).toContain('href="tel:01145556666" data-testid="footer-phone">(011) 4555-6666</a>');
      expect(after.body).not.toContain('4000-1000');
    }
  });

  it('/visitas shows the suspended notice only while the switch says suspended', async () => {
    const suspended = await page('/visitas');
    expect(suspended.body).toContain('data-testid="visits-suspended"');
    expect(suspended.body).toContain('Por ahora, las visitas están suspendidas');
    expect(suspended.body).toContain('<p>Cerramos por obras en los caniles.</p>');
    expect(suspended.body).toContain('Cuando las visitas están habilitadas, funcionan así:');
    expect(suspended.body).toContain('Estamos en Ruta 58 km 12, Guernica.');

    await admin.update('interfaces', INTERFACE_ID, { visitsSuspended: false });
    const open = await page('/visitas');
    expect(open.headers['x-cache']).toBe('miss');
    expect(open.body).not.toContain('visits-suspended');
    expect(open.body).not.toContain('suspendidas');
    // The notice's text belongs to the suspended notice: it goes with it.
    expect(open.body).not.toContain('Cerramos por obras');
    expect(open.body).toContain('data-testid="visits-open"');
    expect(open.body).toContain('Las visitas funcionan así:');

    await admin.update('interfaces', INTERFACE_ID, { visitsSuspended: true, visitsNotice: '' });
    const again = await page('/visitas');
    expect(again.body).toContain('data-testid="visits-suspended"');
    // Without a text of its own, the notice says the general one.
    expect(again.body).toContain('Por el momento no estamos recibiendo visitas en el refugio.');
  });

  it('the home page shows the urgent notice while it has a text, with its link', async () => {
    expect((await page('/')).body).not.toContain('urgent-banner');
    await admin.update('interfaces', INTERFACE_ID, {
      homeBannerText: 'Necesitamos tránsitos para 10 cachorros',
      homeBannerUrl: '/voluntario',
    });
    const shown = await page('/');
    expect(shown.headers['x-cache']).toBe('miss');
    expect(shown.body).toContain('data-testid="urgent-banner"');
    expect(shown.body).toContain('<strong>Necesitamos tránsitos para 10 cachorros</strong>');
    expect(shown.body).toContain('href="/voluntario"');

    await admin.update('interfaces', INTERFACE_ID, { homeBannerUrl: 'https://example.org/campania' });
    const outside = (await page('/')).body;
    expect(outside).toContain(
      'href="https://example.org/campania" target="_blank" rel="noopener noreferrer"',
    );

    // A link without a text shows nothing.
    await admin.update('interfaces', INTERFACE_ID, { homeBannerText: '' });
    expect((await page('/')).body).not.toContain('urgent-banner');
  });

  it('leaves out what is empty: no contact data, no social column', async () => {
    await admin.update('interfaces', INTERFACE_ID, {
      contactEmail: '',
      contactPhone: '',
      whatsappNumber: '',
      address: '',
      mapUrl: '',
      instagramUrl: '',
      facebookUrl: '',
    });
    const html = (await page('/visitas')).body;
    expect(html).not.toContain('mailto:');
    expect(html).not.toContain('tel:');
    expect(html).not.toContain('wa.me');
    expect(html).not.toContain('<address');
    expect(html).not.toContain('Seguinos');
    expect(html).not.toContain('Estamos en');
    // The contact form is always there.
    expect(html).toContain('href="/contactanos"');
  });
});

describe('siteSettingsOf', () => {
  it('gives empty settings and suspended visits before the record exists (docs/product.md §16: suspended for now)', () => {
    expect(siteSettingsOf(undefined)).toEqual({
      contact: { email: '', phone: '', phoneHref: '', whatsappHref: '', address: '', mapUrl: '' },
      social: [],
      bank: { cbu: '', alias: '', holder: '', cuit: '' },
      taxStatus: '',
      monthlyIncreasePercent: 0,
      visits: { suspended: true, notice: '' },
      followups: { days: [7, 30, 90, 180], photoDays: 180 },
      banner: null,
    });
  });
});
