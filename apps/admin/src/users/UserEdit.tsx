import { Alert } from '@mui/material';
import {
  BooleanInput,
  Edit,
  EmailField,
  Labeled,
  SelectArrayInput,
  SimpleForm,
  TextField,
  usePermissions,
} from 'react-admin';
import { ROLE_CHOICES } from '../components/choices';
import { SaveOnlyToolbar } from '../components/toolbars';

export function UserEdit() {
  const { permissions } = usePermissions<string[]>();
  const superAdmin = permissions?.includes('superAdmin') ?? false;
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <Labeled>
          <TextField source="name" />
        </Labeled>
        <Labeled>
          <EmailField source="email" />
        </Labeled>
        {!superAdmin && (
          <Alert severity="info">Sólo alguien con el rol Superadministrador/a puede cambiar los roles.</Alert>
        )}
        <SelectArrayInput source="roles" choices={ROLE_CHOICES} disabled={!superAdmin} />
        <BooleanInput source="isDelete" helperText="Una cuenta desactivada no puede ingresar" />
      </SimpleForm>
    </Edit>
  );
}
