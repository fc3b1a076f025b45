import { ADMIN_PAGE_SIZE } from '@campito/core';
import { Datagrid, DateField, List, SearchInput, SelectInput, TextField, TextInput } from 'react-admin';
import { CATEGORY_CHOICES } from '../components/choices';
import { csvExporter } from '../components/export';
import { joinTexts, ResponsiveList, shortDate } from '../components/ResponsiveList';
import { ValueField } from '../components/ValueField';
import { valueLabel } from '../i18n/values';

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
      <ResponsiveList
        rowClick="edit"
        primaryText={(r) => r.title}
        secondaryText={(r) => joinTexts(valueLabel('escolar', 'category', r.category), shortDate(r.date))}
      >
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="title" />
          <ValueField source="category" />
          <DateField source="date" locales="es-AR" />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
}
