import {
  PHONE_HINT,
  SCHOOL_LEVEL_LABELS,
  SCHOOL_LEVELS,
  SCHOOL_MODALITIES,
  SCHOOL_MODALITY_LABELS,
  SCHOOL_REQUEST_LABELS,
} from '@campito/core';
import { useEffect, useRef } from 'react';
import { Form } from 'react-router';
import { FormGuards } from '../form-kit';
import { PageLinks } from '../page-links';
import { FieldStateProvider, LongText, Select, Text } from './bound-fields';
import { FormFailure, SubmitButton } from './form-status';
import { usePublicForm } from './use-public-form';

const L = SCHOOL_REQUEST_LABELS;

/** The request sent: what happens next, and where to go on. It stays until the teacher leaves. */
function SchoolTalkSent({ message }: { message: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className="form-success form-done" role="status">
      <h2 ref={heading} tabIndex={-1}>
        {message}
      </h2>
      <p>
        Te mandamos un email confirmando que recibimos el pedido. Si no lo ves, fijate en la carpeta de spam o
        promociones.
      </p>
      <PageLinks
        primary={{ to: '/proyectoescolar', label: 'Volver al proyecto escolar' }}
        links={[{ to: '/', label: 'Ir al inicio' }]}
      />
    </div>
  );
}

/**
 * «Pedí una charla para tu escuela» (issue 35): a plain form posted to its page, so it works without
 * JavaScript; with it, each field is checked as it is typed with the same schema the server uses.
 */
export function SchoolTalkForm({
  idempotencyKey,
  prefill,
}: {
  idempotencyKey: string;
  /** The signed-in person's name, email and phone, shown until a post answers with what was typed. */
  prefill: Record<string, string>;
}) {
  const { errors, formProps, values, failure, success, submitting, posted } = usePublicForm('schoolRequest');
  if (success) return <SchoolTalkSent message={success} />;
  return (
    <Form method="post" className="form public-form" aria-label="Pedido de una charla" {...formProps}>
      <FormFailure message={failure} />
      <FieldStateProvider errors={errors} values={posted ? values : prefill}>
        <Text name="escuela" label={L.escuela} autoComplete="organization" maxLength={200} />
        <Select name="nivel" label={L.nivel} values={SCHOOL_LEVELS} labels={SCHOOL_LEVEL_LABELS} />
        <Text
          name="alumnos"
          label={L.alumnos}
          type="number"
          inputMode="numeric"
          min={1}
          max={500}
          hint="Un número aproximado alcanza."
        />
        <Text name="docente" label={L.docente} autoComplete="name" maxLength={100} />
        <Text name="email" label={L.email} type="email" autoComplete="email" inputMode="email" />
        <Text
          name="telefono"
          label={L.telefono}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          hint={PHONE_HINT}
        />
        <Select
          name="modalidad"
          label={L.modalidad}
          values={SCHOOL_MODALITIES}
          labels={SCHOOL_MODALITY_LABELS}
        />
        <LongText
          name="fechas"
          label={L.fechas}
          rows={3}
          hint="Por ejemplo: «martes o jueves por la mañana, en octubre»."
        />
        <LongText name="temas" label={`${L.temas} (opcional)`} rows={3} />
      </FieldStateProvider>
      <FormGuards idempotencyKey={idempotencyKey} />
      <SubmitButton submitting={submitting}>Enviar el pedido</SubmitButton>
    </Form>
  );
}
