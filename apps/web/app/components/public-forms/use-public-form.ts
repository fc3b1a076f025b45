import type { FieldErrors } from '@campito/core';
import { type FormEvent, useEffect } from 'react';
import { useActionData, useNavigation } from 'react-router';
import { type FormSchemaName, useFormValidation } from '../form-kit';
import type { FormActionData } from './form-action.server';
import { type DraftOptions, useFormDraft } from './use-form-draft';

const NONE: Record<string, unknown> = Object.freeze({}) as Record<string, unknown>;
const NO_ERRORS: FieldErrors = Object.freeze({}) as FieldErrors;

/**
 * One public form's state: the action's answer (success, or messages with the values as typed), live
 * validation with the shared schema, whether a submission is under way, and — for the forms that keep one
 * (`draft`) — the draft saved as the person types (use-form-draft.ts).
 */
export function usePublicForm(
  schema: FormSchemaName,
  arrayFields: readonly string[] = [],
  options: {
    /** The signed-in person's details, the fields' first values. */
    prefill?: Record<string, string>;
    draft?: DraftOptions;
  } = {},
) {
  const answer = useActionData() as FormActionData | undefined;
  const navigation = useNavigation();
  const failed = answer && !answer.ok ? answer : undefined;
  const success = answer?.ok ? answer.message : null;
  const {
    errors,
    formProps,
    schema: loadSchema,
  } = useFormValidation(schema, {
    serverErrors: failed?.errors,
    arrayFields,
  });
  const draft = useFormDraft(options.draft, arrayFields);
  const { forget } = draft;
  useEffect(() => {
    if (success) forget();
  }, [success, forget]);

  const saving =
    (handler: (event: FormEvent<HTMLFormElement>) => void) => (event: FormEvent<HTMLFormElement>) => {
      handler(event);
      draft.save(event.currentTarget);
    };
  return {
    errors,
    formProps: {
      ...formProps,
      onInput: saving(formProps.onInput),
      onChange: saving(formProps.onChange),
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        formProps.onSubmit(event);
        if (!event.defaultPrevented) draft.hold();
      },
    },
    /** The messages of the last failed post, field by field (the server checked every field). */
    serverErrors: failed?.errors ?? NO_ERRORS,
    /** The schema, once downloaded (null if it cannot be). */
    schema: loadSchema,
    /** Values to put back in the fields after a failed post (empty on first render). */
    values: failed?.values ?? NONE,
    /** The fields' first values: the person's details, then what the draft kept. */
    initialValues: { ...options.prefill, ...draft.values } as Record<string, unknown>,
    /** Changes when a draft is put back or cleared: the fields are drawn again with their new values. */
    fieldsKey: `draft-${draft.version}`,
    draft,
    /** The form-level message of a failed post (validation summary, rate limit, too big…). */
    failure: failed?.error ?? null,
    success,
    submitting: navigation.state === 'submitting',
    /** Whether the page has been posted at least once (a failed adoption post keeps the form open). */
    posted: answer !== undefined,
  };
}
