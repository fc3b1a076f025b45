import CampaignIcon from '@mui/icons-material/Campaign';
import { DogUpdateCreate, DogUpdateEdit } from './DogUpdateForms';
import { DogUpdateList } from './DogUpdateList';

export default {
  list: DogUpdateList,
  create: DogUpdateCreate,
  edit: DogUpdateEdit,
  icon: CampaignIcon,
};
