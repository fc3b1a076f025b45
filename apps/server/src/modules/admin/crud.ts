// The generic engine behind every admin resource: list / get / create / update / delete over a
// ResourceDef, with validation by the shared zod schemas, allow-listed bodies, domain rules and the
// audit log written in the same transaction as the change.
import { AppError, isRowId, MSG, parseWith } from '@campito/core';
import type { DbOrTx } from '@campito/db';
import { asc, count, desc, eq, getTableColumns, getTableName, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ServiceDeps } from '../../context';
import type { Services } from '../../services';
import type { SessionUser } from '../auth/session.service';
import { type AuditAction, comparable, diffRecords, writeAudit } from './audit';
import { type ListQuery, MAX_RANGE, PROTOCOL_MSG } from './protocol';
import { allowed, compileFilter, type ResourceDef, type Row, type WriteContext } from './resource';

const CRUD_MSG = {
  notFound: 'No encontramos ese registro.',
  body: 'El cuerpo del pedido debe ser un objeto JSON.',
} as const;

type Tx = DbOrTx;

/** Each list's total is kept in `deps.tableCache` until its table changes (see versioned-cache.ts). */
export function createAdminCrud(deps: ServiceDeps, services: Services) {
  const { db, tableCache: cache } = deps;
  const record = (def: ResourceDef, row: Row): Row => (def.toRecord ? def.toRecord(row) : row);

  /** A row's columns, and its resource's computed values beside them when it has some (as lists read it). */
  const listed = (def: ResourceDef) => ({ ...getTableColumns(def.table), ...def.computed?.fields });

  /** A row by id (404 otherwise); for reading, with its computed values, or locked for a write, without. */
  async function findRow(tx: Tx, def: ResourceDef, id: string, lock = false): Promise<Row> {
    if (!isRowId(id)) throw new AppError(404, CRUD_MSG.notFound);
    const query = tx
      .select(lock ? getTableColumns(def.table) : listed(def))
      .from(def.table as PgTable)
      .where(eq(def.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw new AppError(404, CRUD_MSG.notFound);
    return row as Row;
  }

  function validate(schema: NonNullable<ResourceDef['create']>['schema'], body: unknown): Row {
    if (body === null || typeof body !== 'object' || Array.isArray(body))
      throw new AppError(400, CRUD_MSG.body);
    const parsed = parseWith(schema, body);
    if (!parsed.ok) throw new AppError(400, MSG.checkFields, parsed.errors);
    return parsed.data as Row;
  }

  /** Runs `work` in a transaction with a write context; tasks queued with afterCommit run after COMMIT. */
  async function inTransaction<T>(
    def: ResourceDef,
    actor: SessionUser,
    work: (ctx: WriteContext) => Promise<T>,
  ): Promise<T> {
    const tasks: (() => Promise<void>)[] = [];
    const result = await db.transaction(async (tx) => {
      const ctx: WriteContext = {
        tx,
        actor,
        deps,
        services,
        afterCommit: (task) => tasks.push(task),
        audit: async ({ action, resource, recordId, before, after }) => {
          const changes = diffRecords(before, after);
          if (Object.keys(changes).length > 0)
            await writeAudit(tx, actor, { action, resource, recordId, changes, record: after ?? before });
        },
      };
      return work(ctx);
    });
    // This instance's own write shows in its next answer (and a changed role in the next request's
    // session), before the change feed brings the news.
    cache.forgetAll();
    deps.changes.announce(getTableName(def.table));
    for (const task of tasks) await task();
    return result;
  }

  async function applyUpdate(
    def: ResourceDef,
    id: string,
    data: Row,
    ctx: WriteContext,
    action: AuditAction,
  ): Promise<Row> {
    const update = def.update!;
    const before = await findRow(ctx.tx, def, id, true);
    // Only what differs is written (react-admin's edit form sends the whole record back).
    const changes: Row = {};
    for (const [key, value] of Object.entries(data)) {
      if (value === undefined) continue;
      if (JSON.stringify(comparable(value)) !== JSON.stringify(comparable(before[key] ?? null)))
        changes[key] = value;
    }
    const values = update.prepare ? await update.prepare(changes, before, ctx) : changes;
    if (Object.keys(values).length === 0) return before;
    const [after] = (await ctx.tx.update(def.table).set(values).where(eq(def.id, id)).returning()) as Row[];
    await update.after?.(before, after!, ctx);
    const diff = diffRecords(before, after!, def.redact);
    if (Object.keys(diff).length > 0)
      await writeAudit(ctx.tx, ctx.actor, {
        action,
        resource: def.name,
        recordId: id,
        changes: diff,
        record: after!,
      });
    return after!;
  }

  /** How many rows match: counted once per change of the table (the same filter, the same total). */
  function countRows(def: ResourceDef, where: SQL | undefined): Promise<number> {
    const query = db.select({ n: count() }).from(def.table).where(where);
    const counting = async () => Number((await query)[0]?.n ?? 0);
    const { sql: text, params } = query.toSQL();
    const key = `count ${text} ${JSON.stringify(params)}`;
    // A long key is a list of ids (react-admin's getMany): primary-key lookups, cheap to count each time.
    if (key.length > 2000) return counting();
    return cache.get(key, [getTableName(def.table), ...(def.computed?.reads ?? [])], counting);
  }

  return {
    async list(def: ResourceDef, query: ListQuery) {
      const where = compileFilter(def, query.filter);
      const sort = query.sort ?? def.defaultSort;
      const column = sort.field === 'id' ? def.id : allowed(def.sort, sort.field);
      if (!column) throw new AppError(400, PROTOCOL_MSG.sortField(sort.field));
      const start = query.range?.start ?? 0;
      const size = query.range ? query.range.end - query.range.start + 1 : MAX_RANGE;
      const total = await countRows(def, where);
      if (start >= total) return { records: [], start, total };
      // The id breaks ties, so pages never overlap or skip rows: the order is total, and its exact
      // reverse (every direction flipped; PostgreSQL puts NULLs last ascending, first descending) reads
      // the same rows from the other end.
      const ascending = sort.order === 'ASC';
      const end = Math.min(start + size, total);
      // A page nearer the end is read from the end, so the last pages of a million rows skip a few
      // rows instead of nearly all of them.
      const fromEnd = total - end < start;
      const page = db
        .select(listed(def))
        .from(def.table as PgTable)
        .where(where)
        .orderBy(ascending !== fromEnd ? asc(column) : desc(column), fromEnd ? desc(def.id) : asc(def.id));
      const rows = fromEnd
        ? ((await page.limit(end - start).offset(total - end)) as Row[]).reverse()
        : ((await page.limit(size).offset(start)) as Row[]);
      return { records: rows.map((r) => record(def, r)), start, total };
    },

    async getOne(def: ResourceDef, id: string): Promise<Row> {
      return record(def, await findRow(db, def, id));
    },

    async create(def: ResourceDef, body: unknown, actor: SessionUser): Promise<Row> {
      const create = def.create!;
      const data = validate(create.schema, body);
      return inTransaction(def, actor, async (ctx) => {
        const values = create.prepare ? await create.prepare(data, ctx) : data;
        const [row] = (await ctx.tx.insert(def.table).values(values).returning()) as Row[];
        const recordId = String(row!.id);
        await writeAudit(ctx.tx, actor, {
          action: 'create',
          resource: def.name,
          recordId,
          changes: diffRecords(null, row!, def.redact),
          record: row!,
        });
        return record(def, row!);
      });
    },

    async update(def: ResourceDef, id: string, body: unknown, actor: SessionUser): Promise<Row> {
      const data = validate(def.update!.schema, body);
      return record(def, await inTransaction(def, actor, (ctx) => applyUpdate(def, id, data, ctx, 'update')));
    },

    /** Soft resources keep the row (docs/product.md §4: isDelete); press notes and posts are deleted. */
    async remove(def: ResourceDef, id: string, actor: SessionUser): Promise<Row> {
      const remove = def.remove!;
      if (remove.mode === 'soft') {
        return record(
          def,
          await inTransaction(def, actor, (ctx) => applyUpdate(def, id, remove.set, ctx, 'delete')),
        );
      }
      return inTransaction(def, actor, async (ctx) => {
        const before = await findRow(ctx.tx, def, id, true);
        await remove.before?.(before, ctx);
        await ctx.tx.delete(def.table).where(eq(def.id, id));
        await remove.after?.(before, ctx);
        await writeAudit(ctx.tx, actor, {
          action: 'delete',
          resource: def.name,
          recordId: id,
          changes: diffRecords(before, null, def.redact),
          record: before,
        });
        return record(def, before);
      });
    },
  };
}
