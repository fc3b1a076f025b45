import InventoryIcon from '@mui/icons-material/Inventory2';
import PlaceIcon from '@mui/icons-material/Place';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import { NeedPledgeEdit, NeedPledgeList } from './NeedPledges';
import { DropPointCreate, DropPointEdit, DropPointList, NeedCreate, NeedEdit, NeedList } from './Needs';

export const needs = {
  list: NeedList,
  create: NeedCreate,
  edit: NeedEdit,
  icon: InventoryIcon,
  recordRepresentation: 'name',
};
export const dropPoints = {
  list: DropPointList,
  create: DropPointCreate,
  edit: DropPointEdit,
  icon: PlaceIcon,
  recordRepresentation: 'name',
};
export const needPledges = { list: NeedPledgeList, edit: NeedPledgeEdit, icon: VolunteerActivismIcon };
