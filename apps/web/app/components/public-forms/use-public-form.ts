import type { FieldErrors } from '@campito/core';
import { useActionData, useNavigation } from 'react-router';
import { type FormSchemaName, useFormValidation } from '../form-kit';
import type { FormActionData } from './form-action.server';

const NONE: Record<string, unknown> = Object.freeze({}) as Record<string, unknown>;
const NO_ERRORS: FieldErrors = Object.freeze({}) as FieldErrors;

/**
 * One public form's state: the action's answer (success, or messages with the values as typed), live
 * validation with the shared schema, and whether a submission is under way.
 */
export function usePublicForm(schema: FormSchemaName, arrayFields: readonly string[] = []) {
  const answer = useActionData() as FormActionData | undefined;
  const navigation = useNavigation();
  const failed = answer && !answer.ok ? answer : undefined;
  const {
    errors,
    formProps,
    schema: loadSchema,
  } = useFormValidation(schema, {
    serverErrors: failed?.errors,
    arrayFields,
  });
  return {
    errors,
    formProps,
    /** The messages of the last failed post, field by field (the server checked every field). */
    serverErrors: failed?.errors ?? NO_ERRORS,
    /** The schema, once downloaded (null if it cannot be). */
    schema: loadSchema,
    /** Values to put back in the fields after a failed post (empty on first render). */
    values: failed?.values ?? NONE,
    /** The form-level message of a failed post (validation summary, rate limit, too big…). */
    failure: failed?.error ?? null,
    success: answer?.ok ? answer.message : null,
    submitting: navigation.state === 'submitting',
    /** Whether the page has been posted at least once (a failed adoption post keeps the form open). */
    posted: answer !== undefined,
  };
}
