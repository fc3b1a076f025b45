// @engines pglite postgres — backup and restore of each engine: `npm test` runs this file on both (scripts/test.mjs).
// Backups: a database with rows in every table (awkward values included) and media files is backed up,
// restored into a fresh place, and compared table by table, column by column, file by file.

import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import {
  adoptionCommitments,
  adoptionContracts,
  adoptionFollowups,
  adoptionRequests,
  adoptionReturns,
  applicationEvents,
  auditLog,
  campaigns,
  campaignUpdates,
  certificateNotices,
  contactMessages,
  contributions,
  type Database,
  dogAlerts,
  dogReports,
  dogs,
  dogUpdates,
  donationCertificates,
  dropPoints,
  eventAlerts,
  eventBookings,
  events,
  favorites,
  formDrafts,
  fosterApplications,
  fosterPlacements,
  fosterReminders,
  fosterUpdates,
  hoursCertificates,
  interfaces,
  listTables,
  mailedTokens,
  mailOutbox,
  mailTemplates,
  needPledges,
  needs,
  openDatabase,
  paypalPlans,
  posts,
  pressNotes,
  quoteIdent,
  rateLimits,
  schema,
  schoolRequests,
  sessions,
  subscriptions,
  supplyRequests,
  users,
  volunteers,
  withRawTransaction,
} from '@campito/db';
import { eq, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresTestDatabase, testEngine } from '../../test/database';
import { startTestS3, type TestS3 } from '../../test/s3';
import { loadConfig } from '../env';
import { createMediaStorage, localStorage, type MediaStorage } from '../media/storage';
import { ArchiveWriter, readArchive, readWhole } from './archive';
import { BackupError, createBackup, defaultBackupName, restoreBackup, verifyBackup } from './backup';

const AWKWARD = 'Ñandú "comillas" \'simples\', coma; barra \\ y {llaves}\nsegunda línea\ttab — emoji 🐶 NULL';

/** Rows in every table of the schema, with the values most likely to be mangled on the way. */
async function fillEveryTable(database: Database): Promise<void> {
  const { db } = database;
  const [admin] = await db
    .insert(users)
    .values({
      name: `Administración ${AWKWARD}`,
      email: 'admin@example.org',
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$abc$def',
      roles: ['superAdmin', 'public'],
      birthday: '1990-02-28',
      emailVerifiedAt: new Date('2026-03-01T12:34:56.789Z'),
    })
    .returning();
  const [person] = await db
    .insert(users)
    .values({
      name: 'Persona',
      email: 'persona@example.org',
      roles: ['public'],
      oidcIssuer: 'https://accounts.google.com',
      oidcSubject: '123',
    })
    .returning();
  await db.insert(sessions).values([
    {
      tokenHash: 'a'.repeat(64),
      userId: admin!.id,
      expiresAt: new Date('2030-01-01T00:00:00Z'),
    },
    {
      tokenHash: 'b'.repeat(64),
      userId: person!.id,
      expiresAt: new Date('2030-01-02T00:00:00Z'),
    },
  ]);
  await db.insert(mailedTokens).values({
    tokenHash: 'c'.repeat(64),
    userId: person!.id,
    purpose: 'email',
    expiresAt: new Date('2030-01-01T00:00:00Z'),
    usedAt: new Date('2026-01-01T00:00:00Z'),
  });
  const [dog] = await db
    .insert(dogs)
    .values({
      name: 'Firulais',
      gender: 'macho',
      age: 'adulto jóven',
      size: 'mediano',
      race: AWKWARD,
      images: [{ id: randomUUID(), widths: [320, 640], alt: AWKWARD } as never],
      references: ['especial', 'con "comillas"', 'a,b', 'NULL', '{}', ''],
      submittedBy: person!.id,
      deletedAt: new Date('2026-05-05T05:05:05.123Z'),
    })
    .returning();
  await db.insert(dogReports).values({
    dogId: dog!.id,
    finderName: AWKWARD,
    finderPhone: '+54 9 11 5555-0000',
    finderEmail: 'halle@example.org',
    finderNote: AWKWARD,
  });
  await db.insert(favorites).values({ userId: person!.id, dogId: dog!.id });
  await db.insert(formDrafts).values({
    userId: person!.id,
    form: 'adoption',
    data: { description: AWKWARD, people: 3, items: [] },
  });
  await db.insert(dogAlerts).values({
    email: 'aviso@example.org',
    filter: { gender: 'hembra', q: AWKWARD },
    confirmTokenHash: 'd'.repeat(64),
    unsubscribeTokenHash: 'e'.repeat(64),
    confirmedAt: new Date('2026-07-07T07:07:07.007Z'),
  });
  const [plan] = await db
    .insert(subscriptions)
    .values({
      provider: 'mercadopago',
      providerSubscriptionId: 'pre-1',
      type: 'padrinazgo',
      dogId: dog!.id,
      dogName: 'Firulais',
      amount: 5000,
      email: 'padrino@example.org',
      name: AWKWARD,
      status: 'active',
      wantsUpdates: true,
      startedAt: new Date('2026-08-01T00:00:00Z'),
    })
    .returning();
  await db.insert(paypalPlans).values({
    amount: 10.5,
    currency: 'USD',
    productId: 'PROD-1',
    planId: 'P-1',
  });
  await db.insert(dogUpdates).values({
    dogId: dog!.id,
    text: AWKWARD,
    image: { id: randomUUID(), widths: [320], alt: AWKWARD } as never,
    authorId: admin!.id,
  });
  await db.insert(interfaces).values({
    id: randomUUID(),
    slider: [{ nested: { deep: [1, 2.5, null, true, 'ñ'] } } as never],
    imgNosotros: null,
    colaboraText: AWKWARD,
  });
  await db.insert(posts).values({
    category: 'escolar',
    date: '2026-04-01',
    title: AWKWARD,
    img: 'x-320.webp',
  });
  await db.insert(pressNotes).values({
    media: 'Diario',
    type: 'Prensa Gráfica',
    date: '2025-12-31',
    link: 'https://example.org/?a=1&b=2',
  });
  await db.insert(contributions).values([
    {
      type: 'donación',
      method: 'mercadopago',
      total: 123456789012.34,
      currency: 'ARS',
      dogId: dog!.id,
      providerPaymentId: 'p1',
      subscriptionId: plan!.id,
      wantsUpdates: true,
    },
    {
      type: 'padrinazgo',
      method: 'paypal',
      total: 0.01,
      currency: 'USD',
      status: 'pending',
      detail: AWKWARD,
    },
  ]);
  const form = {
    name: 'Ana',
    email: 'ana@example.org',
    phone: '+54 9 11 1234-5678',
    birthday: '1985-07-09',
    area: 'CABA',
  };
  const [request] = await db
    .insert(adoptionRequests)
    .values({
      ...form,
      nameDog: 'Firulais',
      dogId: dog!.id,
      userId: person!.id,
      location: AWKWARD,
      people: 3,
      accordance: 'si',
      vaccinated: 'si',
      description: AWKWARD,
      otherAnimals: 'no',
      expatiate: 'no',
      castrated: 'si',
      reason: 'amor',
      events: 'x',
      holidays: 'x',
      babies: 'no',
      allergies: 'no',
      items: ['cucha', 'correa, larga', ''],
      home: ['casa'],
      freshAir: [],
      status: 'x',
      authorization: 'si',
      sleep: 'adentro',
      loneliness: 'poco',
      walk: 'si',
      moving: 'x',
      adaptation: 'x',
      sterilization: 'si',
      approvedAt: new Date('2026-06-01T00:00:00.001Z'),
      stage: 'aprobada',
      idempotencyKey: randomUUID(),
    })
    .returning();
  await db.insert(applicationEvents).values({
    kind: 'adoption',
    applicationId: request!.id,
    stage: 'aprobada',
    note: AWKWARD,
    actorId: admin!.id,
    actorName: 'Admin',
  });
  await db.insert(mailTemplates).values({ key: 'adoption.aprobada', subject: AWKWARD, body: AWKWARD });
  await db.insert(volunteers).values({
    ...form,
    profession: 'docente',
    interest: 'paseos',
    modality: 'hibrido',
    availability: 4,
    days: ['lunes', 'sábado'],
    clarification: AWKWARD,
    description: 'x',
    purpose: 'x',
    vehicle: 'no',
    carpooling: 'no',
  });
  // Issue 38: «Ser hogar de tránsito», its address and lists as typed.
  await db.insert(fosterApplications).values({
    ...form,
    address: AWKWARD,
    home: 'departamento',
    household: AWKWARD,
    otherAnimals: 'no',
    timeAtHome: 'medio día',
    sizes: ['chico', 'grande'],
    canTake: ['perros que no caminan'],
    duration: 'más de 3 meses',
    unavailable: AWKWARD,
    userId: person!.id,
    idempotencyKey: randomUUID(),
  });
  await db.insert(contactMessages).values({
    fullName: 'Ana',
    email: 'ana@example.org',
    telephone: '123',
    asunto: 'Hola',
    consulta: AWKWARD,
    userId: person!.id,
  });
  // Issue 35: a date with a booking, a suspension alert and a school's request for a talk on it.
  const [event] = await db
    .insert(events)
    .values({
      kind: 'taller',
      slug: '2026-12-12-taller',
      title: AWKWARD,
      startsAt: new Date('2026-12-12T14:00:00.25Z'),
      description: AWKWARD,
      image: { key: randomUUID(), width: 640, height: 480, widths: [320, 640], alt: AWKWARD },
      capacity: 20,
      bookingRequired: true,
      combiSeats: 4,
      combiMeetingPoint: 'Constitución',
      combiMeetingAt: new Date('2026-12-12T12:30:00Z'),
    })
    .returning();
  await db.insert(eventBookings).values({
    eventId: event!.id,
    name: AWKWARD,
    email: 'ana@example.org',
    phone: '1155550123',
    people: 3,
    combiSeats: 2,
    status: 'confirmada',
    userId: person!.id,
    tokenHash: 'b'.repeat(64),
  });
  await db.insert(eventAlerts).values({
    eventId: event!.id,
    email: 'ana@example.org',
    confirmTokenHash: 'c'.repeat(64),
    unsubscribeTokenHash: 'd'.repeat(64),
  });
  await db.insert(schoolRequests).values({
    school: AWKWARD,
    level: 'primaria',
    students: 28,
    name: 'Docente',
    email: 'docente@example.org',
    phone: '1155550124',
    modality: 'refugio',
    preferredDates: AWKWARD,
    eventId: event!.id,
  });
  // Issue 36: a certificate as issued, its January notice, and «Necesitamos» with a promise.
  await db.insert(donationCertificates).values({
    code: 'ABCD-EFGH-JKLM',
    email: 'ana@example.org',
    year: 2025,
    donorName: AWKWARD,
    donorTaxId: '20123456786',
    gifts: [
      {
        date: '2025-03-10T15:00:00.000Z',
        total: 1234.5,
        currency: 'ARS',
        method: AWKWARD,
        reference: AWKWARD,
      },
    ],
    totals: [{ currency: 'ARS', total: 1234.5, gifts: 1 }],
    contentHash: 'e'.repeat(64),
    issuedBy: admin!.id,
  });
  await db.insert(certificateNotices).values({ email: 'ana@example.org', year: 2025 });
  // Issue 38: a volunteer's certificate of hours.
  await db.insert(hoursCertificates).values({
    code: 'MNPQ-RSTU-VWXY',
    userId: person!.id,
    volunteerName: AWKWARD,
    volunteerDni: '30123456',
    shifts: [{ startsAt: '2026-12-12T12:00:00.000Z', task: AWKWARD, minutes: 180 }],
    totalMinutes: 180,
    contentHash: 'f'.repeat(64),
  });
  // Issue 38: a dog in a foster home, an update with photos published as its news, a supply request
  // moved on with a note, and a week's reminder.
  const [placement] = await db
    .insert(fosterPlacements)
    .values({
      dogId: dog!.id,
      fosterId: person!.id,
      fosterName: AWKWARD,
      startsOn: '2026-11-01',
      expectedUntil: '2026-12-31',
      care: AWKWARD,
      nextVetOn: '2026-12-03',
      notes: AWKWARD,
      createdBy: admin!.id,
    })
    .returning();
  const [published] = await db.select({ id: dogUpdates.id }).from(dogUpdates).limit(1);
  await db.insert(fosterUpdates).values({
    placementId: placement!.id,
    dogId: dog!.id,
    authorId: person!.id,
    text: AWKWARD,
    photos: [{ key: randomUUID(), width: 640, height: 480, widths: [320, 640], alt: AWKWARD }],
    dogUpdateId: published!.id,
  });
  await db.insert(supplyRequests).values({
    fosterId: person!.id,
    fosterName: AWKWARD,
    dogId: dog!.id,
    kind: 'alimento',
    detail: AWKWARD,
    quantity: AWKWARD,
    urgency: 'urgente',
    state: 'preparado',
    stateAt: new Date('2026-11-20T14:00:00.125Z'),
    staffNote: AWKWARD,
  });
  await db.insert(fosterReminders).values({ fosterId: person!.id, week: '2026-11-30' });
  const [need] = await db
    .insert(needs)
    .values({ name: AWKWARD, detail: AWKWARD, wanted: 30, urgency: 'urgente' })
    .returning();
  const [point] = await db
    .insert(dropPoints)
    .values({ name: AWKWARD, address: AWKWARD, hours: AWKWARD, mapUrl: 'https://example.org/mapa' })
    .returning();
  await db.insert(needPledges).values({
    needId: need!.id,
    dropPointId: point!.id,
    quantity: 2,
    name: AWKWARD,
    email: 'ana@example.org',
    phone: '1155550123',
    bringOn: '2026-12-12',
    status: 'llego',
    arrivedQuantity: 2,
    arrivedAt: new Date('2026-12-12T14:00:00.125Z'),
    idempotencyKey: randomUUID(),
  });
  // Issue 37: an accepted adoption contract and the delivery day.
  const [adopted] = await db.select({ id: adoptionRequests.id }).from(adoptionRequests).limit(1);
  await db
    .update(adoptionRequests)
    .set({ deliveredOn: '2026-12-05' })
    .where(eq(adoptionRequests.id, adopted!.id));
  await db.insert(adoptionContracts).values({
    requestId: adopted!.id,
    text: AWKWARD,
    versionHash: 'a'.repeat(64),
    castrated: 'pendiente',
    vaccines: AWKWARD,
    sentBy: admin!.id,
    acceptedAt: new Date('2026-12-04T14:00:00.125Z'),
    acceptedName: AWKWARD,
    acceptedDni: '30123456',
    acceptedAddress: AWKWARD,
    acceptedIp: '2001:db8::1',
    acceptedUserAgent: AWKWARD,
    signedText: AWKWARD,
    signedHash: 'b'.repeat(64),
  });
  // A commitment done with its certificate, and a return.
  await db.insert(adoptionCommitments).values({
    requestId: adopted!.id,
    adopterName: AWKWARD,
    dogName: AWKWARD,
    kind: 'castracion',
    description: AWKWARD,
    dueOn: '2027-03-01',
    doneAt: new Date('2027-02-20T14:00:00.125Z'),
    doneNote: AWKWARD,
  });
  await db.insert(adoptionReturns).values({
    requestId: adopted!.id,
    dogName: AWKWARD,
    returnedOn: '2027-04-01',
    reason: 'mudanza',
    note: AWKWARD,
    broughtBy: AWKWARD,
    dogState: AWKWARD,
  });
  // A follow-up answered with a photo, published as a story.
  await db.insert(adoptionFollowups).values({
    requestId: adopted!.id,
    adopterName: AWKWARD,
    dogName: AWKWARD,
    afterDays: 7,
    dueOn: '2026-12-12',
    sentAt: new Date('2026-12-12T14:00:00.125Z'),
    answeredAt: new Date('2026-12-13T14:00:00.125Z'),
    answers: {
      howIsDog: AWKWARD,
      eating: 'bien',
      sleeping: 'mas_o_menos',
      gettingAlong: 'mal',
      problem: AWKWARD,
    },
    photos: [],
    wantsHelp: true,
    mayPublish: true,
    attention: 'ayuda',
    storyText: AWKWARD,
    storyPublishedAt: new Date('2026-12-14T14:00:00.125Z'),
    storyPublishedBy: admin!.id,
  });
  // Issue 36: a campaign with its news, and a gift to it.
  const [campaign] = await db
    .insert(campaigns)
    .values({
      slug: 'techo-abuelos',
      title: AWKWARD,
      summary: AWKWARD,
      story: AWKWARD,
      image: null,
      goal: 1_500_000,
      goalUsd: 1200,
      usdRate: 1250,
      endsOn: '2026-12-31',
      outcome: AWKWARD,
      closedAt: new Date('2026-12-20T14:00:00.125Z'),
    })
    .returning();
  await db.insert(campaignUpdates).values({ campaignId: campaign!.id, text: AWKWARD, authorId: admin!.id });
  await db.insert(contributions).values({
    type: 'donación',
    total: 5000,
    method: 'transferencia',
    name: AWKWARD,
    email: 'ana@example.org',
    campaignId: campaign!.id,
    thankPublicly: true,
    wantsUpdates: true,
  });
  await db.insert(mailOutbox).values({
    to: 'ana@example.org',
    subject: AWKWARD,
    text: AWKWARD,
    html: '<p>Hola &amp; chau</p>',
    status: 'failed',
    attempts: 5,
    lastError: AWKWARD,
  });
  // More than one page of the dump (PAGE_ROWS) and more than one insert statement of the restore
  // (MAX_PARAMS over its 10 columns).
  const audit = Array.from({ length: 3100 }, (_, i) => ({
    actorId: i % 2 ? admin!.id : null,
    actorEmail: 'admin@example.org',
    action: 'update' as const,
    resource: 'dogs',
    recordId: dog!.id,
    changes: {
      name: { old: `viejo ${i}`, new: AWKWARD },
      n: { old: i, new: null },
    },
  }));
  for (let i = 0; i < audit.length; i += 500) await db.insert(auditLog).values(audit.slice(i, i + 500));
  await db.insert(rateLimits).values({
    key: `login:${AWKWARD}`,
    count: 7,
    resetAt: new Date('2026-01-01T00:00:00.5Z'),
  });
  // Microseconds, which a JavaScript Date cannot hold, must survive too.
  await db.execute(
    sql`update sessions set last_seen_at = '2026-02-03 04:05:06.789123+00' where token_hash = ${'a'.repeat(64)}`,
  );
}

/** Every table's rows as PostgreSQL's text form of the whole record, sorted: an exact, engine-independent picture. */
async function snapshotRows(database: Database): Promise<Record<string, string[]>> {
  return withRawTransaction(database, { snapshot: true }, async (query) => {
    const out: Record<string, string[]> = {};
    for (const table of await listTables(query)) {
      const rows = await query<{ r: string }>(
        `select t::text as r from ${quoteIdent(table.name)} t order by 1`,
      );
      out[table.name] = rows.map((row) => row.r);
    }
    return out;
  });
}

/** Every table of the Drizzle schema, read through Drizzle: the values the application sees. */
async function drizzleRows(database: Database): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const rows = await database.db.select().from(value);
    out[getTableConfig(value).name] = rows
      .map((row) => JSON.stringify(row))
      .sort()
      .map((row) => JSON.parse(row));
  }
  return out;
}

async function readMedia(dir: string): Promise<Record<string, Buffer>> {
  const out: Record<string, Buffer> = {};
  for (const name of (await readdir(dir)).sort()) out[name] = await readFile(path.join(dir, name));
  return out;
}

interface Place {
  database: Database;
  mediaDir: string;
  close: () => Promise<void>;
}

async function openPlace(engine: 'pglite' | 'postgres', root: string, label: string): Promise<Place> {
  const mediaDir = path.join(root, label, 'media');
  if (engine === 'pglite') {
    const database = await openDatabase({ dir: path.join(root, label, 'db') });
    return { database, mediaDir, close: () => database.close() };
  }
  const target = await createPostgresTestDatabase();
  const database = await openDatabase({ url: target.url, poolSize: 2 });
  return {
    database,
    mediaDir,
    close: async () => {
      await database.close();
      await target.drop();
    },
  };
}

const pairs: ['pglite' | 'postgres', 'pglite' | 'postgres'][] =
  testEngine === 'postgres'
    ? [
        ['postgres', 'postgres'],
        ['pglite', 'postgres'],
        ['postgres', 'pglite'],
      ]
    : [['pglite', 'pglite']];

describe.each(pairs)('backup from %s, restore into %s', { timeout: 300_000 }, (from, to) => {
  let root: string;
  let source: Place;
  const opened: Place[] = [];
  let archive: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'campito-backup-test-'));
    source = await openPlace(from, root, 'source');
    opened.push(source);
    await source.database.migrate();
    await fillEveryTable(source.database);
    await mkdir(source.mediaDir, { recursive: true });
    for (let i = 0; i < 5; i++)
      await writeFile(
        path.join(source.mediaDir, `${randomUUID()}-${320 * (i + 1)}.webp`),
        randomBytes(1000 + i * 7919),
      );
    await writeFile(path.join(source.mediaDir, `${randomUUID()}-640.webp`), Buffer.alloc(0));
    archive = path.join(root, defaultBackupName());
    await createBackup({
      database: source.database,
      storage: localStorage(source.mediaDir),
      file: archive,
      appVersion: 'prueba',
    });
  }, 300_000);

  afterAll(async () => {
    for (const place of opened) await place.close().catch(() => {});
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('the archive holds a manifest with the level, the counts and the hashes, and a file per table and image', async () => {
    expect(path.basename(archive)).toMatch(/^campito-backup-\d{8}-\d{6}\.tar\.gz$/);
    const manifest = await verifyBackup(archive);
    expect(manifest.engine).toBe(from);
    expect(manifest.migration.tag).toMatch(/^\d{4}_/);
    const counts = Object.fromEntries(manifest.tables.map((t) => [t.name, t.rows]));
    const every = await snapshotRows(source.database);
    expect(Object.keys(counts).sort()).toEqual(Object.keys(every).sort());
    // Every table has rows: a table added later without a fixture here fails this line.
    for (const [name, rows] of Object.entries(every))
      expect([name, counts[name]]).toEqual([name, rows.length]);
    for (const [name, rows] of Object.entries(counts)) expect([name, rows > 0]).toEqual([name, true]);
    // Parents come before the tables that reference them.
    const order = manifest.tables.map((t) => t.name);
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('sessions'));
    expect(order.indexOf('dogs')).toBeLessThan(order.indexOf('adoption_requests'));
    expect(manifest.media.files.map((f) => f.name)).toEqual((await readdir(source.mediaDir)).sort());
    const names: string[] = [];
    for await (const entry of readArchive(archive)) names.push(entry.name);
    expect(names[0]).toBe('manifest.json');
    expect(names).toEqual([
      'manifest.json',
      ...manifest.tables.map((t) => t.file),
      ...manifest.media.files.map((f) => `media/${f.name}`),
    ]);
  });

  it('restores into a fresh place with every row of every table and every media file identical', async () => {
    const target = await openPlace(to, root, 'target');
    opened.push(target);
    const report = await restoreBackup({
      database: target.database,
      storage: localStorage(target.mediaDir),
      file: archive,
    });
    expect(report.mediaFiles).toBe(6);
    expect(await snapshotRows(target.database)).toEqual(await snapshotRows(source.database));
    expect(await drizzleRows(target.database)).toEqual(await drizzleRows(source.database));
    expect(await readMedia(target.mediaDir)).toEqual(await readMedia(source.mediaDir));

    // The restored database is a working one: the application writes to it.
    await target.database.db.insert(users).values({ name: 'Nueva', email: 'nueva@example.org' });

    // And it is no longer empty: restoring again is refused, nothing overwritten.
    const before = await snapshotRows(target.database);
    await expect(
      restoreBackup({
        database: target.database,
        storage: localStorage(path.join(root, 'other-media')),
        file: archive,
      }),
    ).rejects.toThrow(/no está vacía/);
    expect(await snapshotRows(target.database)).toEqual(before);
  });

  it('refuses a target whose media folder already has files', async () => {
    const target = await openPlace(to, root, 'media-taken');
    opened.push(target);
    await mkdir(target.mediaDir, { recursive: true });
    await writeFile(path.join(target.mediaDir, 'existente-320.webp'), 'x');
    const error = await restoreBackup({
      database: target.database,
      storage: localStorage(target.mediaDir),
      file: archive,
    }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(BackupError);
    expect((error as Error).message).toContain('no está vacía');
    expect(await readdir(target.mediaDir)).toEqual(['existente-320.webp']);
  });

  it('refuses to write over an existing file, and a damaged archive leaves no row and no file behind', async () => {
    await expect(
      createBackup({
        database: source.database,
        storage: localStorage(source.mediaDir),
        file: archive,
        appVersion: 'x',
      }),
    ).rejects.toThrow(/ya existe/);

    // The same archive with one byte of each image changed, then with one value of one table changed.
    const entries: { name: string; data: Buffer }[] = [];
    for await (const entry of readArchive(archive))
      entries.push({ name: entry.name, data: await readWhole(entry.data) });
    const rewrite = async (name: string, change: (entry: { name: string; data: Buffer }) => Buffer) => {
      const file = path.join(root, name);
      const writer = new ArchiveWriter(file);
      for (const entry of entries) await writer.add(entry.name, change(entry));
      await writer.finish();
      return file;
    };
    const damaged = await rewrite('damaged.tar.gz', ({ name, data }) => {
      const copy = Buffer.from(data);
      if (name.startsWith('media/') && copy.length > 0) copy[0] = copy[0]! ^ 0xff;
      return copy;
    });
    // A value the database refuses, in the first row of a table big enough to be inserted in several
    // statements: the first fails before the table's check has run.
    const damagedTable = await rewrite('damaged-table.tar.gz', ({ name, data }) =>
      name.endsWith('-audit_log.ndjson')
        ? Buffer.from(data.toString().replace(/"id":"[^"]*"/, '"id":"no-es-un-uuid"'))
        : data,
    );
    await expect(verifyBackup(damaged)).rejects.toThrow(/dañada/);
    await expect(verifyBackup(damagedTable)).rejects.toThrow(/La tabla audit_log está dañada/);
    const target = await openPlace(to, root, 'damaged-target');
    opened.push(target);
    await expect(
      restoreBackup({
        database: target.database,
        storage: localStorage(target.mediaDir),
        file: damaged,
      }),
    ).rejects.toThrow(/dañada/);
    // Said as the damage, not as the database's complaint about the value; and no row stays behind.
    await expect(
      restoreBackup({
        database: target.database,
        storage: localStorage(target.mediaDir),
        file: damagedTable,
      }),
    ).rejects.toThrow(/La tabla audit_log está dañada/);
    expect(existsSync(target.mediaDir)).toBe(false);
    for (const [name, rows] of Object.entries(await snapshotRows(target.database)))
      expect([name, rows]).toEqual([name, []]);

    // The target is left empty (migrated to the backup's level): the sound archive restores into it.
    await restoreBackup({
      database: target.database,
      storage: localStorage(target.mediaDir),
      file: archive,
    });
    expect(await snapshotRows(target.database)).toEqual(await snapshotRows(source.database));
  });
});

describe('media in an S3 bucket', { timeout: 300_000 }, () => {
  let root: string;
  let s3: TestS3;
  const opened: Place[] = [];
  const storages: MediaStorage[] = [];

  const bucketStorage = async (bucket: string, prefix: string) => {
    const storage = await createMediaStorage(
      loadConfig({
        DATA_DIR: root,
        ...s3.env,
        MEDIA_S3_BUCKET: bucket,
        MEDIA_S3_PREFIX: prefix,
      }),
    );
    storages.push(storage);
    return storage;
  };

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'campito-backup-s3-test-'));
    s3 = await startTestS3();
  });

  afterAll(async () => {
    for (const storage of storages) await storage.close?.().catch(() => {});
    for (const place of opened) await place.close().catch(() => {});
    await s3?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('the archive holds every image of the bucket, and a restore puts each byte back in another bucket', async () => {
    const source = await openPlace(testEngine, root, 'source');
    opened.push(source);
    await source.database.migrate();
    await fillEveryTable(source.database);
    const storage = await bucketStorage(s3.bucket, 'campito/media/');
    const images: Record<string, Buffer> = {};
    for (let i = 0; i < 4; i++) images[`${randomUUID()}-${320 * (i + 1)}.webp`] = randomBytes(500 + i * 7919);
    images[`${randomUUID()}-640.webp`] = Buffer.alloc(0);
    for (const [name, data] of Object.entries(images)) await storage.put(name, data, 'image/webp');
    // Not media of this site: outside the prefix, or below it with a name the server never makes.
    await s3.client.send(
      new PutObjectCommand({
        Bucket: s3.bucket,
        Key: 'otra-app-320.webp',
        Body: 'x',
      }),
    );
    await s3.client.send(
      new PutObjectCommand({
        Bucket: s3.bucket,
        Key: 'campito/media/sub/a-320.webp',
        Body: 'x',
      }),
    );

    const archive = path.join(root, defaultBackupName());
    const manifest = await createBackup({
      database: source.database,
      storage,
      file: archive,
      appVersion: 'prueba',
    });
    expect(manifest.media.storage).toBe('remote');
    expect(manifest.media.files.map((f) => f.name)).toEqual(Object.keys(images).sort());
    expect((await verifyBackup(archive)).media.files).toHaveLength(5);

    await s3.client.send(new CreateBucketCommand({ Bucket: 'campito-restaurado' }));
    const restored = await bucketStorage('campito-restaurado', 'media/');
    const target = await openPlace(testEngine, root, 'target');
    opened.push(target);
    const report = await restoreBackup({
      database: target.database,
      storage: restored,
      file: archive,
    });
    expect(report.mediaFiles).toBe(5);
    expect(await snapshotRows(target.database)).toEqual(await snapshotRows(source.database));
    const back: Record<string, Buffer> = {};
    for await (const { name } of restored.list()) back[name] = await restored.get(name);
    expect(back).toEqual(images);

    // The same archive into local storage: the same bytes.
    const local = await openPlace(testEngine, root, 'local');
    opened.push(local);
    await restoreBackup({
      database: local.database,
      storage: localStorage(local.mediaDir),
      file: archive,
    });
    expect(await readMedia(local.mediaDir)).toEqual(images);

    // A bucket that already has images is refused, nothing written.
    const taken = await openPlace(testEngine, root, 'taken');
    opened.push(taken);
    await expect(
      restoreBackup({
        database: taken.database,
        storage: restored,
        file: archive,
      }),
    ).rejects.toThrow(/bucket de imágenes .* no está vacío/);
    let count = 0;
    for await (const _ of restored.list()) count++;
    expect(count).toBe(5);
  });
});
