import { AppError, type FieldErrors, MSG } from '@campito/core';
import type { FastifyRequest } from 'fastify';

/**
 * For routes declared with `attachValidation: true`: turns the zod failure into a 400 whose `error` is
 * the first rule's own message ("Ingrese algun dato", "El email debe ser valido."…), so API clients can
 * show it as the site does, with every field's message in `errors`.
 */
export function assertValid(request: FastifyRequest): void {
  const failure = request.validationError as (Error & { validation?: unknown }) | undefined;
  if (!failure) return;
  const errors: FieldErrors = {};
  const issues = Array.isArray(failure.validation)
    ? (failure.validation as { instancePath?: string; message?: string }[])
    : [];
  for (const issue of issues) {
    const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || '_';
    errors[field] ??= issue.message ?? MSG.badRequest;
  }
  throw new AppError(400, Object.values(errors)[0] ?? MSG.badRequest, errors);
}
