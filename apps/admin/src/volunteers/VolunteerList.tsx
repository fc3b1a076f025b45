import { ADMIN_PAGE_SIZE } from '@campito/core';
import {
  BooleanField,
  BulkUpdateButton,
  Datagrid,
  DateField,
  EmailField,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectInput,
  TextField,
  TextInput,
} from 'react-admin';
import { CARPOOLING_CHOICES, MODALITY_CHOICES } from '../components/choices';
import { csvExporter } from '../components/export';
import { joinTexts, ResponsiveList, shortDate } from '../components/ResponsiveList';
import { StageField, stageFilter, stageLabel } from '../components/stage';
import { ValueField } from '../components/ValueField';
import { valueLabel } from '../i18n/values';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <TextInput key="name" source="name" />,
  <NullableBooleanInput key="isPending" source="isPending" alwaysOn />,
  stageFilter('volunteer'),
  <SelectInput key="modality" source="modality" choices={MODALITY_CHOICES} />,
  <SelectInput key="carpooling" source="carpooling" choices={CARPOOLING_CHOICES} />,
];

export function VolunteerList() {
  return (
    <List
      exporter={csvExporter('volunteers')}
      filters={filters}
      perPage={ADMIN_PAGE_SIZE}
      sort={{ field: 'date', order: 'DESC' }}
    >
      <ResponsiveList
        rowClick="edit"
        primaryText={(r) => r.name}
        secondaryText={(r) =>
          joinTexts(r.area, valueLabel('volunteers', 'modality', r.modality), shortDate(r.date))
        }
        tertiaryText={stageLabel}
      >
        <Datagrid
          rowClick="edit"
          bulkActionButtons={
            <BulkUpdateButton label="Aprobar" data={{ isPending: false }} mutationMode="pessimistic" />
          }
        >
          <TextField source="name" />
          <EmailField source="email" />
          <TextField source="area" />
          <ValueField source="modality" />
          <DateField source="date" locales="es-AR" />
          <BooleanField source="isPending" />
          <StageField />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
}
