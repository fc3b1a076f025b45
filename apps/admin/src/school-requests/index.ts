import CoPresentIcon from '@mui/icons-material/CoPresent';
import { SchoolRequestEdit } from './SchoolRequestEdit';
import { SchoolRequestList } from './SchoolRequestList';

export default {
  list: SchoolRequestList,
  edit: SchoolRequestEdit,
  icon: CoPresentIcon,
  recordRepresentation: 'school',
};
