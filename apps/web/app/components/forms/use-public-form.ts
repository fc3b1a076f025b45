import { useActionData, useNavigation } from 'react-router';
import type { z } from 'zod';
import { type FormSchemaName, useFormValidation } from '../form';
import type { FormActionData } from './form-action.server';

const NONE: Record<string, unknown> = Object.freeze({}) as Record<string, unknown>;

/**
 * One public form's state: the action's answer (success, or messages with the values as typed), live
 * validation with the shared schema, and whether a submission is under way.
 */
export function usePublicForm(schema: z.ZodType | FormSchemaName, arrayFields: readonly string[] = []) {
  const answer = useActionData() as FormActionData | undefined;
  const navigation = useNavigation();
  const failed = answer && !answer.ok ? answer : undefined;
  const { errors, formProps } = useFormValidation(schema, { serverErrors: failed?.errors, arrayFields });
  return {
    errors,
    formProps,
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
