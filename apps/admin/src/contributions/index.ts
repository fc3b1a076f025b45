import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import { ContributionCreate } from './ContributionCreate';
import { ContributionList } from './ContributionList';
import { ContributionShow } from './ContributionShow';

export default {
  list: ContributionList,
  create: ContributionCreate,
  show: ContributionShow,
  icon: VolunteerActivismIcon,
};
