import SchoolIcon from '@mui/icons-material/School';
import { EscolarCreate } from './EscolarCreate';
import { EscolarEdit } from './EscolarEdit';
import { EscolarList } from './EscolarList';

export default {
  list: EscolarList,
  create: EscolarCreate,
  edit: EscolarEdit,
  icon: SchoolIcon,
  recordRepresentation: 'title',
  options: { label: 'Educación & Conciencia' },
};
