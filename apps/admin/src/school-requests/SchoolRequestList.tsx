import { EmailField, NumberField, SelectInput, TextField, TextInput } from 'react-admin';
import { RecordList } from '../components/RecordList';
import { joinTexts, shortDate } from '../components/ResponsiveList';
import { applicantFilters, REVIEW_COLUMNS, stageLabel } from '../components/stage';
import { ValueField } from '../components/ValueField';
import { choicesOf, valueLabel } from '../i18n/values';

const filters = [
  <TextInput key="school" source="school" />,
  ...applicantFilters('school'),
  <SelectInput key="level" source="level" choices={choicesOf('schoolLevel')} />,
  <SelectInput key="modality" source="modality" choices={choicesOf('schoolModality')} />,
];

/** «Charlas en escuelas» (issue 35): schools' requests for a talk, newest first, by stage. */
export function SchoolRequestList() {
  return (
    <RecordList
      filters={filters}
      sortField="date"
      rowClick="edit"
      primaryText={(r) => r.school}
      secondaryText={(r) =>
        joinTexts(r.name, valueLabel('school-requests', 'level', r.level), shortDate(r.date))
      }
      tertiaryText={stageLabel}
    >
      <TextField source="school" />
      <ValueField source="level" />
      <NumberField source="students" />
      <TextField source="name" />
      <EmailField source="email" />
      <ValueField source="modality" />
      {REVIEW_COLUMNS}
    </RecordList>
  );
}
