import NewspaperIcon from '@mui/icons-material/Newspaper';
import { PressCreate } from './PressCreate';
import { PressEdit } from './PressEdit';
import { PressList } from './PressList';

export default {
  list: PressList,
  create: PressCreate,
  edit: PressEdit,
  icon: NewspaperIcon,
  recordRepresentation: 'media',
};
