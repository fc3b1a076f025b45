import { ADMIN_PAGE_SIZE } from '@campito/core';
import { Datagrid, DateField, List, SearchInput, SelectInput, TextField, TextInput } from 'react-admin';

const RESOURCES = [
  'dogs',
  'users',
  'press',
  'contributions',
  'volunteers',
  'adoptions',
  'escolar',
  'interfaces',
  'contacts',
];
const ACTIONS = [
  { id: 'create', name: 'Alta' },
  { id: 'update', name: 'Modificación' },
  { id: 'delete', name: 'Baja / borrado' },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="resource" source="resource" choices={RESOURCES.map((id) => ({ id, name: id }))} />,
  <SelectInput key="action" source="action" choices={ACTIONS} />,
  <TextInput key="recordId" source="recordId" />,
];

export function AuditList() {
  return (
    <List
      filters={filters}
      perPage={ADMIN_PAGE_SIZE}
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={false}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="createdAt" showTime locales="es-AR" />
        <TextField source="actorEmail" />
        <TextField source="action" />
        <TextField source="resource" />
        <TextField source="recordId" />
      </Datagrid>
    </List>
  );
}
