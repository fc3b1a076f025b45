import { ADMIN_PAGE_SIZE } from '@campito/core';
import { Datagrid, DateField, List, SearchInput, SelectInput, TextField, TextInput } from 'react-admin';
import { CATEGORY_CHOICES } from '../components/choices';
import { csvExporter } from '../components/export';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <TextInput key="title" source="title" />,
  <SelectInput key="category" source="category" choices={CATEGORY_CHOICES} />,
];

export function EscolarList() {
  return (
    <List
      exporter={csvExporter('escolar')}
      filters={filters}
      perPage={ADMIN_PAGE_SIZE}
      sort={{ field: 'date', order: 'DESC' }}
      title="Educación & Conciencia"
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="title" />
        <TextField source="category" />
        <DateField source="date" locales="es-AR" />
      </Datagrid>
    </List>
  );
}
