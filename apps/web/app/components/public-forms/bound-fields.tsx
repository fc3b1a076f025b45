import { type FieldErrors, labelledOptions } from '@campito/core';
import { createContext, type ReactNode, useContext } from 'react';
import { CheckboxGroup, RadioGroup, SelectField, TextAreaField, TextField } from '../form-kit';

// The public forms' fields read their message and kept value from one context, so a form lists its
// questions without repeating `error={errors.x} defaultValue={values.x}` on each.

interface FormState {
  errors: FieldErrors;
  values: Record<string, unknown>;
}

const FieldState = createContext<FormState>({ errors: {}, values: {} });

export function FieldStateProvider({ children, ...state }: FormState & { children: ReactNode }) {
  return <FieldState.Provider value={state}>{children}</FieldState.Provider>;
}

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);

type TextProps = Omit<Parameters<typeof TextField>[0], 'error' | 'defaultValue'>;
export function Text(props: TextProps) {
  const { errors, values } = useContext(FieldState);
  return <TextField {...props} error={errors[props.name]} defaultValue={text(values[props.name])} />;
}

type LongTextProps = Omit<Parameters<typeof TextAreaField>[0], 'error' | 'defaultValue'>;
export function LongText(props: LongTextProps) {
  const { errors, values } = useContext(FieldState);
  return (
    <TextAreaField rows={3} {...props} error={errors[props.name]} defaultValue={text(values[props.name])} />
  );
}

type SelectProps = Omit<Parameters<typeof SelectField>[0], 'error' | 'defaultValue' | 'options'> & {
  /** Stored values (spelled as in docs/product.md §9); shown with readable labels ("si" → "Sí"). */
  values: readonly string[];
  /** Each value's own label, where the shared readable labels do not fit (a school's level). */
  labels?: Readonly<Record<string, string>>;
};
export function Select({ values: options, labels, ...props }: SelectProps) {
  const { errors, values } = useContext(FieldState);
  return (
    <SelectField
      {...props}
      options={
        labels ? options.map((value) => ({ value, label: labels[value] ?? value })) : labelledOptions(options)
      }
      error={errors[props.name]}
      defaultValue={text(values[props.name]) ?? ''}
    />
  );
}

type CheckboxesProps = Omit<Parameters<typeof CheckboxGroup>[0], 'error' | 'defaultValues' | 'options'> & {
  values: readonly string[];
};
export function Checkboxes({ values: options, ...props }: CheckboxesProps) {
  const { errors, values } = useContext(FieldState);
  const kept = values[props.name];
  return (
    <CheckboxGroup
      {...props}
      options={labelledOptions(options)}
      error={errors[props.name]}
      defaultValues={Array.isArray(kept) ? kept.map(String) : []}
    />
  );
}

type RadiosProps = Omit<Parameters<typeof RadioGroup>[0], 'error' | 'defaultValue' | 'options'> & {
  values: readonly string[];
  labels: Readonly<Record<string, string>>;
};
export function Radios({ values: options, labels, ...props }: RadiosProps) {
  const { errors, values } = useContext(FieldState);
  return (
    <RadioGroup
      {...props}
      options={options.map((value) => ({ value, label: labels[value] ?? value }))}
      error={errors[props.name]}
      defaultValue={text(values[props.name])}
    />
  );
}
