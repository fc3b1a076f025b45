import { type FieldErrors, formDataToObject, parseWith } from '@campito/core';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';

/**
 * Validates a form in the browser with the same zod schema the server uses: as the person types
 * (fields they have touched), and on submit — where it blocks the submission, shows every message and
 * moves focus to the first field in error. Server errors (from the action or the API) show until the
 * field is edited.
 */
export function useFormValidation(
  schema: z.ZodType,
  options: { serverErrors?: FieldErrors; arrayFields?: readonly string[] } = {},
) {
  const { serverErrors, arrayFields = [] } = options;
  const [errors, setErrors] = useState<FieldErrors>(serverErrors ?? {});
  const touched = useRef(new Set<string>());

  useEffect(() => {
    setErrors(serverErrors ?? {});
    if (serverErrors) focusFirstError(document, serverErrors);
  }, [serverErrors]);

  const check = useCallback(
    (form: HTMLFormElement): FieldErrors => {
      const parsed = parseWith(schema, formDataToObject(new FormData(form), arrayFields));
      return parsed.ok ? {} : parsed.errors;
    },
    [schema, arrayFields],
  );

  const onChange = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const name = (event.target as HTMLInputElement).name;
      if (name) touched.current.add(name);
      const all = check(event.currentTarget);
      setErrors((previous) => {
        const next: FieldErrors = {};
        for (const [field, message] of Object.entries(previous)) {
          if (!touched.current.has(field)) next[field] = message;
        }
        for (const field of touched.current) {
          if (all[field]) next[field] = all[field];
        }
        return next;
      });
    },
    [check],
  );

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const all = check(event.currentTarget);
      if (Object.keys(all).length === 0) return;
      event.preventDefault();
      for (const field of Object.keys(all)) touched.current.add(field);
      setErrors(all);
      focusFirstError(event.currentTarget, all);
    },
    [check],
  );

  return {
    errors,
    setErrors,
    /** Spread on the <form>: live validation, blocking submit, no browser bubbles (our messages instead). */
    formProps: { onInput: onChange, onChange, onBlur: onChange, onSubmit, noValidate: true },
  };
}

function focusFirstError(root: Document | HTMLFormElement, errors: FieldErrors) {
  const names = Object.keys(errors);
  const elements =
    root instanceof Document ? Array.from(root.querySelectorAll('form [name]')) : Array.from(root.elements);
  const first = elements.find((el) => names.includes((el as HTMLInputElement).name)) as
    | HTMLElement
    | undefined;
  first?.focus();
}
