import AssignmentIcon from '@mui/icons-material/Assignment';
import { AdoptionEdit } from './AdoptionEdit';
import { AdoptionList } from './AdoptionList';

export default { list: AdoptionList, edit: AdoptionEdit, icon: AssignmentIcon, recordRepresentation: 'name' };
