import {
  EmailField,
  FunctionField,
  NullableBooleanInput,
  type RaRecord,
  SelectInput,
  TextField,
  TextInput,
} from 'react-admin';
import { ROLE_CHOICES } from '../components/choices';
import { RecordList } from '../components/RecordList';
import { joinTexts } from '../components/ResponsiveList';
import { formatValue } from '../i18n/values';

const filters = [
  <TextInput key="name" source="name" />,
  <SelectInput key="roles" source="roles" choices={ROLE_CHOICES} />,
  <NullableBooleanInput key="isDelete" source="isDelete" />,
];

export function UserList() {
  return (
    <RecordList
      filters={filters}
      sortField="createdAt"
      rowClick="edit"
      primaryText={(r) => r.name}
      secondaryText={(r) => joinTexts(r.email, formatValue('users', 'roles', r.roles))}
      tertiaryText={(r) => (r.isDelete ? 'Desactivado' : null)}
    >
      <TextField source="name" />
      <EmailField source="email" />
      <FunctionField
        source="roles"
        sortable={false}
        render={(r: RaRecord) => formatValue('users', 'roles', r.roles)}
      />
      <FunctionField
        label="resources.users.fields.active"
        sortBy="isDelete"
        render={(r: RaRecord) => (r.isDelete ? 'No' : 'Sí')}
      />
    </RecordList>
  );
}
