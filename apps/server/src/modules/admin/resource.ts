// One declarative definition per admin resource: which table, what may be sorted, filtered and
// written, how rows become records, and the domain rules that ride on writes. crud.ts runs them all.

import { AppError, isRowId } from '@campito/core';
import { type DbOrTx, matchesFolded } from '@campito/db';
import { and, arrayContains, eq, gte, inArray, lt, not, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ServiceDeps } from '../../context';
import type { Services } from '../../services';
import type { SessionUser } from '../auth/session.service';
import { PROTOCOL_MSG } from './protocol';

export type Row = Record<string, unknown>;

/**
 * How a filter key compiles to SQL.
 * - eq: equality (an array means "any of"); `values` allow-lists an enumeration.
 * - bool: true/false.
 * - contains: substring, accents and case aside (@campito/db `matchesFolded`, like `q`).
 * - arrayHas: a text[] column holds the value (roles).
 * - since / until: a day "YYYY-MM-DD" in Argentina, inclusive, on a timestamp column.
 * - flag: true/false for a condition that is not a column of its own (the request's dog was adopted).
 */
export type FilterDef =
  | { kind: 'eq'; column: AnyPgColumn; values?: readonly string[]; uuid?: boolean }
  | { kind: 'flag'; when: SQL }
  | { kind: 'bool' | 'contains' | 'since' | 'until'; column: AnyPgColumn }
  | { kind: 'arrayHas'; column: AnyPgColumn; values: readonly string[] };

/** The `{field}_gte` and `{field}_lte` filters of a timestamp column: react-admin's "from" and "to" days. */
export const dateRange = (field: string, column: AnyPgColumn): Record<string, FilterDef> => ({
  [`${field}_gte`]: { kind: 'since', column },
  [`${field}_lte`]: { kind: 'until', column },
});

export interface WriteContext {
  tx: DbOrTx;
  actor: SessionUser;
  deps: ServiceDeps;
  services: Services;
  /** Work to run once the transaction committed (ending sessions, waking workers). */
  afterCommit: (task: () => Promise<void>) => void;
  /** Writes an extra audit entry (a rule that changed another resource). */
  audit: (entry: {
    action: 'create' | 'update' | 'delete';
    resource: string;
    recordId: string;
    before: Row | null;
    after: Row | null;
  }) => Promise<void>;
}

export interface ResourceDef {
  /** The URL segment: /api/admin/{name}. */
  name: string;
  table: PgTable;
  id: AnyPgColumn;
  /** Sortable fields (besides `id`). */
  sort: Record<string, AnyPgColumn>;
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  /** Filterable fields (besides `id` and `q`). */
  filters: Record<string, FilterDef>;
  /** Columns the free-text `q` searches (any of them contains the text, accents and case aside). */
  search: AnyPgColumn[];
  /**
   * Values a list row carries beside its columns, read in the same query (a flag from another table),
   * and the other tables they read, so a cached count is dropped when those change too.
   */
  computed?: { fields: Record<string, SQL>; reads: readonly string[] };
  /** Soft-deleted rows are left out of lists unless the filter names this field (e.g. isDelete). */
  hideDeleted?: { field: string; column: AnyPgColumn };
  /** Row → what the API answers (`id` included); leaves secrets out. */
  toRecord?: (row: Row) => Row;
  /** Fields never written to the audit log as values. */
  redact?: readonly string[];
  create?: {
    schema: z.ZodType;
    /** Validated data → the row to insert (defaults, hashing, lookups, authorization). */
    prepare?: (data: Row, ctx: WriteContext) => Promise<Row>;
  };
  update?: {
    schema: z.ZodType;
    /** The changed fields (only those that differ) → what to write; may add derived fields or refuse. */
    prepare?: (changes: Row, before: Row, ctx: WriteContext) => Promise<Row>;
    /** Side effects inside the same transaction, once the row is written. */
    after?: (before: Row, after: Row, ctx: WriteContext) => Promise<void>;
  };
  /** Makes sure the resource's fixed rows exist before it is read or written (the interface record). */
  ensure?: (db: DbOrTx) => Promise<void>;
  /**
   * soft: DELETE sets these fields through the update rules; hard: the row goes (`before` may refuse first,
   * with the row locked; `after` runs in the same transaction, with the row as it was).
   */
  remove?:
    | { mode: 'soft'; set: Row }
    | {
        mode: 'hard';
        before?: (row: Row, ctx: WriteContext) => Promise<void>;
        after?: (before: Row, ctx: WriteContext) => Promise<void>;
      };
}

/**
 * An allow-list lookup that sees only the list's own keys. A plain `list[key]` would also find what
 * every object inherits: "__proto__", "constructor", "toString" or "hasOwnProperty" would pass for a
 * sortable column or a filter (a 500, or a filter silently ignored) instead of the 400 they deserve.
 */
export function allowed<T>(list: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(list, key) ? list[key] : undefined;
}

/** "YYYY-MM-DD", or an ISO timestamp whose calendar day is taken (react-admin's DateInput sends the former). */
const DAY_OR_TIMESTAMP = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;
const isRealDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(day);
};
/** Midnight of a calendar day in Argentina (UTC-3 all year since 2009). */
export const argentinaDayStart = (day: string) => new Date(`${day}T00:00:00-03:00`);

function scalar(key: string, value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  throw new AppError(400, PROTOCOL_MSG.filterValue(key));
}

/** A yes/no filter's value as JSON or a query string sends it; null for anything else. */
const booleanOf = (value: unknown): boolean | null =>
  value === true || value === 'true' ? true : value === false || value === 'false' ? false : null;

function compileOne(key: string, def: FilterDef, value: unknown): SQL | undefined {
  const bad = () => new AppError(400, PROTOCOL_MSG.filterValue(key));
  switch (def.kind) {
    case 'bool': {
      const b = booleanOf(value);
      if (b === null) throw bad();
      return eq(def.column, b);
    }
    case 'eq': {
      const list = (Array.isArray(value) ? value : [value]).map((v) => scalar(key, v));
      if (list.length === 0 || list.length > 100) throw bad();
      if (def.values && !list.every((v) => def.values!.includes(v))) throw bad();
      if (def.uuid && !list.every(isRowId)) throw bad();
      return list.length === 1 ? eq(def.column, list[0]) : inArray(def.column, list);
    }
    case 'flag': {
      const b = booleanOf(value);
      if (b === null) throw bad();
      return b ? def.when : not(def.when);
    }
    case 'contains': {
      const text = scalar(key, value).trim();
      if (text.length > 200) throw bad();
      return matchesFolded(def.column, text);
    }
    case 'arrayHas': {
      const v = scalar(key, value);
      if (!def.values.includes(v)) throw bad();
      return arrayContains(def.column, [v]);
    }
    case 'since':
    case 'until': {
      const raw = scalar(key, value);
      const day = raw.slice(0, 10);
      if (!DAY_OR_TIMESTAMP.test(raw) || !isRealDay(day)) throw bad();
      if (def.kind === 'since') return gte(def.column, argentinaDayStart(day));
      const next = new Date(argentinaDayStart(day).getTime() + 24 * 3600 * 1000);
      return lt(def.column, next);
    }
  }
}

/** The WHERE of a list: allow-listed keys only (unknown → 400), `q` and `id` always understood. */
export function compileFilter(def: ResourceDef, filter: Record<string, unknown>): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'id') {
      const ids = Array.isArray(value) ? value : [value];
      if (ids.length > 1000) throw new AppError(400, PROTOCOL_MSG.filterValue(key));
      // An id that is not a UUID matches nothing (react-admin may ask for a stale reference).
      const valid = ids.filter(isRowId);
      parts.push(
        valid.length > 0 ? inArray(def.id, valid) : eq(def.id, '00000000-0000-0000-0000-000000000000'),
      );
      continue;
    }
    if (key === 'q') {
      const text = scalar(key, value).trim();
      if (text.length > 200) throw new AppError(400, PROTOCOL_MSG.filterValue(key));
      // Any searched column containing the text, accents and case aside ("turron" finds "Turrón").
      if (text) parts.push(or(...def.search.map((c) => matchesFolded(c, text))));
      continue;
    }
    const filterDef = allowed(def.filters, key);
    if (!filterDef) throw new AppError(400, PROTOCOL_MSG.filterField(key));
    parts.push(compileOne(key, filterDef, value));
  }
  const named = def.hideDeleted ? allowed(filter, def.hideDeleted.field) : undefined;
  if (def.hideDeleted && (named === undefined || named === null || named === '')) {
    parts.push(eq(def.hideDeleted.column, false));
  }
  const present = parts.filter((p): p is SQL => p !== undefined);
  return present.length > 0 ? and(...present) : undefined;
}
