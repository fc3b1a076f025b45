import { BooleanInput, Edit, SimpleForm } from 'react-admin';
import { ReadOnlyAnswers } from '../components/ReadOnlyAnswers';
import { ReviewToolbar } from '../components/toolbars';

/** Every answer read only; only "pending" changes (SPEC §4). */
export function VolunteerEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm toolbar={<ReviewToolbar />}>
        <BooleanInput source="isPending" helperText="Desmarcalo para aprobar la postulación" />
        <ReadOnlyAnswers />
      </SimpleForm>
    </Edit>
  );
}
