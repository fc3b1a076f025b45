import { EmailField, TextField, TextInput } from 'react-admin';
import { csvExporter } from '../components/export';
import { RecordList } from '../components/RecordList';
import { joinTexts, shortDate } from '../components/ResponsiveList';
import { APPLICANT_ROW, applicantFilters, REVIEW_COLUMNS } from '../components/stage';

const filters = [<TextInput key="nameDog" source="nameDog" />, ...applicantFilters('adoption')];

export function AdoptionList() {
  return (
    <RecordList
      exporter={csvExporter('adoptions')}
      filters={filters}
      sortField="date"
      {...APPLICANT_ROW}
      secondaryText={(r) => joinTexts(r.nameDog && `para ${r.nameDog}`, shortDate(r.date))}
    >
      <TextField source="nameDog" />
      <TextField source="name" />
      <EmailField source="email" />
      {REVIEW_COLUMNS}
    </RecordList>
  );
}
