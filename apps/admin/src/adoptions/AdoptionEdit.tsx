import { BooleanInput, Edit, SimpleForm } from 'react-admin';
import { ReadOnlyAnswers } from '../components/ReadOnlyAnswers';
import { ReviewToolbar } from '../components/toolbars';

/** Every answer read only; approving (pending off) marks the dog adopted on the server. */
export function AdoptionEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm toolbar={<ReviewToolbar />}>
        <BooleanInput
          source="isPending"
          helperText="Desmarcalo para aprobar: el perro deja de estar en adopción"
        />
        <ReadOnlyAnswers />
      </SimpleForm>
    </Edit>
  );
}
