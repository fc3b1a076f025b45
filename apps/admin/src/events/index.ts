import EventIcon from '@mui/icons-material/Event';
import { EventCreate } from './EventCreate';
import { EventEdit } from './EventEdit';
import { EventList } from './EventList';
import { EventShow } from './EventShow';

export default {
  list: EventList,
  create: EventCreate,
  edit: EventEdit,
  show: EventShow,
  icon: EventIcon,
  recordRepresentation: 'title',
};
