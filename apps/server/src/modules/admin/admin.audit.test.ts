// The change log names the record each entry is about — the dog's name, the person's name and email, the
// note's title — in the list and in one entry, read from the entry itself (written with the change), so
// it holds after a hard delete and needs no query per row.
import { INTERFACE_ID } from '@campito/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, adminClient } from '../../../test/admin-client';
import { type AdminFixtures, insertAdminFixtures, signInEveryone } from '../../../test/admin-fixtures';
import { createTestApp, type TestApp } from '../../../test/app';
import { recordLabel } from './audit';

let t: TestApp;
let admin: AdminClient;
let fx: AdminFixtures;
let people: Awaited<ReturnType<typeof signInEveryone>>;

beforeAll(async () => {
  t = await createTestApp();
  fx = await insertAdminFixtures(t.db);
  people = await signInEveryone(t.db, t.app.services);
  admin = adminClient(t.app, people.superAdmin.cookie);
});

afterAll(async () => {
  await t?.close();
});

/** The entries of one record, oldest first, as the list answers them. */
async function entriesOf(resource: string, recordId: string) {
  const list = await admin.list('audit', { filter: { resource, recordId }, sort: ['createdAt', 'ASC'] });
  expect(list.status).toBe(200);
  return list.rows;
}

describe('the change log names its records', () => {
  it('a dog by its name, in the list and in one entry, the name it had after each change', async () => {
    const created = await admin.create('dogs', {
      name: 'Turrón',
      gender: 'macho',
      age: 'adulto',
      size: 'chico',
      race: 'Mestizo',
      references: ['tranquilo'],
      features: 'bueno',
      images: [],
    });
    const dog = created.json();
    await admin.update('dogs', dog.id, { name: 'Turrón Grande' });
    await admin.remove('dogs', dog.id);
    const entries = await entriesOf('dogs', dog.id);
    expect(entries.map((e) => [e.action, e.recordLabel])).toEqual([
      ['create', 'Turrón'],
      ['update', 'Turrón Grande'],
      ['delete', 'Turrón Grande'],
    ]);
    const one = await admin.get('audit', entries[1]!.id as string);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      resource: 'dogs',
      recordId: dog.id,
      recordLabel: 'Turrón Grande',
      action: 'update',
      changes: { name: { old: 'Turrón', new: 'Turrón Grande' } },
    });
  });

  it('a press note by its title, still after it was deleted', async () => {
    const note = (
      await admin.create('press', {
        media: 'Infobae',
        type: 'Prensa Gráfica',
        date: '2024-08-09',
        title: 'Una nota',
      })
    ).json();
    expect((await admin.remove('press', note.id)).statusCode).toBe(200);
    expect((await admin.get('press', note.id)).statusCode).toBe(404);
    expect((await entriesOf('press', note.id)).map((e) => e.recordLabel)).toEqual(['Una nota', 'Una nota']);
    // Without a title, by its medium.
    const untitled = (
      await admin.create('press', { media: 'Radio Diez', type: 'Radio / Audio', date: '2024-01-01' })
    ).json();
    expect((await entriesOf('press', untitled.id)).map((e) => e.recordLabel)).toEqual(['Radio Diez']);
  });

  it('a person by name and email, from the panel and from a profile edited by staff', async () => {
    const user = (
      await admin.create('users', {
        name: 'María Pérez',
        email: 'maria@example.com',
        password: 'clave1234',
        roles: ['public'],
      })
    ).json();
    await t.app.services.users.updateProfile(
      { id: people.superAdmin.id, email: people.superAdmin.email, roles: ['superAdmin'] },
      user.id,
      { phone: '1199990001' },
    );
    expect((await entriesOf('users', user.id)).map((e) => [e.action, e.recordLabel])).toEqual([
      ['create', 'María Pérez (maria@example.com)'],
      ['update', 'María Pérez (maria@example.com)'],
    ]);
  });

  it('an approved request by applicant and dog, and the dog the approval changed by its name', async () => {
    const request = fx.adoptions[1]!; // mario, for bruno
    expect((await admin.update('adoptions', request.id, { isPending: false })).statusCode).toBe(200);
    expect((await entriesOf('adoptions', request.id)).map((e) => e.recordLabel)).toEqual(['mario (bruno)']);
    const dogEntries = await entriesOf('dogs', request.dogId!);
    expect(dogEntries.at(-1)).toMatchObject({
      recordLabel: 'bruno',
      changes: { toAdopt: { old: true, new: false } },
    });
  });

  it('volunteers, contacts, contributions, posts and the site texts', async () => {
    await admin.update('volunteers', fx.volunteers[0]!.id, { isPending: false });
    await admin.update('contacts', fx.contacts[0]!.id, { handled: true });
    await admin.update('escolar', fx.escolar[4]!.id, { link: 'https://example.com/video' });
    await admin.update('interfaces', INTERFACE_ID, { visitasText: 'Abiertas los domingos' });
    const anonymous = (
      await admin.create('contributions', {
        type: 'donación',
        date: '2024-05-01',
        total: 100,
        method: 'otro',
        email: 'sin@example.com',
      })
    ).json();
    expect((await entriesOf('volunteers', fx.volunteers[0]!.id))[0]!.recordLabel).toBe('gabi');
    expect((await entriesOf('contacts', fx.contacts[0]!.id))[0]!.recordLabel).toBe('quique');
    // A post without a title: its category.
    expect((await entriesOf('escolar', fx.escolar[4]!.id))[0]!.recordLabel).toBe('escolar');
    expect((await entriesOf('interfaces', INTERFACE_ID))[0]!.recordLabel).toBe('Textos e imágenes del sitio');
    expect((await entriesOf('contributions', anonymous.id))[0]!.recordLabel).toBe('sin@example.com');
  });

  it('every entry of a page carries its name (one query: the name is a column of the entry)', async () => {
    const page = await admin.list('audit', { sort: ['createdAt', 'DESC'], range: [0, 99] });
    expect(page.rows.length).toBeGreaterThan(10);
    for (const entry of page.rows) expect(typeof entry.recordLabel, JSON.stringify(entry)).toBe('string');
  });

  it('the list can be sorted by the name', async () => {
    const ascending = await admin.list('audit', { sort: ['recordLabel', 'ASC'], range: [0, 999] });
    const descending = await admin.list('audit', { sort: ['recordLabel', 'DESC'], range: [0, 999] });
    expect(ascending.status).toBe(200);
    const label = (r: Record<string, unknown>) => r.recordLabel;
    expect(descending.rows.map(label)).toEqual(ascending.rows.map(label).reverse());
    const labels = ascending.rows.map((r) => r.recordLabel);
    expect(labels.indexOf('Turrón Grande')).toBeGreaterThan(
      labels.indexOf('María Pérez (maria@example.com)'),
    );
  });
});

describe('recordLabel', () => {
  it('names what it knows and nothing else', () => {
    expect(recordLabel('dogs', { name: '  Luna ' })).toBe('Luna');
    expect(recordLabel('dogs', { name: '' })).toBeNull();
    expect(recordLabel('users', { name: null, email: 'a@example.com' })).toBe('a@example.com');
    expect(recordLabel('adoptions', { name: 'Ana', nameDog: '' })).toBe('Ana');
    expect(recordLabel('contributions', { type: 'padrinazgo', total: 1500.5, currency: 'ARS' })).toBe(
      'padrinazgo · 1500.5 ARS',
    );
    expect(recordLabel('dogs', null)).toBeNull();
    expect(recordLabel('unknown', { name: 'x' })).toBeNull();
    expect(recordLabel('constructor', { name: 'x' })).toBeNull();
    expect(recordLabel('dogs', { name: 'x'.repeat(400) })).toHaveLength(300);
  });
});
