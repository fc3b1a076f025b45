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
import { joinTexts, ResponsiveList, shortDate } from '../components/ResponsiveList';
import { ValueField } from '../components/ValueField';
import { valueLabel } from '../i18n/values';

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
      <ResponsiveList
        rowClick="show"
        primaryText={(r) => r.fullName}
        secondaryText={(r) => joinTexts(valueLabel('contacts', 'asunto', r.asunto), shortDate(r.createdAt))}
        tertiaryText={(r) => (r.handled ? 'Atendido' : 'Sin atender')}
      >
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <DateField source="createdAt" locales="es-AR" />
          <TextField source="fullName" />
          <ValueField source="asunto" />
          <EmailField source="email" />
          <BooleanField source="handled" />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
}
