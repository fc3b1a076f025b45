import { BooleanInput, Edit, SimpleForm } from 'react-admin';
import { ReadOnlyAnswers } from '../components/ReadOnlyAnswers';
import { ReviewPanel } from '../components/ReviewPanel';
import { ReviewToolbar } from '../components/toolbars';

/** The review first (stage, note, mail, timeline), then every answer read only; SPEC's checkbox stays. */
export function VolunteerEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <ReviewPanel kind="volunteer" />
      <SimpleForm toolbar={<ReviewToolbar />}>
        <BooleanInput
          source="isPending"
          helperText="Desmarcalo para sumarla al equipo (estado «Incorporada»); los demás estados, arriba"
        />
        <ReadOnlyAnswers />
      </SimpleForm>
    </Edit>
  );
}
