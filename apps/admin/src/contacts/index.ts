import MailIcon from '@mui/icons-material/Mail';
import { ContactList } from './ContactList';
import { ContactShow } from './ContactShow';

export default { list: ContactList, show: ContactShow, icon: MailIcon, recordRepresentation: 'fullName' };
