// The staff form of a date (issue 35, item 1): what it is, when and where, its photo, places and combi.
// Checked with core's eventSchema, as the server checks it (admin/events.resource.ts).
import { EVENT_KINDS, MAX_SHIFT_REPEAT_WEEKS, SHIFT_TASK_LABELS, SHIFT_TASKS } from '@campito/core';
import {
  BooleanInput,
  DateTimeInput,
  NumberInput,
  SelectInput,
  SimpleForm,
  type SimpleFormProps,
  TextInput,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ImageRefsInput } from '../components/ImageRefsInput';
import { choicesOf } from '../i18n/values';
import { validateEvent } from './logic';

const KIND_CHOICES = choicesOf('eventKind', EVENT_KINDS);
const TASK_CHOICES = SHIFT_TASKS.map((id) => ({ id, name: SHIFT_TASK_LABELS[id] }));

/**
 * A volunteer shift (issue 38): its task and requirements and, when it is new, how many more weeks it
 * repeats. Only volunteers see it, at /voluntario/turnos; the server makes it private and by booking.
 */
function ShiftFields({ creating }: { creating: boolean }) {
  const kind = useWatch({ name: 'kind' }) as string | undefined;
  if (kind !== 'turno') return null;
  return (
    <>
      <SelectInput source="task" choices={TASK_CHOICES} />
      <TextInput
        source="requirements"
        fullWidth
        helperText="Por ejemplo: «Mayores de 18» o «Sólo voluntarios con inducción»."
      />
      {creating ? (
        <NumberInput
          source="repeatWeeks"
          min={0}
          max={MAX_SHIFT_REPEAT_WEEKS}
          step={1}
          helperText={`0: sólo esta fecha. Hasta ${MAX_SHIFT_REPEAT_WEEKS} semanas más, el mismo día y horario.`}
        />
      ) : null}
    </>
  );
}

/** The combi's meeting point and time, shown once the date has seats. */
function CombiFields() {
  const seats = useWatch({ name: 'combiSeats' }) as number | string | null | undefined;
  if (!seats || Number(seats) <= 0) return null;
  return (
    <>
      <TextInput
        source="combiMeetingPoint"
        fullWidth
        helperText="Por ejemplo: estación Constitución, andén 1"
      />
      <DateTimeInput source="combiMeetingAt" />
    </>
  );
}

/** Booking, combi and visibility: a volunteer shift has none to choose (always private, by booking). */
function PublicDateFields() {
  const kind = useWatch({ name: 'kind' }) as string | undefined;
  if (kind === 'turno') return null;
  return (
    <>
      <BooleanInput source="bookingRequired" helperText="Si no, la gente viene directamente." />
      <NumberInput
        source="combiSeats"
        min={0}
        step={1}
        helperText="0 si no hay combi. Con combi, indicá dónde y a qué hora sale."
      />
      <CombiFields />
      <BooleanInput
        source="isPublic"
        helperText="Apagado: una fecha privada (por ejemplo, una charla en una escuela)."
      />
    </>
  );
}

export function EventForm({
  creating = false,
  ...props
}: Omit<SimpleFormProps, 'children'> & { creating?: boolean }) {
  return (
    <SimpleForm validate={validateEvent} {...props}>
      <SelectInput
        source="kind"
        choices={KIND_CHOICES}
        helperText="«Turno de voluntariado»: sólo lo ven los voluntarios, que se anotan con su cuenta."
      />
      <ShiftFields creating={creating} />
      <TextInput source="title" fullWidth />
      <DateTimeInput source="startsAt" helperText="Hora de Buenos Aires" />
      <DateTimeInput source="endsAt" helperText="Opcional" />
      <TextInput source="place" fullWidth />
      <TextInput source="description" multiline minRows={4} fullWidth />
      <ImageRefsInput source="image" multiple={false} />
      <NumberInput source="capacity" min={0} step={1} helperText="Vacío: sin límite de personas." />
      <PublicDateFields />
    </SimpleForm>
  );
}
