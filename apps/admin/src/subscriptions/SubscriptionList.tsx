import { formatAmount } from '@campito/core';
import {
  BooleanField,
  DateInput,
  ExportButton,
  FilterButton,
  NumberField,
  SelectInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import {
  CONTRIBUTION_TYPE_CHOICES,
  SUBSCRIPTION_PROVIDER_CHOICES,
  SUBSCRIPTION_STATUS_CHOICES,
} from '../components/choices';
import { csvExporter } from '../components/export';
import { RecordList } from '../components/RecordList';
import { joinTexts, shortDate } from '../components/ResponsiveList';
import { ShelterDateField } from '../components/ShelterDateField';
import { ValueField } from '../components/ValueField';
import { valueLabel } from '../i18n/values';
import { ProposeIncrease } from './ProposeIncrease';

// "Aportes mensuales" (issue 18): the monthly plans donors started with MercadoPago or PayPal, as the
// providers' notifications keep them. Read only: staff see who gives monthly and in what state.

const amount = (value: unknown, currency: unknown) =>
  typeof value === 'number' ? formatAmount(value, currency === 'USD' ? 'USD' : 'ARS') : '';

const filters = [
  <SelectInput key="status" source="status" choices={SUBSCRIPTION_STATUS_CHOICES} alwaysOn />,
  <SelectInput key="provider" source="provider" choices={SUBSCRIPTION_PROVIDER_CHOICES} alwaysOn />,
  <SelectInput key="type" source="type" choices={CONTRIBUTION_TYPE_CHOICES} />,
  <DateInput key="createdAt_gte" source="createdAt_gte" />,
  <DateInput key="createdAt_lte" source="createdAt_lte" />,
];

const exporter = csvExporter('subscriptions');

function SubscriptionListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <ProposeIncrease />
      <ExportButton exporter={exporter} />
    </TopToolbar>
  );
}

export function SubscriptionList() {
  return (
    <RecordList
      exporter={exporter}
      listActions={<SubscriptionListActions />}
      filters={filters}
      sortField="createdAt"
      rowClick="show"
      primaryText={(r) =>
        joinTexts(`${amount(r.amount, r.currency)} por mes`, r.dogName ? `Padrinazgo de ${r.dogName}` : null)
      }
      secondaryText={(r) =>
        joinTexts(valueLabel('subscriptions', 'provider', r.provider), r.email, shortDate(r.createdAt))
      }
      tertiaryText={(r) => valueLabel('subscriptions', 'status', r.status)}
    >
      <ShelterDateField source="createdAt" />
      <ValueField source="status" />
      <ValueField source="provider" />
      <NumberField source="amount" locales="es-AR" />
      <ValueField source="currency" />
      <ValueField source="type" />
      <TextField source="dogName" emptyText="—" />
      <TextField source="email" emptyText="—" />
      <BooleanField source="wantsUpdates" />
      <ShelterDateField source="lastChargeAt" emptyText="—" />
    </RecordList>
  );
}
