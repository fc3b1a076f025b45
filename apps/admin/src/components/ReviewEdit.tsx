import type { ApplicationKind } from '@campito/core';
import type { ReactNode } from 'react';
import { BooleanInput, Edit, SimpleForm } from 'react-admin';
import { ReadOnlyAnswers } from './ReadOnlyAnswers';
import { ReviewPanel } from './review/ReviewPanel';
import { ReviewToolbar } from './toolbars';

/**
 * An adoption request or a volunteer application: the review first (stage, note, the applicant's mail,
 * the timeline), then every answer read only. The "pendiente" checkbox (docs/product.md §4) stays, explained by
 * `pendingHelp`: unchecking it approves, checking it reopens.
 */
export function ReviewEdit({
  kind,
  pendingHelp,
  after,
}: {
  kind: ApplicationKind;
  pendingHelp: string;
  /** What follows the review for this kind (an adoption's contract and delivery, issue 37). */
  after?: ReactNode;
}) {
  return (
    <Edit mutationMode="pessimistic">
      <ReviewPanel kind={kind} />
      {after}
      <SimpleForm toolbar={<ReviewToolbar />}>
        <BooleanInput source="isPending" helperText={pendingHelp} />
        <ReadOnlyAnswers />
      </SimpleForm>
    </Edit>
  );
}
