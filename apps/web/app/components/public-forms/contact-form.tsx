import { CONTACT_LABELS, CONTACT_SUBJECTS, PHONE_HINT } from '@campito/core';
import { Form } from 'react-router';
import { DoneThenHome } from '../done-then-home';
import { FormGuards } from '../form-kit';
import { FieldStateProvider, LongText, Select, Text } from './bound-fields';
import { FormFailure, SubmitButton } from './form-status';
import { usePublicForm } from './use-public-form';

const L = CONTACT_LABELS;

/** The contact form of /contactanos and /ContactForm (one component, the rules of docs/product.md §5.1). */
export function ContactForm({
  idempotencyKey,
  prefill,
}: {
  idempotencyKey: string;
  /** The signed-in person's details, shown until a post answers with what was typed. */
  prefill: Record<string, string>;
}) {
  const { errors, formProps, values, failure, success, submitting, posted } = usePublicForm('contact');
  if (success)
    return (
      <DoneThenHome message={success} mailed="Te mandamos un email confirmando que recibimos tu consulta." />
    );
  return (
    <Form method="post" className="form public-form" aria-label="Formulario de contacto" {...formProps}>
      <FormFailure message={failure} />
      <FieldStateProvider errors={errors} values={posted ? values : prefill}>
        <Text name="fullName" label={L.fullName} autoComplete="name" />
        <Text name="organization" label={`${L.organization} (opcional)`} autoComplete="organization" />
        <Text name="email" label={L.email} type="email" autoComplete="email" />
        <Text
          name="telephone"
          label={L.telephone}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          hint={PHONE_HINT}
        />
        <Select name="asunto" label={L.asunto} values={CONTACT_SUBJECTS} />
        <LongText name="consulta" label={L.consulta} rows={6} />
      </FieldStateProvider>
      <FormGuards idempotencyKey={idempotencyKey} />
      <SubmitButton submitting={submitting}>Enviar consulta</SubmitButton>
    </Form>
  );
}
