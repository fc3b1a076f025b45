import { ADMIN_PAGE_SIZE } from '@campito/core';
import {
  Datagrid,
  DateField,
  DateInput,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
} from 'react-admin';
import {
  CONTRIBUTION_TYPE_CHOICES,
  CURRENCY_CHOICES,
  METHOD_CHOICES,
  STATUS_CHOICES,
} from '../components/choices';
import { csvExporter } from '../components/export';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="type" source="type" choices={CONTRIBUTION_TYPE_CHOICES} />,
  <SelectInput key="method" source="method" choices={METHOD_CHOICES} />,
  <DateInput key="date_gte" source="date_gte" />,
  <DateInput key="date_lte" source="date_lte" />,
  <SelectInput key="currency" source="currency" choices={CURRENCY_CHOICES} />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} />,
];

export function ContributionList() {
  return (
    <List
      exporter={csvExporter('contributions')}
      filters={filters}
      perPage={ADMIN_PAGE_SIZE}
      sort={{ field: 'date', order: 'DESC' }}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="date" locales="es-AR" />
        <TextField source="type" />
        <TextField source="method" />
        <NumberField source="total" locales="es-AR" />
        <TextField source="currency" />
        <TextField source="dogName" />
        <TextField source="email" />
        <TextField source="status" />
      </Datagrid>
    </List>
  );
}
