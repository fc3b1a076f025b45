// Demo content for a fresh El Campito: dogs, press, posts, site texts and several hundred activity
// records since 2020, so every page, filter and statistic has something to show.
import { type ImageRef, INTERFACE_ID, imageUrl } from '@campito/core';
import {
  adoptionCommitments,
  adoptionFollowups,
  adoptionRequests,
  adoptionReturns,
  campaigns,
  contactMessages,
  contributions,
  type Db,
  type DbOrTx,
  dogReports,
  dogs,
  dropPoints,
  events,
  interfaces,
  needs,
  posts,
  pressNotes,
  volunteers,
} from '@campito/db';
import { eq } from 'drizzle-orm';
import type { MediaStorage } from '../media/storage';
import { planAdoptions, settleAdoptions } from './adoptions';
import { planCampaigns } from './campaigns';
import { planContacts } from './contacts';
import { planContributions } from './contributions';
import { planDogReports } from './dog-reports';
import { planDogs } from './dogs';
import { planEvents } from './events';
import { planFollowups } from './followups';
import { DEMO_SITE_SETTINGS, INTERFACE_TEXTS, planInterface } from './interface';
import { planNeeds } from './needs';
import { planPosts } from './posts';
import { planPress } from './press';
import { refFromUrl, removeImages, renderImages } from './render';
import { planVolunteers } from './volunteers';

export interface SeedDeps {
  db: Db;
  storage: MediaStorage;
  log?: (msg: string) => void;
}

export interface SeedOptions {
  /** Delete the existing content first (users, sessions and the rest of the system tables stay). */
  replace?: boolean;
  /** The moment the spread of dates ends; defaults to now. */
  now?: Date;
}

/** Rows inserted per table; `skipped` when the database already had content and `replace` was not set. */
export interface SeedSummary {
  skipped: boolean;
  dogs: number;
  pressNotes: number;
  posts: number;
  interfaces: number;
  contributions: number;
  volunteers: number;
  adoptionRequests: number;
  contactMessages: number;
  events: number;
  /** Images written to storage (each in up to three renditions). */
  images: number;
  ms: number;
}

const ZERO: Omit<SeedSummary, 'skipped' | 'ms'> = {
  dogs: 0,
  pressNotes: 0,
  posts: 0,
  interfaces: 0,
  contributions: 0,
  volunteers: 0,
  adoptionRequests: 0,
  contactMessages: 0,
  events: 0,
  images: 0,
};

/**
 * What a replace deletes, children first: requests and payments point at dogs. Users, sessions and the
 * system tables stay. `npm run db:seed` lists these before it asks for --yes.
 */
export const CONTENT_TABLES = [
  // Bookings and «Avisame si se suspende» go with their date (on delete cascade).
  events,
  // «Llevo» promises go with their item (on delete cascade).
  needs,
  dropPoints,
  // Contracts and follow-ups go with their request (on delete cascade).
  adoptionRequests,
  contributions,
  // Their news go with them (on delete cascade); their gifts went just before.
  campaigns,
  contactMessages,
  volunteers,
  dogReports,
  dogs,
  pressNotes,
  posts,
  interfaces,
] as const;

class ContentAppeared extends Error {}

async function hasContent(db: DbOrTx): Promise<boolean> {
  // One query at a time: inside a transaction they share a single connection anyway.
  for (const table of [dogs, pressNotes, posts]) {
    if ((await db.select({ id: table.id }).from(table).limit(1)).length > 0) return true;
  }
  return false;
}

/** Every image the content tables point to, so a replace can delete the files after the commit. */
async function existingImages(db: DbOrTx): Promise<ImageRef[]> {
  const dogRows = await db.select({ images: dogs.images }).from(dogs);
  const pressRows = await db.select({ img: pressNotes.img, favicon: pressNotes.favicon }).from(pressNotes);
  const postRows = await db.select({ img: posts.img }).from(posts);
  const siteRows = await db.select().from(interfaces);
  const fromUrls = [...pressRows.flatMap((r) => [r.img, r.favicon]), ...postRows.map((r) => r.img)].map(
    refFromUrl,
  );
  const refs = [
    ...dogRows.flatMap((r) => r.images),
    ...siteRows.flatMap((r) => [...r.slider, r.imgNosotros, r.imgVoluntarios]),
    ...fromUrls,
  ];
  const unique = new Map(refs.filter((r): r is ImageRef => Boolean(r?.key)).map((r) => [r.key, r]));
  return [...unique.values()];
}

export async function seedDemo(deps: SeedDeps, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const { db, storage } = deps;
  const log = deps.log ?? (() => {});
  const now = options.now ?? new Date();
  const replace = options.replace ?? false;

  if (!replace && (await hasContent(db))) {
    log('La base ya tiene contenido: no se cargan datos de demostración (usá replace para reemplazarlo).');
    return { skipped: true, ...ZERO, ms: Math.round(performance.now() - started) };
  }
  // Without replace, texts an admin already wrote on the interface record are kept.
  const [site] = await db
    .select({ id: interfaces.id })
    .from(interfaces)
    .where(eq(interfaces.id, INTERFACE_ID));
  const seedInterface = replace || !site;

  const dogPlans = planDogs(now);
  // Where the review of the demo's requests got to: a few dogs adopted, a few adoptions under way.
  const settled = settleAdoptions(
    now,
    dogPlans.map((p) => p.row),
    planAdoptions(
      now,
      dogPlans.map((p) => p.row),
    ),
  );
  const dogRows = settled.dogs;
  const press = planPress(now);
  const postPlans = planPosts(now);
  const sitePlan = seedInterface ? planInterface() : undefined;

  // One flat list of pictures, rendered before the transaction so it stays short.
  const sitePictures = sitePlan ? [...sitePlan.slider, sitePlan.nosotros, sitePlan.voluntarios] : [];
  const pictures = [
    ...dogPlans.flatMap((p) => p.images),
    ...press.notes.map((n) => n.image),
    ...press.logos.map((l) => ({ svg: l.svg, alt: l.media })),
    ...postPlans.map((p) => p.image),
    ...sitePictures,
  ];
  log(`Generando ${pictures.length} imágenes de demostración…`);
  const refs = await renderImages(pictures, storage);
  let cursor = 0;
  const take = (n: number) => {
    const part = refs.slice(cursor, cursor + n);
    cursor += n;
    return part;
  };
  const dogImages = dogPlans.map((p) => take(p.images.length));
  const noteImages = take(press.notes.length);
  const logoUrls = new Map(press.logos.map((l) => [l.media, imageUrl(take(1)[0]!)] as const));
  const postImages = take(postPlans.length);
  const sliderImages = take(sitePlan?.slider.length ?? 0);
  const [imgNosotros, imgVoluntarios] = take(sitePlan ? 2 : 0);

  // The approved adoptions went home: follow-ups, commitments, and one that came back (issue 37).
  const after = planFollowups(
    now,
    settled.requests,
    dogRows.map((row, i) => ({ id: row.id, name: row.name, images: dogImages[i]! })),
  );
  const returned = new Set(after.returns.map((r) => r.dogId));
  const found = planDogReports(
    dogRows.map((row, i) => ({
      ...row,
      images: dogImages[i]!,
      // Back from its adoption: in the shelter, out of the catalog until staff offer it again.
      ...(returned.has(row.id) ? { adoptedAt: null, toAdopt: false } : {}),
    })),
  );
  const rows = {
    dogs: found.dogs,
    dogReports: found.reports,
    pressNotes: press.notes.map((n, i) => ({
      ...n.row,
      img: imageUrl(noteImages[i]!),
      favicon: logoUrls.get(n.row.media) ?? null,
    })),
    posts: postPlans.map((p, i) => ({ ...p.row, img: imageUrl(postImages[i]!) })),
    contributions: planContributions(now, dogRows),
    volunteers: planVolunteers(now),
    adoptionRequests: after.requests,
    followups: after.followups,
    commitments: after.commitments,
    returns: after.returns,
    contactMessages: planContacts(now),
    events: planEvents(now),
    needs: planNeeds(),
    campaigns: planCampaigns(now),
  };

  let previous: ImageRef[] = [];
  try {
    await db.transaction(async (tx) => {
      if (replace) {
        previous = await existingImages(tx);
        for (const table of CONTENT_TABLES) await tx.delete(table);
      } else if (await hasContent(tx)) {
        throw new ContentAppeared();
      }
      await tx.insert(dogs).values(rows.dogs);
      if (rows.dogReports.length > 0) await tx.insert(dogReports).values(rows.dogReports);
      await tx.insert(pressNotes).values(rows.pressNotes);
      await tx.insert(posts).values(rows.posts);
      await tx.insert(campaigns).values(rows.campaigns.campaigns);
      await tx.insert(contributions).values([...rows.contributions, ...rows.campaigns.gifts]);
      await tx.insert(volunteers).values(rows.volunteers);
      await tx.insert(adoptionRequests).values(rows.adoptionRequests);
      if (rows.followups.length > 0) await tx.insert(adoptionFollowups).values(rows.followups);
      if (rows.commitments.length > 0) await tx.insert(adoptionCommitments).values(rows.commitments);
      if (rows.returns.length > 0) await tx.insert(adoptionReturns).values(rows.returns);
      await tx.insert(contactMessages).values(rows.contactMessages);
      await tx.insert(events).values(rows.events);
      await tx.insert(needs).values(rows.needs.needs);
      await tx.insert(dropPoints).values(rows.needs.points);
      if (sitePlan) {
        await tx.insert(interfaces).values({
          id: INTERFACE_ID,
          slider: sliderImages,
          ...INTERFACE_TEXTS,
          ...DEMO_SITE_SETTINGS,
          imgNosotros,
          imgVoluntarios,
        });
      }
    });
  } catch (error) {
    await removeImages(refs, storage);
    if (error instanceof ContentAppeared) {
      log(
        'Otro proceso cargó contenido mientras se generaban las imágenes: no se cargan datos de demostración.',
      );
      return { skipped: true, ...ZERO, ms: Math.round(performance.now() - started) };
    }
    throw error;
  }
  // The old files go only once the new content is committed: a failed replace keeps the site intact.
  // Best effort: the content is already in place, a file left behind is only wasted space.
  await removeImages(previous, storage).catch((error: unknown) =>
    log(`No se pudieron borrar imágenes viejas: ${error}`),
  );

  const summary: SeedSummary = {
    skipped: false,
    dogs: rows.dogs.length,
    pressNotes: rows.pressNotes.length,
    posts: rows.posts.length,
    interfaces: sitePlan ? 1 : 0,
    contributions: rows.contributions.length + rows.campaigns.gifts.length,
    volunteers: rows.volunteers.length,
    adoptionRequests: rows.adoptionRequests.length,
    contactMessages: rows.contactMessages.length,
    events: rows.events.length,
    images: refs.length,
    ms: Math.round(performance.now() - started),
  };
  log(
    `Datos de demostración cargados en ${summary.ms} ms: ${summary.dogs} perros, ${summary.pressNotes} notas de prensa, ` +
      `${summary.posts} publicaciones, ${summary.contributions} aportes, ${summary.volunteers} voluntarios, ` +
      `${summary.adoptionRequests} solicitudes de adopción, ${summary.contactMessages} mensajes, ${summary.events} fechas, ${summary.images} imágenes.`,
  );
  return summary;
}
