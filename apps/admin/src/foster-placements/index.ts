import HomeIcon from '@mui/icons-material/Home';
import { PlacementCreate, PlacementEdit, PlacementList } from './Placements';

export default {
  list: PlacementList,
  create: PlacementCreate,
  edit: PlacementEdit,
  icon: HomeIcon,
  recordRepresentation: 'fosterName',
};
