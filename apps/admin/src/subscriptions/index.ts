import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { SubscriptionList } from './SubscriptionList';
import { SubscriptionShow } from './SubscriptionShow';

export default {
  list: SubscriptionList,
  show: SubscriptionShow,
  icon: EventRepeatIcon,
};
