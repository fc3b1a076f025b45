import {
  AppError,
  type FieldErrors,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  isAppError,
  MSG,
  parseWith,
} from '@campito/core';
import type {
  adoptionRequests,
  contactMessages,
  DbOrTx,
  fosterApplications,
  schoolRequests,
  volunteers,
} from '@campito/db';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ServiceDeps } from '../../context';
import type { SessionUser } from '../auth/session.service';
import { deleteDraft } from '../drafts/drafts.service';
import { enqueueMail, type MailMessage } from '../mail/outbox';
import { mayMailMailbox } from '../security/mailbox';
import type { RateLimitService, RateRule } from '../security/rate-limit.service';

// The one way a public form (adoption, volunteer, contact, a school's talk) is received, by the REST API and by the
// pages alike: honeypot → rate limit per IP → validation with the shared schema → idempotency key →
// one transaction storing the record, queueing its mails and deleting the sender's draft → wake the mail worker.

/** Shown to whatever filled the honeypot; people never see the field. */
export const BOT_MESSAGE = 'No pudimos recibir el formulario. Si el problema sigue, escribinos por email.';

/**
 * The one honeypot check of every public form (the dog form too): a filled trap field — people never see
 * it — is a Spanish 400 with BOT_MESSAGE, before anything else is read.
 */
export function refuseFilledHoneypot(input: unknown): void {
  const trap =
    input && typeof input === 'object' ? (input as Record<string, unknown>)[HONEYPOT_FIELD] : undefined;
  if (typeof trap === 'string' ? trap.trim() !== '' : trap !== undefined)
    throw new AppError(400, BOT_MESSAGE);
}

/** Per IP and form: generous for people behind one shared address, a wall for scripts. */
export const formRate = (form: string): RateRule => ({ name: `form:${form}`, max: 20, windowMs: 3_600_000 });

/** Who is submitting: the client address (TRUST_PROXY-aware) and the session user, if any. */
export interface Submitter {
  ip: string;
  user: SessionUser | null;
}

type Guards = typeof HONEYPOT_FIELD | typeof IDEMPOTENCY_FIELD;
type FormFields<S extends z.ZodType> = Omit<z.output<S>, Guards>;

/** What a page gets back: the stored record, or why not (status, Spanish message, field messages). */
export type Submitted =
  | ({ ok: true } & Stored)
  | { ok: false; status: number; error: string; errors?: FieldErrors };

export interface Stored {
  id: string;
  /** false when the idempotency key had already stored this submission (a double click, a resubmit). */
  created: boolean;
}

/** What a form contributes to the pipeline; everything else is shared. */
export interface FormDefinition<S extends z.ZodType, Row extends { id: string }, Values> {
  /** Short name for rate limits and logs ("adoption"). */
  name: string;
  schema: S;
  /** The record to store (may look things up, e.g. the dog); runs before the transaction. */
  prepare(
    data: FormFields<S>,
    meta: { userId: string | null; idempotencyKey: string | null },
  ): Promise<Values>;
  /** Inserts unless the idempotency key exists (ON CONFLICT DO NOTHING): undefined then. */
  insert(tx: DbOrTx, values: Values): Promise<Row | undefined>;
  findByKey(db: DbOrTx, key: string): Promise<Row | undefined>;
  /** The staff notification (to STAFF_EMAIL), given the link to the record in the admin. */
  staffMail(row: Row, adminUrl: string): Omit<MailMessage, 'to'>;
  /** The confirmation to the person who wrote. */
  applicantMail(row: Row): MailMessage;
  /** The record's path inside the admin SPA ("adoptions/<id>"). */
  adminPath(id: string): string;
}

/** A table that stores one form's submissions, each with its own (unique) idempotency key. */
type KeyedTable =
  | typeof adoptionRequests
  | typeof volunteers
  | typeof contactMessages
  | typeof schoolRequests
  | typeof fosterApplications;

/**
 * The `insert` and `findByKey` of a form whose table has an idempotency_key column of its own (adoption,
 * volunteer and contact forms): a second submission with the same key stores nothing and finds the first.
 */
export function storedByKey<T extends KeyedTable>(
  table: T,
): Pick<FormDefinition<z.ZodType, T['$inferSelect'], T['$inferInsert']>, 'insert' | 'findByKey'> {
  // One table at a time: drizzle's builders do not accept a union of tables, so they see the widest one.
  const keyed = table as typeof adoptionRequests;
  return {
    async insert(tx, values) {
      const [row] = await tx
        .insert(keyed)
        .values(values as typeof adoptionRequests.$inferInsert)
        .onConflictDoNothing({ target: keyed.idempotencyKey })
        .returning();
      return row as T['$inferSelect'] | undefined;
    },
    async findByKey(db, key) {
      const [row] = await db.select().from(keyed).where(eq(keyed.idempotencyKey, key));
      return row as T['$inferSelect'] | undefined;
    },
  };
}

export function createFormPipeline(deps: ServiceDeps, { rateLimit }: { rateLimit: RateLimitService }) {
  const { db, config } = deps;

  /** Honeypot, then the per-IP limit: both before the body is even validated. */
  async function guard(form: { name: string }, input: unknown, who: Pick<Submitter, 'ip'>): Promise<void> {
    refuseFilledHoneypot(input);
    await rateLimit.consume(formRate(form.name), who.ip);
  }

  /** Stores valid data once per idempotency key, with its mails, in one transaction. */
  async function store<S extends z.ZodType, Row extends { id: string }, Values>(
    form: FormDefinition<S, Row, Values>,
    data: z.output<S>,
    who: Submitter,
  ): Promise<Stored> {
    const {
      [HONEYPOT_FIELD]: _trap,
      [IDEMPOTENCY_FIELD]: key,
      ...fields
    } = data as Record<string, unknown> & { [IDEMPOTENCY_FIELD]?: string };
    const idempotencyKey = key || null;
    if (idempotencyKey) {
      const first = await form.findByKey(db, idempotencyKey);
      if (first) return { id: first.id, created: false };
    }
    // The applicant's copy counts against their mailbox's one limit across every form (security/mailbox.ts):
    // over it, the submission is still stored and staff still hear of it; only the copy is skipped.
    // Outside the transaction: PGlite runs one connection, so no other query may wait inside it.
    // A form may take a phone instead of an email («Llevo 2»): then there is no copy to send.
    const email = typeof fields.email === 'string' && fields.email ? fields.email : null;
    const confirm = email ? await mayMailMailbox(rateLimit, email) : false;
    const values = await form.prepare(fields as FormFields<S>, {
      userId: who.user?.id ?? null,
      idempotencyKey,
    });
    const result = await db.transaction(async (tx) => {
      const row = await form.insert(tx, values);
      if (!row) {
        // Another request with the same key committed first: answer with its record.
        const first = idempotencyKey ? await form.findByKey(tx, idempotencyKey) : undefined;
        if (!first) throw new Error('idempotent insert found no record');
        return { id: first.id, created: false };
      }
      const mails: MailMessage[] = [];
      if (config.staffEmail) {
        const adminUrl = `${config.publicUrl}/admin#/${form.adminPath(row.id)}`;
        mails.push({ to: config.staffEmail, ...form.staffMail(row, adminUrl) });
      }
      if (confirm) mails.push(form.applicantMail(row));
      await enqueueMail(tx, mails);
      // Sent: the person's saved draft of this form (issue 17) goes with the same commit.
      if (who.user) await deleteDraft(tx, who.user.id, form.name);
      return { id: row.id, created: true };
    });
    if (result.created) deps.mail.wake();
    return result;
  }

  /**
   * The whole pipeline for a raw body (a page's form post). Answers instead of throwing, so a page can
   * re-render the form with the Spanish messages and the values kept.
   */
  async function submit<S extends z.ZodType, Row extends { id: string }, Values>(
    form: FormDefinition<S, Row, Values>,
    input: unknown,
    who: Submitter,
  ): Promise<Submitted> {
    try {
      await guard(form, input, who);
      const parsed = parseWith(form.schema, input);
      if (!parsed.ok) return { ok: false, status: 400, error: MSG.checkFields, errors: parsed.errors };
      return { ok: true, ...(await store(form, parsed.data, who)) };
    } catch (err) {
      if (isAppError(err))
        return { ok: false, status: err.statusCode, error: err.message, errors: err.errors };
      throw err;
    }
  }

  /**
   * One form's side of the pipeline, as its service exposes it: the honeypot and rate limit (the REST
   * route runs them before validating the body), storing already validated data (once per idempotency
   * key, with its mails), and the whole pipeline for a page's form post.
   */
  function bind<S extends z.ZodType, Row extends { id: string }, Values>(
    form: FormDefinition<S, Row, Values>,
  ) {
    return {
      form,
      guard: (input: unknown, who: Pick<Submitter, 'ip'>) => guard(form, input, who),
      store: (data: z.output<S>, who: Submitter) => store(form, data, who),
      submit: (input: unknown, who: Submitter) => submit(form, input, who),
    };
  }

  return { guard, store, submit, bind };
}

export type FormPipeline = ReturnType<typeof createFormPipeline>;
