import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD } from '@campito/core';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

// Labelled form controls with their hint and error tied by aria-describedby (docs/product.md §5 messages appear
// under the field). Every public form uses these, so the accessibility rules live in one place.

interface FieldBase {
  name: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

export const fieldId = (name: string) => `f-${name.replace(/[^a-zA-Z0-9_-]/g, '-')}`;

export function describedBy(name: string, error?: string, hint?: ReactNode) {
  const ids = [hint ? `${fieldId(name)}-hint` : '', error ? `${fieldId(name)}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function HintAndError({ name, error, hint }: Omit<FieldBase, 'label'>) {
  return (
    <>
      {hint ? (
        <p className="field-hint" id={`${fieldId(name)}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={`${fieldId(name)}-error`}>
          {error}
        </p>
      ) : null}
    </>
  );
}

export function TextField({
  name,
  label,
  error,
  hint,
  ...input
}: FieldBase & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>) {
  return (
    <div className="field">
      <label htmlFor={fieldId(name)}>{label}</label>
      <input
        id={fieldId(name)}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, hint)}
        {...input}
      />
      <HintAndError name={name} error={error} hint={hint} />
    </div>
  );
}

/** The account forms' email box: "Email", with the phone's email keyboard. */
export function EmailField({
  autoComplete,
  defaultValue,
  error,
}: {
  /** "username" where it signs in (password managers pair it with the password). */
  autoComplete: 'email' | 'username';
  defaultValue: string;
  error?: string;
}) {
  return (
    <TextField
      name="email"
      label="Email"
      type="email"
      autoComplete={autoComplete}
      inputMode="email"
      defaultValue={defaultValue}
      error={error}
    />
  );
}

/**
 * A password box: what the browser may fill in (the saved password, or a new one to save), and a length
 * cap well above the rule's, which the schema checks with its own message.
 */
export function PasswordField({
  name,
  label,
  autoComplete,
  error,
  hint,
}: {
  name: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  error?: string;
  hint?: string;
}) {
  return (
    <TextField
      name={name}
      label={label}
      type="password"
      autoComplete={autoComplete}
      maxLength={200}
      error={error}
      hint={hint}
    />
  );
}

export function TextAreaField({
  name,
  label,
  error,
  hint,
  ...input
}: FieldBase & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>) {
  return (
    <div className="field">
      <label htmlFor={fieldId(name)}>{label}</label>
      <textarea
        id={fieldId(name)}
        name={name}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, hint)}
        {...input}
      />
      <HintAndError name={name} error={error} hint={hint} />
    </div>
  );
}

export interface Option {
  value: string;
  label?: string;
}

export function SelectField({
  name,
  label,
  error,
  hint,
  options,
  placeholder = 'Elegí una opción',
  ...select
}: FieldBase & { options: readonly (Option | string)[]; placeholder?: string | null } & Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    'name'
  >) {
  return (
    <div className="field">
      <label htmlFor={fieldId(name)}>{label}</label>
      <select
        id={fieldId(name)}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, hint)}
        {...select}
      >
        {placeholder !== null ? <option value="">{placeholder}</option> : null}
        {options.map((o) => {
          const { value, label: text } = typeof o === 'string' ? { value: o, label: o } : o;
          return (
            <option key={value} value={value}>
              {text ?? value}
            </option>
          );
        })}
      </select>
      <HintAndError name={name} error={error} hint={hint} />
    </div>
  );
}

/** A group of checkboxes sharing one name (docs/product.md §5.3: "at least one" groups), in a fieldset with a legend. */
export function CheckboxGroup(
  props: FieldBase & { options: readonly (Option | string)[]; defaultValues?: readonly string[] },
) {
  return <ChoiceGroup {...props} type="checkbox" />;
}

/** One choice among a few, as radio buttons in a fieldset with a legend (a follow-up's «¿Cómo come?»). */
export function RadioGroup({
  defaultValue,
  ...props
}: FieldBase & { options: readonly (Option | string)[]; defaultValue?: string }) {
  return <ChoiceGroup {...props} type="radio" defaultValues={defaultValue ? [defaultValue] : []} />;
}

function ChoiceGroup({
  name,
  label,
  error,
  hint,
  options,
  defaultValues = [],
  type,
}: FieldBase & {
  options: readonly (Option | string)[];
  defaultValues?: readonly string[];
  type: 'checkbox' | 'radio';
}) {
  return (
    <fieldset
      className="field checkbox-group"
      id={fieldId(name)}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(name, error, hint)}
    >
      <legend>{label}</legend>
      {options.map((o) => {
        const { value, label: text } = typeof o === 'string' ? { value: o, label: o } : o;
        const id = `${fieldId(name)}-${fieldId(value)}`;
        return (
          <div className="checkbox" key={value}>
            <input
              type={type}
              id={id}
              name={name}
              value={value}
              defaultChecked={defaultValues.includes(value)}
            />
            <label htmlFor={id}>{text ?? value}</label>
          </div>
        );
      })}
      <HintAndError name={name} error={error} hint={hint} />
    </fieldset>
  );
}

/** The anti-bot field (hidden from people and assistive technology) and the per-render idempotency key. */
export function FormGuards({ idempotencyKey }: { idempotencyKey?: string }) {
  return (
    <>
      <div className="hp" aria-hidden="true">
        <label htmlFor={fieldId(HONEYPOT_FIELD)}>No completes este campo</label>
        <input
          id={fieldId(HONEYPOT_FIELD)}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      {idempotencyKey ? <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} /> : null}
    </>
  );
}
