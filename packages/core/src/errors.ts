import { z } from 'zod';
import type { FieldErrors } from './forms';

/**
 * An error meant for people: what a service raises when a request cannot be done as asked — its HTTP
 * status, a Spanish message and, for forms, a message per field (and extra headers, such as Retry-After
 * on a 503). The API answers it as `{ error, errors }`; pages show it beside the fields. Anything else
 * thrown is unexpected: logged, and answered with a generic 500.
 */
export class AppError extends Error {
  /** The brand `isAppError` reads: the site's server bundle and the API's each carry their own copy of this class. */
  readonly isAppError = true;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** Whether `error` is an AppError, whichever bundle's copy of the class made it. */
export function isAppError(error: unknown): error is AppError {
  return (
    error instanceof Error &&
    (error as Partial<AppError>).isAppError === true &&
    typeof (error as Partial<AppError>).statusCode === 'number'
  );
}

/** The body of every API error answer, `{ error, errors? }`, as the routes declare it in their responses. */
export const errorBodySchema = z.object({
  error: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
