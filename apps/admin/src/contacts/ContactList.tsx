import { BooleanField, EmailField, NullableBooleanInput, SelectInput, TextField } from 'react-admin';
import { SUBJECT_CHOICES } from '../components/choices';
import { csvExporter } from '../components/export';
import { RecordList } from '../components/RecordList';
import { joinTexts, shortDate } from '../components/ResponsiveList';
import { ShelterDateField } from '../components/ShelterDateField';
import { ValueField } from '../components/ValueField';
import { valueLabel } from '../i18n/values';

const filters = [
  <SelectInput key="asunto" source="asunto" choices={SUBJECT_CHOICES} />,
  <NullableBooleanInput key="handled" source="handled" alwaysOn />,
];

export function ContactList() {
  return (
    <RecordList
      exporter={csvExporter('contacts')}
      filters={filters}
      sortField="createdAt"
      rowClick="show"
      primaryText={(r) => r.fullName}
      secondaryText={(r) => joinTexts(valueLabel('contacts', 'asunto', r.asunto), shortDate(r.createdAt))}
      tertiaryText={(r) => (r.handled ? 'Atendido' : 'Sin atender')}
    >
      <ShelterDateField source="createdAt" />
      <TextField source="fullName" />
      <ValueField source="asunto" />
      <EmailField source="email" />
      <BooleanField source="handled" />
    </RecordList>
  );
}
