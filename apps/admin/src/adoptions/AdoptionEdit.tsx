import { BooleanInput, Edit, SimpleForm } from 'react-admin';
import { ReadOnlyAnswers } from '../components/ReadOnlyAnswers';
import { ReviewPanel } from '../components/ReviewPanel';
import { ReviewToolbar } from '../components/toolbars';

/**
 * The review first (stage, note, the applicant's mail, the timeline), then every answer read only. SPEC's
 * "pendiente" checkbox stays: unchecking it approves (the dog is adopted), checking it reopens.
 */
export function AdoptionEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <ReviewPanel kind="adoption" />
      <SimpleForm toolbar={<ReviewToolbar />}>
        <BooleanInput
          source="isPending"
          helperText="Desmarcalo para aprobar (el perro pasa a «Ya tiene familia»); los demás estados, arriba"
        />
        <ReadOnlyAnswers />
      </SimpleForm>
    </Edit>
  );
}
