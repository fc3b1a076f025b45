import HandshakeIcon from '@mui/icons-material/Handshake';
import { VolunteerEdit } from './VolunteerEdit';
import { VolunteerList } from './VolunteerList';

export default {
  list: VolunteerList,
  edit: VolunteerEdit,
  icon: HandshakeIcon,
  recordRepresentation: 'name',
};
