import { SelectInput, TextField, TextInput } from 'react-admin';
import { PRESS_TYPE_CHOICES } from '../components/choices';
import { csvExporter } from '../components/export';
import { RecordList } from '../components/RecordList';
import { joinTexts, shortDate } from '../components/ResponsiveList';
import { ShelterDateField } from '../components/ShelterDateField';

const filters = [
  <TextInput key="media" source="media" />,
  <SelectInput key="type" source="type" choices={PRESS_TYPE_CHOICES} />,
  <TextInput key="title" source="title" />,
];

export function PressList() {
  return (
    <RecordList
      exporter={csvExporter('press')}
      filters={filters}
      sortField="date"
      rowClick="edit"
      primaryText={(r) => r.title}
      secondaryText={(r) => joinTexts(r.media, r.type, shortDate(r.date))}
    >
      <TextField source="media" />
      <TextField source="type" />
      <TextField source="title" />
      <ShelterDateField source="date" />
    </RecordList>
  );
}
