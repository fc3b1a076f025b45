import HistoryIcon from '@mui/icons-material/History';
import { AuditList } from './AuditList';
import { AuditShow, auditRecordName } from './AuditShow';

export default { list: AuditList, show: AuditShow, icon: HistoryIcon, recordRepresentation: auditRecordName };
