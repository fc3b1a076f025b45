import { ADMIN_PAGE_SIZE } from '@campito/core';
import {
  Datagrid,
  EmailField,
  FunctionField,
  List,
  NullableBooleanInput,
  type RaRecord,
  SearchInput,
  SelectInput,
  TextField,
  TextInput,
} from 'react-admin';
import { ROLE_CHOICES } from '../components/choices';
import { joinTexts, ResponsiveList } from '../components/ResponsiveList';
import { formatValue } from '../i18n/values';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <TextInput key="name" source="name" />,
  <SelectInput key="roles" source="roles" choices={ROLE_CHOICES} />,
  <NullableBooleanInput key="isDelete" source="isDelete" />,
];

export function UserList() {
  return (
    <List
      filters={filters}
      perPage={ADMIN_PAGE_SIZE}
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={false}
    >
      <ResponsiveList
        rowClick="edit"
        primaryText={(r) => r.name}
        secondaryText={(r) => joinTexts(r.email, formatValue('users', 'roles', r.roles))}
        tertiaryText={(r) => (r.isDelete ? 'Desactivado' : null)}
      >
        <Datagrid rowClick="edit" bulkActionButtons={false}>
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
        </Datagrid>
      </ResponsiveList>
    </List>
  );
}
