import {
  BooleanField,
  Datagrid,
  NumberField,
  ReferenceManyField,
  Show,
  SimpleShowLayout,
  TextField,
} from 'react-admin';
import { ShelterDateField } from '../components/ShelterDateField';
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
        <ShelterDateField source="createdAt" showTime />
        <ShelterDateField source="startedAt" showTime emptyText="—" />
        <ShelterDateField source="lastChargeAt" showTime emptyText="—" />
        <ShelterDateField source="cancelledAt" showTime emptyText="—" />
        <ReferenceManyField
          label="Meses cobrados"
          reference="contributions"
          target="subscriptionId"
          sort={{ field: 'date', order: 'DESC' }}
        >
          <Datagrid rowClick="show" bulkActionButtons={false}>
            <ShelterDateField source="date" />
            <NumberField source="total" locales="es-AR" />
            <ValueField source="status" />
          </Datagrid>
        </ReferenceManyField>
      </SimpleShowLayout>
    </Show>
  );
}
