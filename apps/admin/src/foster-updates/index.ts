import ForumIcon from '@mui/icons-material/Forum';
import { FosterUpdateList, FosterUpdateShow } from './FosterUpdates';

export default {
  list: FosterUpdateList,
  show: FosterUpdateShow,
  icon: ForumIcon,
  recordRepresentation: 'dogName',
};
