import { BooleanField, NumberField, ReferenceField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { ShelterDateField } from '../components/ShelterDateField';
import { ValueField } from '../components/ValueField';
import { ConfirmContribution } from './ConfirmContribution';
import { IssueCertificate } from './IssueCertificate';

export function ContributionShow() {
  return (
    <Show>
      <ConfirmContribution />
      <IssueCertificate />
      <SimpleShowLayout>
        <ShelterDateField source="date" showTime />
        <ValueField source="type" />
        <ValueField source="method" />
        <NumberField source="total" locales="es-AR" />
        <ValueField source="currency" />
        <ValueField source="status" />
        <TextField source="name" emptyText="—" />
        <TextField source="email" emptyText="—" />
        <TextField source="dogName" emptyText="—" />
        <ReferenceField source="campaignId" reference="campaigns" emptyText="—" />
        <BooleanField source="thankPublicly" />
        <BooleanField source="wantsUpdates" />
        <TextField source="detail" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
