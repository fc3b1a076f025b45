import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CONTRIBUTION_TYPES,
  DOG_AGES,
  DOG_GENDERS,
  DOG_MOBILITIES,
  DOG_SIZES,
  DOG_TRAIT_REFERENCES,
  eventSchema,
  INTERFACE_ID,
  MEDIA_PREFIX,
  POST_CATEGORIES,
  PRESS_TYPES,
  parseWith,
  SPECIAL_NEEDS_REFERENCES,
  siteSettingsSchema,
} from '@campito/core';
import {
  adoptionRequests,
  contributions,
  type Database,
  dogReports,
  dogs,
  events,
  interfaces,
  openDatabase,
  posts,
  pressNotes,
  volunteers,
} from '@campito/db';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStorage } from '../media/storage';
import { monthsUntil } from './calendar';
import { planDogs } from './dogs';
import { type SeedSummary, seedDemo } from './index';
import { DEMO_SITE_SETTINGS } from './interface';

const monthKey = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;

describe('demo content', () => {
  it('is the same on every run, and its names and stories do not depend on the day', () => {
    const now = new Date('2026-03-10T15:00:00Z');
    const strip = (plans: ReturnType<typeof planDogs>) =>
      plans.map(({ row: { createdAt, updatedAt, deletedAt, publishedAt, ...rest }, images }) => ({
        rest,
        images,
      }));
    expect(strip(planDogs(now))).toEqual(strip(planDogs(new Date(now))));
    expect(strip(planDogs(new Date('2027-08-01T12:00:00Z')))).toEqual(strip(planDogs(now)));
  });
});

describe('seedDemo', () => {
  let database: Database;
  let dir: string;
  let first: SeedSummary;
  let firstFiles: string[];
  const now = new Date();

  beforeAll(async () => {
    database = await openDatabase({});
    await database.migrate();
    dir = await mkdtemp(path.join(tmpdir(), 'campito-seed-'));
    first = await seedDemo({ db: database.db, storage: localStorage(dir) }, { now });
    firstFiles = await readdir(dir);
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('has coming events: one with booking and a combi, one with few places, one without booking', async () => {
    const rows = await database.db.select().from(events);
    expect(first.events).toBe(rows.length);
    expect(rows.map((e) => e.slug).sort()).toEqual([
      'charla-adoptar-un-perro-grande',
      'jornada-de-puertas-abiertas',
      'taller-de-paseos-con-correa',
    ]);
    for (const e of rows) {
      // From two weeks on, on a Saturday in Buenos Aires, each one public and going ahead.
      expect(e.startsAt.getTime()).toBeGreaterThan(now.getTime() + 13 * 86_400_000);
      expect(new Date(e.startsAt.getTime() - 3 * 3_600_000).getUTCDay()).toBe(6);
      expect(e.endsAt!.getTime()).toBeGreaterThan(e.startsAt.getTime());
      expect(e.isPublic && e.status === 'programado').toBe(true);
      expect(parseWith(eventSchema, e).ok, e.slug).toBe(true);
    }
    const open = rows.find((e) => e.kind === 'jornada')!;
    expect(open.bookingRequired && open.combiSeats > 0 && open.combiMeetingAt! < open.startsAt).toBe(true);
    expect(rows.find((e) => e.kind === 'charla')?.bookingRequired).toBe(false);
  });

  it('covers every gender, age and size, with special needs, carts and the odd states', async () => {
    const rows = await database.db.select().from(dogs);
    expect(first.dogs).toBe(rows.length);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    for (const g of DOG_GENDERS) expect(rows.some((d) => d.gender === g)).toBe(true);
    for (const a of DOG_AGES) expect(rows.some((d) => d.age === a)).toBe(true);
    for (const s of DOG_SIZES) expect(rows.some((d) => d.size === s)).toBe(true);
    expect(new Set(rows.map((d) => d.name)).size).toBe(rows.length);

    const special = rows.filter((d) =>
      d.references.some((r) => (SPECIAL_NEEDS_REFERENCES as readonly string[]).includes(r)),
    );
    expect(special.length).toBeGreaterThanOrEqual(12);
    expect(rows.filter((d) => d.references.includes('Usa carrito')).length).toBeGreaterThanOrEqual(3);
    for (const d of rows) {
      expect(d.references.length).toBeGreaterThanOrEqual(2);
      expect(d.references.length).toBeLessThanOrEqual(4);
      // A reported dog's story is its finder's private note until staff write the public one.
      if (d.isPending) expect(d.features).toBe('');
      else expect(d.features.length).toBeGreaterThan(60);
    }
    const deleted = rows.filter((d) => d.isDelete);
    expect(deleted).toHaveLength(2);
    expect(deleted.every((d) => d.deletedAt !== null)).toBe(true);
    expect(rows.filter((d) => d.isPending)).toHaveLength(2);
    const reports = await database.db.select().from(dogReports);
    expect(reports.map((r) => r.dogId).sort()).toEqual(
      rows
        .filter((d) => d.isPending)
        .map((d) => d.id)
        .sort(),
    );
    expect(reports.every((r) => r.finderNote.length > 60 && r.finderEmail.endsWith('@example.com'))).toBe(
      true,
    );
    expect(rows.some((d) => d.isSponsored)).toBe(true);
    expect(rows.some((d) => !d.toAdopt)).toBe(true);
    expect(
      rows.filter((d) => d.video?.match(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/)).length,
    ).toBeGreaterThan(8);
    expect(rows.some((d) => monthKey(d.createdAt) === '2020-01')).toBe(true);
    expect(rows.some((d) => monthKey(d.createdAt) === monthKey(now))).toBe(true);
  });

  it('gives the catalog for adopters its data: mobility, care, costs, urgent dogs, traits, publication', async () => {
    const rows = await database.db.select().from(dogs);
    const moving = rows.filter((d) => d.mobility !== 'camina');
    // About a quarter of the dogs do not walk well; carts for the ones whose photos show one.
    expect(moving.length).toBeGreaterThanOrEqual(Math.round(rows.length * 0.2));
    expect(moving.length).toBeLessThanOrEqual(Math.round(rows.length * 0.3));
    for (const mobility of DOG_MOBILITIES)
      expect(
        rows.some((d) => d.mobility === mobility),
        mobility,
      ).toBe(true);
    const carts = rows.filter((d) => d.mobility === 'usa carrito');
    expect(carts.length).toBeGreaterThanOrEqual(4);
    expect(carts.every((d) => d.references.includes('Usa carrito'))).toBe(true);
    for (const d of moving) {
      expect(d.careNeeds.length, d.name).toBeGreaterThan(40);
      expect(d.monthlyCareCost, d.name).toBeGreaterThan(0);
    }
    expect(rows.filter((d) => d.monthlyCareCost !== null).every((d) => d.monthlyCareCost! % 500 === 0)).toBe(
      true,
    );
    const urgent = rows.filter((d) => d.isUrgent);
    expect(urgent.length).toBeGreaterThanOrEqual(3);
    expect(urgent.every((d) => !d.isPending && !d.isDelete)).toBe(true);
    for (const trait of DOG_TRAIT_REFERENCES)
      expect(rows.filter((d) => d.references.includes(trait)).length, trait).toBeGreaterThanOrEqual(5);
    for (const d of rows)
      expect(d.publishedAt?.getTime() ?? null).toBe(d.isPending ? null : d.createdAt.getTime());
  });

  it('has dogs that found a family through an approved request, and adoptions under way', async () => {
    const rows = await database.db.select().from(dogs);
    const requests = await database.db.select().from(adoptionRequests);
    const adopted = rows.filter((d) => d.adoptedAt);
    expect(adopted.length).toBeGreaterThanOrEqual(4);
    for (const dog of adopted) {
      expect(dog.toAdopt).toBe(false);
      expect(dog.isDelete || dog.isPending).toBe(false);
      const approval = requests.find((r) => r.dogId === dog.id && r.stage === 'aprobada');
      expect(approval?.approvedAt, dog.name).toEqual(dog.adoptedAt);
      expect(dog.adoptedAt!.getTime()).toBeGreaterThan(dog.createdAt.getTime());
    }
    // The dogs the journeys and the docs name stay in the catalog.
    for (const name of ['Luna', 'Negra', 'Turrón'])
      expect(rows.find((d) => d.name === name)?.adoptedAt, name).toBeNull();
    const underWay = requests.filter((r) => r.stage === 'en_contacto' || r.stage === 'entrevista');
    expect(underWay.length).toBe(3);
    for (const r of underWay) {
      expect(r.isPending).toBe(true);
      const dog = rows.find((d) => d.id === r.dogId)!;
      expect(dog.adoptedAt).toBeNull();
      expect(dog.toAdopt).toBe(true);
    }
  });

  it('gives each dog 2–4 images, every rendition on disk', async () => {
    const rows = await database.db.select({ name: dogs.name, images: dogs.images }).from(dogs);
    for (const dog of rows) {
      expect(dog.images.length).toBeGreaterThanOrEqual(2);
      expect(dog.images.length).toBeLessThanOrEqual(4);
      for (const image of dog.images) {
        expect(image.widths).toEqual([320, 640, 960, 1280]);
        expect(image.alt?.startsWith(`${dog.name}, `)).toBe(true);
        for (const w of image.widths) expect(existsSync(path.join(dir, `${image.key}-${w}.webp`))).toBe(true);
      }
    }
  });

  it('has press notes of every type and posts of every category, with stored images', async () => {
    const notes = await database.db.select().from(pressNotes);
    for (const type of PRESS_TYPES)
      expect(notes.filter((n) => n.type === type).length).toBeGreaterThanOrEqual(5);
    expect(notes.some((n) => (n.description ?? '').length > 150)).toBe(true);
    expect(notes.some((n) => (n.description ?? '').length <= 150)).toBe(true);
    const list = await database.db.select().from(posts);
    for (const category of POST_CATEGORIES)
      expect(list.filter((p) => p.category === category).length).toBeGreaterThanOrEqual(4);
    for (const url of [...notes.flatMap((n) => [n.img, n.favicon]), ...list.map((p) => p.img)]) {
      expect(url?.startsWith(MEDIA_PREFIX)).toBe(true);
      expect(existsSync(path.join(dir, url!.slice(MEDIA_PREFIX.length)))).toBe(true);
    }
  });

  it('fills the interface record', async () => {
    const [site] = await database.db.select().from(interfaces);
    expect(site?.id).toBe(INTERFACE_ID);
    expect(site?.slider).toHaveLength(4);
    for (const text of [site?.colaboraText, site?.visitasText, site?.escolarText, site?.voluntarioText]) {
      expect(text?.length).toBeGreaterThan(100);
    }
    expect(site?.imgNosotros?.key).toBeTruthy();
    expect(site?.imgVoluntarios?.key).toBeTruthy();
    // The shelter's data for "Sitio": examples that pass the admin form's own checks (CUIT included),
    // visits suspended as docs/product.md §16 says, and no urgent notice on the home page.
    expect(site).toMatchObject(DEMO_SITE_SETTINGS);
    expect(parseWith(siteSettingsSchema, DEMO_SITE_SETTINGS)).toEqual({ ok: true, data: DEMO_SITE_SETTINGS });
    expect(site?.visitsSuspended).toBe(true);
    expect(site?.homeBannerText).toBe('');
    expect(site?.bankHolder).toContain('EJEMPLO');
    expect(site?.bankAlias).toContain('EJEMPLO');
  });

  it('spreads activity over every month since January 2020', async () => {
    const paid = await database.db.select().from(contributions).orderBy(asc(contributions.date));
    const months = new Set(paid.map((c) => monthKey(c.date)));
    for (const m of monthsUntil(now)) {
      expect(months.has(`${m.year}-${String(m.month + 1).padStart(2, '0')}`)).toBe(true);
    }
    for (const t of CONTRIBUTION_TYPES) expect(paid.some((c) => c.type === t)).toBe(true);
    expect(paid.every((c) => c.date <= now && c.status === 'paid')).toBe(true);
    expect(paid.filter((c) => c.type !== 'donación').every((c) => c.dogId && c.dogName)).toBe(true);
    expect(
      paid.every((c) => (c.currency === 'USD' ? c.method === 'paypal' : c.total >= 200 && c.total <= 20_000)),
    ).toBe(true);

    const people = await database.db.select().from(volunteers);
    expect(people.length).toBeGreaterThanOrEqual(50);
    expect(people.some((v) => v.isPending) && people.some((v) => !v.isPending)).toBe(true);

    const requests = await database.db.select().from(adoptionRequests);
    expect(requests.length).toBeGreaterThanOrEqual(70);
    expect(requests.every((r) => r.dogId && r.nameDog && /^\d{10}$/.test(r.phone))).toBe(true);
    expect(requests.every((r) => r.isPending === (r.approvedAt === null))).toBe(true);
    expect(requests.some((r) => r.isPending)).toBe(true);
  });

  it('skips when content exists and replaces it on request, leaving no orphan files', async () => {
    const storage = localStorage(dir);
    const again = await seedDemo({ db: database.db, storage }, { now });
    expect(again.skipped).toBe(true);
    expect(again.dogs).toBe(0);

    const before = (await database.db.select({ name: dogs.name }).from(dogs).orderBy(asc(dogs.name))).map(
      (d) => d.name,
    );
    const replaced = await seedDemo({ db: database.db, storage }, { now, replace: true });
    const { ms: _a, ...counts } = replaced;
    const { ms: _b, ...firstCounts } = first;
    expect(counts).toEqual(firstCounts);
    const after = (await database.db.select({ name: dogs.name }).from(dogs).orderBy(asc(dogs.name))).map(
      (d) => d.name,
    );
    expect(after).toEqual(before);

    // Same number of files, none of them from the first seed.
    const files = await readdir(dir);
    expect(files.length).toBe(firstFiles.length);
    expect(files.filter((f) => firstFiles.includes(f))).toEqual([]);
  }, 120_000);
});
