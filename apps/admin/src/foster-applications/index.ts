import HomeIcon from '@mui/icons-material/Home';
import { FosterApplicationEdit } from './FosterApplicationEdit';
import { FosterApplicationList } from './FosterApplicationList';

/** «Ser hogar de tránsito» (issue 38): the applications, reviewed in stages like the volunteers'. */
export default {
  list: FosterApplicationList,
  edit: FosterApplicationEdit,
  icon: HomeIcon,
  recordRepresentation: 'name',
};
