// The shell of a public application with a draft (the volunteer form, «Ser hogar de tránsito»): the shared
// schema's messages as the person types, the signed-in person's details first, the draft that survives a
// reload, the failure and draft notices, the hidden guards and the submit button; the form's own sections
// are its children. After sending, the confirmation with its next steps replaces it.
import type { DraftForm } from '@campito/core';
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { FormGuards } from '../form-kit';
import { FieldStateProvider } from './bound-fields';
import { DraftNotice } from './draft-notice';
import { ApplicationSent, FormFailure, SubmitButton } from './form-status';
import type { ServerDraft } from './use-form-draft';
import { usePublicForm } from './use-public-form';

export interface DraftedFormProps {
  idempotencyKey: string;
  prefill: Record<string, string>;
  /** The signed-in person's saved draft (and who they are), so what they typed follows them. */
  draft: ServerDraft | null;
  userId: string | null;
}

export function DraftedApplicationForm({
  form: name,
  arrayFields,
  label,
  submit,
  children,
  ...props
}: DraftedFormProps & {
  form: Extract<DraftForm, 'volunteer' | 'foster'>;
  arrayFields: readonly string[];
  /** The form's accessible name. */
  label: string;
  /** The submit button's words. */
  submit: string;
  children: ReactNode;
}) {
  const form = usePublicForm(name, arrayFields, {
    prefill: props.prefill,
    draft: { form: name, server: props.draft, userId: props.userId },
  });
  if (form.success) return <ApplicationSent message={form.success} kind={name} />;
  return (
    <Form method="post" className="form public-form" aria-label={label} {...form.formProps}>
      <FormFailure message={form.failure} />
      <DraftNotice draft={form.draft} />
      <FieldStateProvider
        key={form.fieldsKey}
        errors={form.errors}
        values={form.posted ? form.values : form.initialValues}
      >
        {children}
      </FieldStateProvider>
      <FormGuards idempotencyKey={props.idempotencyKey} />
      <SubmitButton submitting={form.submitting}>{submit}</SubmitButton>
    </Form>
  );
}
