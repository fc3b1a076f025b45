import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { CommitmentCreate, CommitmentEdit, CommitmentList } from './Commitments';
import { ReturnCreate, ReturnEdit, ReturnList } from './Returns';

export const commitments = {
  list: CommitmentList,
  create: CommitmentCreate,
  edit: CommitmentEdit,
  icon: EventAvailableIcon,
  recordRepresentation: 'description',
};
export const returns = {
  list: ReturnList,
  create: ReturnCreate,
  edit: ReturnEdit,
  icon: AssignmentReturnIcon,
  recordRepresentation: 'dogName',
};
