import { ADMIN_PAGE_SIZE } from '@campito/core';
import { Datagrid, DateField, List, SearchInput, SelectInput, TextField, TextInput } from 'react-admin';
import { PRESS_TYPE_CHOICES } from '../components/choices';
import { csvExporter } from '../components/export';
import { joinTexts, ResponsiveList, shortDate } from '../components/ResponsiveList';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <TextInput key="media" source="media" />,
  <SelectInput key="type" source="type" choices={PRESS_TYPE_CHOICES} />,
  <TextInput key="title" source="title" />,
];

export function PressList() {
  return (
    <List
      exporter={csvExporter('press')}
      filters={filters}
      perPage={ADMIN_PAGE_SIZE}
      sort={{ field: 'date', order: 'DESC' }}
    >
      <ResponsiveList
        rowClick="edit"
        primaryText={(r) => r.title}
        secondaryText={(r) => joinTexts(r.media, r.type, shortDate(r.date))}
      >
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="media" />
          <TextField source="type" />
          <TextField source="title" />
          <DateField source="date" locales="es-AR" />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
}
