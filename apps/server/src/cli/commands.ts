// What `npm run db:seed` and `npm run db:reset` do, as functions the tests call. Both delete data, so on a
// database that has any they list exactly what would go (table and rows) and stop unless given --yes.
import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { type Database, MIGRATION_LOCK_KEY, openDatabase, queryRows, quoteIdent } from '@campito/db';
import { getTableName, sql } from 'drizzle-orm';
import type { Config } from '../env';
import { withAdvisoryLock } from '../locks';
import type { MediaStorage } from '../media/storage';
import { CONTENT_TABLES, seedDemo } from '../seed/index';

/** The flag that confirms a command may delete what it listed. */
export const YES_FLAG = '--yes';

export interface TableCount {
  table: string;
  rows: number;
}

export interface CommandResult {
  /** The process exit code: 0 done, 1 refused (nothing was touched). */
  code: number;
  /** What to tell the person, in Spanish. */
  message: string;
}

/** Rows in each of `tables` that has any, in the order given. */
export async function countRows(database: Database, tables: readonly string[]): Promise<TableCount[]> {
  const counts: TableCount[] = [];
  for (const table of tables) {
    const [row] = await queryRows<{ rows: number | string }>(
      database.db,
      sql`select count(*) as rows from ${sql.raw(quoteIdent(table))}`,
    );
    const rows = Number(row?.rows ?? 0);
    if (rows > 0) counts.push({ table, rows });
  }
  return counts;
}

/** The application's tables (schema public), alphabetically. */
async function allTables(database: Database): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    database.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((r) => r.name);
}

const rowsText = (n: number) => `${n.toLocaleString('es-AR')} ${n === 1 ? 'fila' : 'filas'}`;

/** One line per table: "  dogs: 60 filas". */
export function describeCounts(counts: readonly TableCount[]): string {
  return counts.map((c) => `  ${c.table}: ${rowsText(c.rows)}`).join('\n');
}

/**
 * npm run db:seed: migrates, then replaces the demo content — which deletes every row of the content
 * tables (dogs, press, posts, site texts, and also contributions, adoption requests, volunteers and contact
 * messages, and the calendar of visits and events). Users, sessions and the rest stay. With rows in any of
 * those tables it only lists them, unless `yes`. Runs under the start-up lock, so it never interleaves with an instance seeding the same database.
 */
export async function seedCommand(options: {
  database: Database;
  storage: MediaStorage;
  yes: boolean;
  log?: (msg: string) => void;
}): Promise<CommandResult> {
  const { database, storage, yes } = options;
  await database.migrate();
  return withAdvisoryLock(database, MIGRATION_LOCK_KEY, async () => {
    const counts = await countRows(database, CONTENT_TABLES.map(getTableName));
    if (counts.length > 0 && !yes) {
      return {
        code: 1,
        message: [
          'La base ya tiene datos. npm run db:seed carga el contenido de demostración y para eso borra todas las filas de:',
          describeCounts(counts),
          'y las imágenes de esos registros. Los usuarios y sus sesiones no se tocan.',
          `Si es lo que querés, corré: npm run db:seed -- ${YES_FLAG}`,
        ].join('\n'),
      };
    }
    const summary = await seedDemo({ db: database.db, storage, log: options.log }, { replace: true });
    return {
      code: 0,
      message:
        `Contenido de demostración cargado: ${summary.dogs} perros, ${summary.pressNotes} notas de prensa, ` +
        `${summary.posts} publicaciones, ${summary.contributions} aportes, ${summary.volunteers} voluntarios, ` +
        `${summary.adoptionRequests} solicitudes de adopción, ${summary.contactMessages} mensajes, ` +
        `${summary.events} fechas de visitas y eventos, ${summary.images} imágenes.`,
    };
  });
}

async function countFiles(dir: string): Promise<number> {
  try {
    return (await readdir(dir, { withFileTypes: true })).filter((e) => e.isFile()).length;
  } catch {
    return 0;
  }
}

/**
 * npm run db:reset: deletes the embedded database (DATA_DIR/db) and the images (DATA_DIR/media). With
 * rows in any table or any image it only lists them, unless `yes`. Never touches a PostgreSQL database.
 */
export async function resetCommand(options: { config: Config; yes: boolean }): Promise<CommandResult> {
  const { config, yes } = options;
  if (config.databaseUrl) {
    return {
      code: 1,
      message:
        'db:reset sólo vacía la base embebida; con DATABASE_URL usá las herramientas de PostgreSQL (dropdb, createdb).',
    };
  }
  let counts: TableCount[] = [];
  if (existsSync(config.dbDir)) {
    const database = await openDatabase({ dir: config.dbDir });
    try {
      counts = await countRows(database, await allTables(database));
    } finally {
      await database.close();
    }
  }
  const images = await countFiles(config.mediaDir);
  if ((counts.length > 0 || images > 0) && !yes) {
    const lines = [
      'La base embebida tiene datos. npm run db:reset borra la base entera, con todas sus filas:',
    ];
    if (counts.length > 0) lines.push(describeCounts(counts));
    else lines.push('  (ninguna tabla tiene filas)');
    if (images > 0)
      lines.push(`y ${images.toLocaleString('es-AR')} archivos de imágenes en ${config.mediaDir}.`);
    lines.push(`Si es lo que querés, corré: npm run db:reset -- ${YES_FLAG}`);
    return { code: 1, message: lines.join('\n') };
  }
  await rm(config.dbDir, { recursive: true, force: true });
  await rm(config.mediaDir, { recursive: true, force: true });
  return {
    code: 0,
    message:
      `Base embebida vaciada: ${config.dbDir} (y ${config.mediaDir}). La próxima vez que arranque se migra y, ` +
      'salvo SEED_DEMO=false, se carga el contenido de demostración.',
  };
}
