import { DateInput, NumberField, ReferenceInput, SelectInput, TextField } from 'react-admin';
import {
  CONTRIBUTION_TYPE_CHOICES,
  CURRENCY_CHOICES,
  METHOD_CHOICES,
  STATUS_CHOICES,
} from '../components/choices';
import { csvExporter } from '../components/export';
import { RecordList } from '../components/RecordList';
import { joinTexts, shortDate } from '../components/ResponsiveList';
import { ShelterDateField } from '../components/ShelterDateField';
import { ValueField } from '../components/ValueField';
import { valueLabel } from '../i18n/values';

const amount = (total: unknown, currency: unknown) =>
  typeof total === 'number'
    ? total.toLocaleString('es-AR', {
        style: 'currency',
        currency: currency === 'USD' ? 'USD' : 'ARS',
        maximumFractionDigits: 2,
      })
    : '';

const filters = [
  <SelectInput key="type" source="type" choices={CONTRIBUTION_TYPE_CHOICES} />,
  <SelectInput key="method" source="method" choices={METHOD_CHOICES} />,
  <DateInput key="date_gte" source="date_gte" />,
  <DateInput key="date_lte" source="date_lte" />,
  <SelectInput key="currency" source="currency" choices={CURRENCY_CHOICES} />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} />,
  <ReferenceInput
    key="campaignId"
    source="campaignId"
    reference="campaigns"
    sort={{ field: 'endsOn', order: 'DESC' }}
  >
    <SelectInput optionText="title" />
  </ReferenceInput>,
];

export function ContributionList() {
  return (
    <RecordList
      exporter={csvExporter('contributions')}
      filters={filters}
      sortField="date"
      rowClick="show"
      primaryText={(r) => joinTexts(amount(r.total, r.currency), valueLabel('contributions', 'type', r.type))}
      secondaryText={(r) =>
        joinTexts(valueLabel('contributions', 'method', r.method), shortDate(r.date), r.dogName, r.email)
      }
      tertiaryText={(r) => valueLabel('contributions', 'status', r.status)}
    >
      <ShelterDateField source="date" />
      <ValueField source="type" />
      <ValueField source="method" />
      <NumberField source="total" locales="es-AR" />
      <ValueField source="currency" />
      <TextField source="dogName" />
      <TextField source="email" />
      <ValueField source="status" />
    </RecordList>
  );
}
