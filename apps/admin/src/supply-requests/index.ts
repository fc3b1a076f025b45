import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { SupplyRequestEdit, SupplyRequestList } from './SupplyRequests';

export default {
  list: SupplyRequestList,
  edit: SupplyRequestEdit,
  icon: LocalShippingIcon,
  recordRepresentation: 'kind',
};
