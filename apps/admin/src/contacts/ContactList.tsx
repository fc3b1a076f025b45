import { ADMIN_PAGE_SIZE } from '@campito/core';
import {
  BooleanField,
  Datagrid,
  DateField,
  EmailField,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectInput,
  TextField,
} from 'react-admin';
import { SUBJECT_CHOICES } from '../components/choices';
import { csvExporter } from '../components/export';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="asunto" source="asunto" choices={SUBJECT_CHOICES} />,
  <NullableBooleanInput key="handled" source="handled" alwaysOn />,
];

export function ContactList() {
  return (
    <List
      exporter={csvExporter('contacts')}
      filters={filters}
      perPage={ADMIN_PAGE_SIZE}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="createdAt" locales="es-AR" />
        <TextField source="fullName" />
        <TextField source="asunto" />
        <EmailField source="email" />
        <BooleanField source="handled" />
      </Datagrid>
    </List>
  );
}
