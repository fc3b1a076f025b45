import { BulkUpdateButton, EmailField, SelectInput, TextField } from 'react-admin';
import { CARPOOLING_CHOICES, MODALITY_CHOICES } from '../components/choices';
import { csvExporter } from '../components/export';
import { RecordList } from '../components/RecordList';
import { joinTexts, shortDate } from '../components/ResponsiveList';
import { APPLICANT_ROW, applicantFilters, REVIEW_COLUMNS } from '../components/stage';
import { ValueField } from '../components/ValueField';
import { valueLabel } from '../i18n/values';

const filters = [
  ...applicantFilters('volunteer'),
  <SelectInput key="modality" source="modality" choices={MODALITY_CHOICES} />,
  <SelectInput key="carpooling" source="carpooling" choices={CARPOOLING_CHOICES} />,
];

export function VolunteerList() {
  return (
    <RecordList
      exporter={csvExporter('volunteers')}
      filters={filters}
      sortField="date"
      {...APPLICANT_ROW}
      secondaryText={(r) =>
        joinTexts(r.area, valueLabel('volunteers', 'modality', r.modality), shortDate(r.date))
      }
      bulkActionButtons={
        <BulkUpdateButton label="Aprobar" data={{ isPending: false }} mutationMode="pessimistic" />
      }
    >
      <TextField source="name" />
      <EmailField source="email" />
      <TextField source="area" />
      <ValueField source="modality" />
      {REVIEW_COLUMNS}
    </RecordList>
  );
}
