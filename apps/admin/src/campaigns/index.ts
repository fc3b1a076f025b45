import FlagIcon from '@mui/icons-material/Flag';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import { CampaignCreate, CampaignEdit, CampaignList } from './Campaigns';
import { CampaignUpdateCreate, CampaignUpdateEdit, CampaignUpdateList } from './CampaignUpdates';

export const campaigns = {
  list: CampaignList,
  create: CampaignCreate,
  edit: CampaignEdit,
  icon: FlagIcon,
  recordRepresentation: 'title',
};
export const campaignUpdates = {
  list: CampaignUpdateList,
  create: CampaignUpdateCreate,
  edit: CampaignUpdateEdit,
  icon: NewspaperIcon,
};
