import { type FieldErrors, formDataToObject, parseWith } from '@campito/core';
import { type FormEvent, type SyntheticEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';

type FormSchemas = typeof import('./schemas');
/** A schema of ./schemas.ts, loaded when first needed. */
export type FormSchemaName = keyof FormSchemas;

let formSchemas: Promise<FormSchemas> | undefined;
/** One download of zod and the form schemas for the whole visit; a failed download is tried again later. */
function loadFormSchema(name: FormSchemaName): Promise<z.ZodType> {
  formSchemas ??= import('./schemas').catch((error) => {
    formSchemas = undefined;
    throw error;
  });
  return formSchemas.then((schemas) => schemas[name]);
}

/**
 * Validates a form in the browser with the same zod schema the server uses: as the person types
 * (fields they have touched), and on submit — where it blocks the submission, shows every message and
 * moves focus to the first field in error. Server errors (from the action or the API) show until the
 * field is edited.
 *
 * The schema, named, is downloaded when focus first enters the form (see ./schemas.ts);
 * a submission before it arrives waits for it. If it cannot be downloaded the form is sent as is, and
 * the server — which validates every post with the same schema — answers with the messages.
 */
export function useFormValidation(
  schema: FormSchemaName,
  options: {
    serverErrors?: FieldErrors;
    arrayFields?: readonly string[];
    /** The form's button waits for a valid form: check fields that arrive filled at once. */
    trackValid?: boolean;
  } = {},
) {
  const { serverErrors, arrayFields = [], trackValid = false } = options;
  const [errors, setErrors] = useState<FieldErrors>(serverErrors ?? {});
  const touched = useRef(new Set<string>());
  const loaded = useRef<z.ZodType | null>(null);
  const formEl = useRef<HTMLFormElement | null>(null);
  /** Whether the whole form passes the schema now (forms whose button waits for a valid form). */
  const [valid, setValid] = useState(false);
  /** Set while a submission that waited for the schema is sent again. */
  const resubmitting = useRef(false);

  const ready = useCallback(async (): Promise<z.ZodType | null> => {
    try {
      loaded.current ??= await loadFormSchema(schema);
    } catch {
      // Offline or a new deployment: the server still validates.
    }
    return loaded.current;
  }, [schema]);

  useEffect(() => {
    setErrors(serverErrors ?? {});
    if (serverErrors) focusFirstError(document, serverErrors);
  }, [serverErrors]);

  // Fields already filled when the page appears (values put back after a post, the browser's autofill):
  // with trackValid, check them at once. An empty form is not valid, and needs no schema to know it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, with the form as rendered.
  useEffect(() => {
    const form = formEl.current;
    if (!trackValid || !form || !hasTypedValue(form)) return;
    void ready().then((against) => against && setValid(Object.keys(check(form, against)).length === 0));
  }, []);

  const check = useCallback(
    (form: HTMLFormElement, against: z.ZodType): FieldErrors => {
      const parsed = parseWith(against, formDataToObject(new FormData(form), arrayFields));
      return parsed.ok ? {} : parsed.errors;
    },
    [arrayFields],
  );

  const showTouched = useCallback(
    (form: HTMLFormElement, against: z.ZodType) => {
      const all = check(form, against);
      setValid(Object.keys(all).length === 0);
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

  const onChange = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const name = (event.target as HTMLInputElement).name;
      if (name) touched.current.add(name);
      const form = event.currentTarget;
      if (!loaded.current) {
        // The first keystrokes before the schema arrives are checked as soon as it does.
        void ready().then((against) => against && showTouched(form, against));
        return;
      }
      showTouched(form, loaded.current);
    },
    [ready, showTouched],
  );

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      if (resubmitting.current) {
        resubmitting.current = false;
        return;
      }
      const form = event.currentTarget;
      const block = (all: FieldErrors) => {
        for (const field of Object.keys(all)) touched.current.add(field);
        setErrors(all);
        focusFirstError(form, all);
      };
      if (loaded.current) {
        const all = check(form, loaded.current);
        if (Object.keys(all).length === 0) return;
        event.preventDefault();
        block(all);
        return;
      }
      // Sent before the schema arrived: hold the submission, check, then send it again as it was.
      event.preventDefault();
      const submitter = (event.nativeEvent as SubmitEvent).submitter ?? undefined;
      void ready().then((against) => {
        const all = against ? check(form, against) : {};
        if (Object.keys(all).length > 0) return block(all);
        resubmitting.current = true;
        form.requestSubmit(submitter);
      });
    },
    [check, ready],
  );

  const onFocus = useCallback(
    (_event: SyntheticEvent<HTMLFormElement>) => {
      if (!loaded.current) void ready();
    },
    [ready],
  );

  return {
    errors,
    setErrors,
    /** The schema, downloading it if needed; null when it cannot be downloaded. */
    schema: ready,
    valid,
    /**
     * Spread on the <form>: live validation, blocking submit, no browser bubbles (our messages instead),
     * and the schema's download when focus first enters the form.
     */
    formProps: {
      ref: formEl,
      onInput: onChange,
      onChange,
      onBlur: onChange,
      onFocus,
      onSubmit,
      noValidate: true,
    },
  };
}

const NOT_ANSWERS = new Set(['hidden', 'submit', 'button', 'reset', 'image']);

/** Whether someone (or the browser, or a post that came back) already answered something. */
function hasTypedValue(form: HTMLFormElement): boolean {
  return Array.from(form.elements).some((el) => {
    if (el instanceof HTMLTextAreaElement) return el.value !== '';
    if (!(el instanceof HTMLInputElement) || NOT_ANSWERS.has(el.type)) return false;
    return el.type === 'checkbox' || el.type === 'radio' ? el.checked : el.value !== '';
  });
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
