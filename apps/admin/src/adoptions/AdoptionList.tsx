import { ADMIN_PAGE_SIZE } from '@campito/core';
import {
  BooleanField,
  Datagrid,
  DateField,
  EmailField,
  List,
  NullableBooleanInput,
  SearchInput,
  TextField,
  TextInput,
} from 'react-admin';
import { csvExporter } from '../components/export';
import { joinTexts, ResponsiveList, shortDate } from '../components/ResponsiveList';
import { StageField, stageFilter, stageLabel } from '../components/stage';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <TextInput key="nameDog" source="nameDog" />,
  <TextInput key="name" source="name" />,
  <NullableBooleanInput key="isPending" source="isPending" alwaysOn />,
  stageFilter('adoption'),
];

export function AdoptionList() {
  return (
    <List
      exporter={csvExporter('adoptions')}
      filters={filters}
      perPage={ADMIN_PAGE_SIZE}
      sort={{ field: 'date', order: 'DESC' }}
    >
      <ResponsiveList
        rowClick="edit"
        primaryText={(r) => r.name}
        secondaryText={(r) => joinTexts(r.nameDog && `para ${r.nameDog}`, shortDate(r.date))}
        tertiaryText={stageLabel}
      >
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="nameDog" />
          <TextField source="name" />
          <EmailField source="email" />
          <DateField source="date" locales="es-AR" />
          <BooleanField source="isPending" />
          <StageField />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
}
