import PetsIcon from '@mui/icons-material/Pets';
import { DogCreate } from './DogCreate';
import { DogEdit } from './DogEdit';
import { DogList } from './DogList';

export default {
  list: DogList,
  create: DogCreate,
  edit: DogEdit,
  icon: PetsIcon,
  recordRepresentation: 'name',
  options: { label: 'Perritos' },
};
