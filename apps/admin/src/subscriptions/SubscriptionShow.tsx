import {
  BooleanField,
  Datagrid,
  DateField,
  NumberField,
  ReferenceManyField,
  Show,
  SimpleShowLayout,
  TextField,
} from 'react-admin';
import { ValueField } from '../components/ValueField';

/** One monthly plan and the months charged on it (its paid contributions). */
export function SubscriptionShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <ValueField source="status" />
        <ValueField source="provider" />
        <TextField source="providerSubscriptionId" emptyText="—" />
        <NumberField source="amount" locales="es-AR" />
        <ValueField source="currency" />
        <ValueField source="type" />
        <TextField source="dogName" emptyText="—" />
        <TextField source="name" emptyText="—" />
        <TextField source="email" emptyText="—" />
        <BooleanField source="wantsUpdates" />
        <DateField source="createdAt" showTime locales="es-AR" />
        <DateField source="startedAt" showTime locales="es-AR" emptyText="—" />
        <DateField source="lastChargeAt" showTime locales="es-AR" emptyText="—" />
        <DateField source="cancelledAt" showTime locales="es-AR" emptyText="—" />
        <ReferenceManyField
          label="Meses cobrados"
          reference="contributions"
          target="subscriptionId"
          sort={{ field: 'date', order: 'DESC' }}
        >
          <Datagrid rowClick="show" bulkActionButtons={false}>
            <DateField source="date" locales="es-AR" />
            <NumberField source="total" locales="es-AR" />
            <ValueField source="status" />
          </Datagrid>
        </ReferenceManyField>
      </SimpleShowLayout>
    </Show>
  );
}
