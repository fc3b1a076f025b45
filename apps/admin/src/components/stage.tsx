// A request's review stage in the admin lists (adoptions and volunteers): its filter, its column and its
// words, from core's STAGES and STAGE_LABELS (ADR 011).
import { type ApplicationKind, STAGE_LABELS, STAGES } from '@campito/core';
import { FunctionField, type RaRecord, SelectInput } from 'react-admin';

/** "En contacto" for `en_contacto`; an unknown value as it is. */
export const stageLabel = (record: RaRecord): string =>
  STAGE_LABELS[record.stage as keyof typeof STAGE_LABELS] ?? String(record.stage ?? '');

export function stageFilter(kind: ApplicationKind) {
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

export function StageField() {
  return <FunctionField source="stage" label="Estado" sortBy="stage" render={stageLabel} />;
}
