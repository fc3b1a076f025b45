// The staff form of a date (issue 35, item 1): what it is, when and where, its photo, places and combi.
// Checked with core's eventSchema, as the server checks it (admin/events.resource.ts).
import { EVENT_KINDS } from '@campito/core';
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

export function EventForm(props: Omit<SimpleFormProps, 'children'>) {
  return (
    <SimpleForm validate={validateEvent} {...props}>
      <SelectInput source="kind" choices={KIND_CHOICES} />
      <TextInput source="title" fullWidth />
      <DateTimeInput source="startsAt" helperText="Hora de Buenos Aires" />
      <DateTimeInput source="endsAt" helperText="Opcional" />
      <TextInput source="place" fullWidth />
      <TextInput source="description" multiline minRows={4} fullWidth />
      <ImageRefsInput source="image" multiple={false} />
      <BooleanInput source="bookingRequired" helperText="Si no, la gente viene directamente." />
      <NumberInput source="capacity" min={0} step={1} helperText="Vacío: sin límite de personas." />
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
    </SimpleForm>
  );
}
