import MailIcon from '@mui/icons-material/Mail';
import { MailList } from './MailList';
import { MailShow } from './MailShow';

/** The mail outbox, read-only (the dashboard's failed mails link to it). */
export default { list: MailList, show: MailShow, icon: MailIcon };
