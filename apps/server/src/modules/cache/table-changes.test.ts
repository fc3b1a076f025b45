// @engines pglite postgres — the change feed (LISTEN/NOTIFY): `npm test` runs this file on both (scripts/test.mjs).
// The change feed: a committed change reaches every cache of the process through the database's
// notification, and a change this instance made reaches them at once (announce), before that
// notification — on PostgreSQL it comes a few milliseconds later on another connection, and a demoted
// staff member's next request once passed on a session kept from before.
import type { Database } from '@campito/db';
import { users } from '@campito/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import { waitFor } from '../../../test/wait';
import { type TableChanges, watchTableChanges } from './table-changes';

const quiet = { warn() {}, info() {} };
let database: Database;
let changes: TableChanges;

beforeAll(async () => {
  database = await openTestDatabase();
  changes = await watchTableChanges(database, quiet);
});

afterAll(async () => {
  await changes?.stop();
  await database?.close();
});

describe('table changes', () => {
  it('a change this instance announces reaches every listener before the call returns', () => {
    const heard: string[] = [];
    const stop = changes.subscribe({ changed: (table) => heard.push(table) });
    changes.announce('users');
    expect(heard).toEqual(['users']);
    stop();
    changes.announce('users');
    expect(heard).toEqual(['users']);
  });

  it("the database's notification of a committed change still arrives, whoever made it", async () => {
    const heard: string[] = [];
    const stop = changes.subscribe({ changed: (table) => heard.push(table) });
    await database.db.update(users).set({ name: 'nadie' }).where(eq(users.email, 'nadie@example.com'));
    await waitFor(() => heard.includes('users'), { what: 'the notification of the users table' });
    stop();
  });
});
