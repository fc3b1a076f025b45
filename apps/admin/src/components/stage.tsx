// A request's review stage in the admin lists (adoptions, volunteers, school talks): its filter, its column
// and its words, from core's STAGES and STAGE_LABELS (ADR 011); and what else the lists share around it.
import { type ApplicationKind, STAGE_LABELS, STAGES } from '@campito/core';
import {
  BooleanField,
  FunctionField,
  NullableBooleanInput,
  type RaRecord,
  SelectInput,
  TextInput,
} from 'react-admin';
import { ShelterDateField } from './ShelterDateField';

/** "En contacto" for `en_contacto`; an unknown value as it is. */
export const stageLabel = (record: RaRecord): string =>
  STAGE_LABELS[record.stage as keyof typeof STAGE_LABELS] ?? String(record.stage ?? '');

function stageFilter(kind: ApplicationKind) {
  return (
    <SelectInput
      key="stage"
      source="stage"
      label="Estado"
      choices={STAGES[kind].map((id) => ({ id, name: STAGE_LABELS[id] }))}
      alwaysOn
    />
  );
}

/**
 * The stage in words. The list reads a column's header from the element's own props (source, label), so
 * they are given where it is placed, not only inside (the column had no header: issue 34, item 6).
 */
function StageField(props: { source: string; label: string; sortBy: string }) {
  return <FunctionField {...props} render={stageLabel} />;
}

/** The filters both lists of requests have: the applicant's name, still pending, the stage. */
export const applicantFilters = (kind: ApplicationKind) => [
  <TextInput key="name" source="name" />,
  <NullableBooleanInput key="isPending" source="isPending" alwaysOn />,
  stageFilter(kind),
];

/** The last columns of both tables: when it came, still pending, the stage. */
export const REVIEW_COLUMNS = [
  <ShelterDateField key="date" source="date" />,
  <BooleanField key="isPending" source="isPending" />,
  <StageField key="stage" source="stage" label="Estado" sortBy="stage" />,
];

/** A request on a phone: the applicant, and the stage beside; it opens the review. */
export const APPLICANT_ROW = {
  rowClick: 'edit',
  primaryText: (r: RaRecord) => r.name,
  tertiaryText: stageLabel,
} as const;
