import HistoryIcon from '@mui/icons-material/History';
import { AuditList } from './AuditList';
import { AuditShow } from './AuditShow';

export default { list: AuditList, show: AuditShow, icon: HistoryIcon };
