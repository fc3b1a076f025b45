import {
  AppError,
  DRAFT_FIELDS,
  DRAFT_MSG,
  type DraftData,
  type DraftForm,
  draftDataSchema,
  isDraftForm,
  parseWith,
} from '@campito/core';
import { type DbOrTx, formDrafts } from '@campito/db';
import { and, eq, sql } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';
import type { RateLimitService, RateRule } from '../security/rate-limit.service';

/**
 * Saves per account: the browser saves a few seconds after the person stops typing, so an hour of typing
 * is a few hundred; a script is stopped.
 */
export const DRAFT_RATE: RateRule = { name: 'drafts', max: 600, windowMs: 3_600_000 };

export interface Draft {
  data: DraftData;
  /** ISO time of the last save: the browser keeps whichever copy is newer, its own or this one. */
  updatedAt: string;
}

/** The form a path names ('adoption' | 'volunteer'), or a Spanish 404. */
export function draftForm(value: unknown): DraftForm {
  if (!isDraftForm(value)) throw new AppError(404, DRAFT_MSG.unknownForm);
  return value;
}

/** Deletes a person's draft of a form inside the caller's transaction (the form was sent). */
export async function deleteDraft(db: DbOrTx, userId: string, form: string): Promise<void> {
  if (!isDraftForm(form)) return;
  await db.delete(formDrafts).where(and(eq(formDrafts.userId, userId), eq(formDrafts.form, form)));
}

/**
 * A checked draft: a flat record of the form's own fields with bounded texts and lists (core's
 * draftDataSchema), the honeypot and idempotency key never among them; blank answers are dropped.
 * Throws a Spanish 400 naming the problem.
 */
function checkDraft(form: DraftForm, input: unknown): DraftData {
  const parsed = parseWith(draftDataSchema, input);
  if (!parsed.ok)
    throw new AppError(400, Object.values(parsed.errors)[0] ?? DRAFT_MSG.invalid, prefixed(parsed.errors));
  const allowed = DRAFT_FIELDS[form];
  const unknown = Object.keys(parsed.data).filter((name) => !allowed.includes(name));
  if (unknown.length > 0) throw new AppError(400, `Campos no permitidos: ${unknown.slice(0, 5).join(', ')}`);
  const kept: DraftData = {};
  for (const [name, value] of Object.entries(parsed.data)) {
    if (Array.isArray(value) ? value.length > 0 : value.trim() !== '') kept[name] = value;
  }
  return kept;
}

/** The schema's paths are relative to the record; the API's body has it under `data`. */
function prefixed(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [path === '_' ? 'data' : `data.${path}`, message]),
  );
}

/**
 * A signed-in person's unsent adoption or volunteer form, saved as they type so it follows them to another
 * device (issue 17). One draft per person and form; deleted when the form is sent (forms/pipeline.ts, in
 * the same transaction) or when the person clears it. Visitors without an account keep theirs only in the
 * browser.
 */
export function createDraftsService(deps: ServiceDeps, { rateLimit }: { rateLimit: RateLimitService }) {
  const { db } = deps;
  return {
    async get(userId: string, form: DraftForm): Promise<Draft | null> {
      const [row] = await db
        .select({ data: formDrafts.data, updatedAt: formDrafts.updatedAt })
        .from(formDrafts)
        .where(and(eq(formDrafts.userId, userId), eq(formDrafts.form, form)));
      if (!row) return null;
      // Stored by `save`, so already checked; a row written any other way is read as no draft.
      const parsed = parseWith(draftDataSchema, row.data);
      return parsed.ok ? { data: parsed.data, updatedAt: row.updatedAt.toISOString() } : null;
    },

    /** Saves (or replaces) the draft; an all-blank draft deletes it. Answers the saved draft, or null. */
    async save(userId: string, form: DraftForm, input: unknown): Promise<Draft | null> {
      await rateLimit.consume(DRAFT_RATE, userId);
      const data = checkDraft(form, input);
      if (Object.keys(data).length === 0) {
        await deleteDraft(db, userId, form);
        return null;
      }
      const [row] = await db
        .insert(formDrafts)
        .values({ userId, form, data })
        .onConflictDoUpdate({
          target: [formDrafts.userId, formDrafts.form],
          set: { data, updatedAt: sql`now()` },
        })
        .returning({ updatedAt: formDrafts.updatedAt });
      return { data, updatedAt: row!.updatedAt.toISOString() };
    },

    /** "Borrar borrador": gone from the account (not there is fine). */
    async clear(userId: string, form: DraftForm): Promise<void> {
      await deleteDraft(db, userId, form);
    },
  };
}
