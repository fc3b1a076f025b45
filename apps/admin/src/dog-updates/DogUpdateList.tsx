import { ReferenceField, TextField } from 'react-admin';
import { DogInput } from '../components/DogInput';
import { RecordList } from '../components/RecordList';
import { joinTexts, shortDate } from '../components/ResponsiveList';
import { ShelterDateField } from '../components/ShelterDateField';

// "Novedades" (issue 18): staff's short news about a dog, shown on its page and mailed once to its
// sponsors who asked for them.

const excerpt = (text: unknown) =>
  typeof text === 'string' ? (text.length > 90 ? `${text.slice(0, 89)}…` : text) : '';

const filters = [<DogInput key="dogId" source="dogId" alwaysOn label="resources.dog-updates.fields.dogId" />];

export function DogUpdateList() {
  return (
    <RecordList
      filters={filters}
      sortField="createdAt"
      rowClick="edit"
      primaryText={(r) => excerpt(r.text)}
      secondaryText={(r) =>
        joinTexts(shortDate(r.createdAt), r.mailedAt ? 'Enviada a los padrinos' : 'Sin enviar')
      }
    >
      <ShelterDateField source="createdAt" />
      <ReferenceField source="dogId" reference="dogs" link={false}>
        <TextField source="name" />
      </ReferenceField>
      <TextField source="text" sx={{ display: 'block', maxWidth: 480 }} />
      <ShelterDateField source="mailedAt" showTime emptyText="—" />
    </RecordList>
  );
}
