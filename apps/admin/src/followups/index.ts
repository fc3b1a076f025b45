import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { FollowupEdit, FollowupList } from './Followups';

export const followups = {
  list: FollowupList,
  edit: FollowupEdit,
  icon: MarkEmailReadIcon,
  recordRepresentation: 'dogName',
};
