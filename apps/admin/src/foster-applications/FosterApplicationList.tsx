import { EmailField, SelectInput, TextField } from 'react-admin';
import { SIZE_CHOICES } from '../components/choices';
import { csvExporter } from '../components/export';
import { RecordList } from '../components/RecordList';
import { joinTexts, shortDate } from '../components/ResponsiveList';
import { APPLICANT_ROW, applicantFilters, REVIEW_COLUMNS } from '../components/stage';
import { ValueField } from '../components/ValueField';
import { choicesOf, valueLabel } from '../i18n/values';

const filters = [
  ...applicantFilters('foster'),
  <SelectInput key="home" source="home" choices={choicesOf('fosterHome')} />,
  <SelectInput key="timeAtHome" source="timeAtHome" choices={choicesOf('fosterTimeAtHome')} />,
  <SelectInput key="sizes" source="sizes" choices={SIZE_CHOICES} />,
  <SelectInput key="canTake" source="canTake" choices={choicesOf('fosterCanTake')} />,
  <SelectInput key="duration" source="duration" choices={choicesOf('fosterDuration')} />,
];

/**
 * «Hogares de tránsito (solicitudes)», newest first, by stage. The address is not among the records (nor
 * in the export): the application's page reads it on demand, audited (AddressCard).
 */
export function FosterApplicationList() {
  return (
    <RecordList
      exporter={csvExporter('foster-applications')}
      filters={filters}
      sortField="date"
      {...APPLICANT_ROW}
      secondaryText={(r) =>
        joinTexts(r.area, valueLabel('foster-applications', 'duration', r.duration), shortDate(r.date))
      }
    >
      <TextField source="name" />
      <EmailField source="email" />
      <TextField source="area" />
      <ValueField source="home" />
      <ValueField source="duration" />
      {REVIEW_COLUMNS}
    </RecordList>
  );
}
