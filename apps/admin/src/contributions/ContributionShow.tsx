import { DateField, NumberField, Show, SimpleShowLayout, TextField } from 'react-admin';

export function ContributionShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <DateField source="date" showTime locales="es-AR" />
        <TextField source="type" />
        <TextField source="method" />
        <NumberField source="total" locales="es-AR" />
        <TextField source="currency" />
        <TextField source="status" />
        <TextField source="name" emptyText="—" />
        <TextField source="email" emptyText="—" />
        <TextField source="dogName" emptyText="—" />
        <TextField source="detail" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
