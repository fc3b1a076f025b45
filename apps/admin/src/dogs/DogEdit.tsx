import { Edit, ListButton, TopToolbar } from 'react-admin';
import { SaveOnlyToolbar } from '../components/toolbars';
import { DogFosterCard } from '../foster-placements/DogFosterCard';
import { ApproveDogButton, DarDeBajaButton } from './DogActions';
import { DogForm } from './DogForm';
import { DogReport } from './DogReport';

function DogEditActions() {
  return (
    <TopToolbar>
      <ApproveDogButton />
      <DarDeBajaButton />
      <ListButton />
    </TopToolbar>
  );
}

export function DogEdit() {
  // Pessimistic: the server's validation messages show under the fields.
  return (
    <Edit mutationMode="pessimistic" actions={<DogEditActions />}>
      <DogReport />
      <DogFosterCard />
      <DogForm toolbar={<SaveOnlyToolbar />} />
    </Edit>
  );
}
