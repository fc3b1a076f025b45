import {
  DRAFT_CLEAR_FIELD,
  DRAFT_CLEAR_VALUE,
  type DraftForm,
  type FieldErrors,
  FORM_BODY_LIMIT,
  FORM_SUCCESS,
  formDataToObject,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  MSG,
} from '@campito/core';
import type { Submitted } from '@campito/server/web';
import { type AppLoadContext, data, redirect } from 'react-router';

/** What a public form's action answers; the page shows the success or the messages with the values kept. */
export type FormActionData =
  | { ok: true; message: string }
  | { ok: false; error: string; errors: FieldErrors; values: Record<string, unknown> };

/**
 * Runs a page's form post through the service's submission pipeline (the same one as the REST API).
 * The body is read with the forms' size limit, so an oversized post is refused without being buffered.
 * "Borrar borrador" posted without JavaScript (components/public-forms/draft-notice.tsx) clears the
 * account's draft instead, and the page opens again.
 */
export async function handleFormPost(
  request: Request,
  options: {
    arrayFields?: readonly string[];
    submit: (input: Record<string, unknown>) => Promise<Submitted>;
    message: string;
    /** Deletes the signed-in person's draft of this form (forms that keep one). */
    clearDraft?: () => Promise<void>;
  },
) {
  const form = await readForm(request, FORM_BODY_LIMIT);
  if (form === 'too-big') return fail(413, MSG.tooBig);
  if (form === 'invalid') return fail(400, MSG.badRequest);
  if (form.get(DRAFT_CLEAR_FIELD) === DRAFT_CLEAR_VALUE) {
    await options.clearDraft?.();
    const url = new URL(request.url);
    throw redirect(`${url.pathname}${url.search}`);
  }
  const input = formDataToObject(form, options.arrayFields);
  const result = await options.submit(input);
  if (result.ok) return data<FormActionData>({ ok: true, message: options.message });
  // The values come back so the form re-renders as it was typed (without the hidden guards).
  const { [HONEYPOT_FIELD]: _trap, [IDEMPOTENCY_FIELD]: _key, ...values } = input;
  return fail(result.status, result.error, result.errors ?? {}, values);
}

function fail(status: number, error: string, errors: FieldErrors = {}, values: Record<string, unknown> = {}) {
  return data<FormActionData>({ ok: false, error, errors, values }, { status });
}

async function readForm(request: Request, limit: number): Promise<FormData | 'too-big' | 'invalid'> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) return 'too-big';
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel();
        return 'too-big';
      }
      chunks.push(value);
    }
  }
  try {
    const body = new Blob(chunks as BlobPart[]);
    return await new Response(body, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData();
  } catch {
    return 'invalid';
  }
}

/**
 * What a page with a drafted application (adoption, volunteer, foster) loads: a fresh idempotency key, the
 * signed-in person's details as first values, and what they typed before, here or on another device
 * (issue 17).
 */
export async function draftedFormLoad(context: AppLoadContext, form: DraftForm) {
  const user = context.user;
  const prefill: Record<string, string> = user
    ? { name: user.name, email: user.email, phone: user.phone ?? '', birthday: user.birthday ?? '' }
    : {};
  const draft = user ? await context.services.drafts.get(user.id, form) : null;
  return { idempotencyKey: crypto.randomUUID(), prefill, draft, userId: user?.id ?? null };
}

/** A drafted application's post: the pipeline, FORM_SUCCESS, and «Borrar borrador» clearing that draft. */
export function draftedFormPost(
  request: Request,
  context: AppLoadContext,
  form: DraftForm,
  options: { arrayFields: readonly string[]; submit: (input: Record<string, unknown>) => Promise<Submitted> },
) {
  return handleFormPost(request, {
    ...options,
    message: FORM_SUCCESS,
    clearDraft: async () => {
      if (context.user) await context.services.drafts.clear(context.user.id, form);
    },
  });
}
