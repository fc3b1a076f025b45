import { Chip } from '@mui/material';
import { BooleanInput, EmailField, FunctionField, type RaRecord, TextField, TextInput } from 'react-admin';
import { csvExporter } from '../components/export';
import { RecordList } from '../components/RecordList';
import { joinTexts, shortDate } from '../components/ResponsiveList';
import { APPLICANT_ROW, applicantFilters, REVIEW_COLUMNS } from '../components/stage';

const filters = [
  <TextInput key="nameDog" source="nameDog" />,
  <BooleanInput key="dogAdopted" source="dogAdopted" />,
  ...applicantFilters('adoption'),
];

/** Still open although its dog already has a family: someone has to tell this person (issue 34, item 4). */
const waitsForAdoptedDog = (r: RaRecord) => Boolean(r.dogAdopted && r.isPending);
const ADOPTED_FLAG = 'Ya adoptado';

/** The dog's name, flagged when it found a family while this request is still open (header from its props). */
function DogColumn(props: { source: string; sortBy: string }) {
  return (
    <FunctionField
      {...props}
      render={(r: RaRecord) => (
        <>
          {r.nameDog}
          {waitsForAdoptedDog(r) ? (
            // The site's badge colours (stage.tsx): AA contrast.
            <Chip size="small" label={ADOPTED_FLAG} sx={{ ml: 1, bgcolor: '#fff0d6', color: '#6b4200' }} />
          ) : null}
        </>
      )}
    />
  );
}

export function AdoptionList() {
  return (
    <RecordList
      exporter={csvExporter('adoptions')}
      filters={filters}
      sortField="date"
      {...APPLICANT_ROW}
      secondaryText={(r) =>
        joinTexts(
          r.nameDog && `para ${r.nameDog}`,
          waitsForAdoptedDog(r) && ADOPTED_FLAG.toLowerCase(),
          shortDate(r.date),
        )
      }
    >
      <DogColumn source="nameDog" sortBy="nameDog" />
      <TextField source="name" />
      <EmailField source="email" />
      {REVIEW_COLUMNS}
    </RecordList>
  );
}
