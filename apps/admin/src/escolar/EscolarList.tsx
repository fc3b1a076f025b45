import { SelectInput, TextField, TextInput } from 'react-admin';
import { CATEGORY_CHOICES } from '../components/choices';
import { csvExporter } from '../components/export';
import { RecordList } from '../components/RecordList';
import { joinTexts, shortDate } from '../components/ResponsiveList';
import { ShelterDateField } from '../components/ShelterDateField';
import { ValueField } from '../components/ValueField';
import { valueLabel } from '../i18n/values';

const filters = [
  <TextInput key="title" source="title" />,
  <SelectInput key="category" source="category" choices={CATEGORY_CHOICES} />,
];

export function EscolarList() {
  return (
    <RecordList
      exporter={csvExporter('escolar')}
      filters={filters}
      sortField="date"
      title="Educación & Conciencia"
      rowClick="edit"
      primaryText={(r) => r.title}
      secondaryText={(r) => joinTexts(valueLabel('escolar', 'category', r.category), shortDate(r.date))}
    >
      <TextField source="title" />
      <ValueField source="category" />
      <ShelterDateField source="date" />
    </RecordList>
  );
}
