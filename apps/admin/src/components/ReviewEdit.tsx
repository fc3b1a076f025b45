import type { ApplicationKind } from '@campito/core';
import { BooleanInput, Edit, SimpleForm } from 'react-admin';
import { ReadOnlyAnswers } from './ReadOnlyAnswers';
import { ReviewPanel } from './review/ReviewPanel';
import { ReviewToolbar } from './toolbars';

/**
 * An adoption request or a volunteer application: the review first (stage, note, the applicant's mail,
 * the timeline), then every answer read only. The "pendiente" checkbox (docs/product.md §4) stays, explained by
 * `pendingHelp`: unchecking it approves, checking it reopens.
 */
export function ReviewEdit({ kind, pendingHelp }: { kind: ApplicationKind; pendingHelp: string }) {
  return (
    <Edit mutationMode="pessimistic">
      <ReviewPanel kind={kind} />
      <SimpleForm toolbar={<ReviewToolbar />}>
        <BooleanInput source="isPending" helperText={pendingHelp} />
        <ReadOnlyAnswers />
      </SimpleForm>
    </Edit>
  );
}
