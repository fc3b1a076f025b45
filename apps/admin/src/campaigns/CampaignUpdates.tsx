// A campaign's news (issue 36): shown on its page and mailed once, when posted, to its donors who asked for
// them. Correcting one changes the page only.

import { CAMPAIGN_UPDATE_TEXT_MAX } from '@campito/core';
import {
  Create,
  Edit,
  maxLength,
  ReferenceField,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';
import { ImageRefsInput } from '../components/ImageRefsInput';
import { RecordList } from '../components/RecordList';
import { joinTexts, shortDate } from '../components/ResponsiveList';
import { ShelterDateField } from '../components/ShelterDateField';

const textRules = [required(), maxLength(CAMPAIGN_UPDATE_TEXT_MAX)];
const excerpt = (text: unknown) =>
  typeof text === 'string' ? (text.length > 90 ? `${text.slice(0, 89)}…` : text) : '';

function CampaignPicker({ alwaysOn }: { alwaysOn?: boolean }) {
  return (
    <ReferenceInput
      source="campaignId"
      reference="campaigns"
      alwaysOn={alwaysOn}
      sort={{ field: 'endsOn', order: 'DESC' }}
    >
      <SelectInput optionText="title" validate={alwaysOn ? undefined : required()} />
    </ReferenceInput>
  );
}

const filters = [<CampaignPicker key="campaignId" alwaysOn />];

export function CampaignUpdateList() {
  return (
    <RecordList
      filters={filters}
      sortField="createdAt"
      rowClick="edit"
      primaryText={(r) => excerpt(r.text)}
      secondaryText={(r) =>
        joinTexts(shortDate(r.createdAt), r.mailedAt ? 'Enviada a quienes la pidieron' : 'Sin enviar')
      }
    >
      <ShelterDateField source="createdAt" />
      <ReferenceField source="campaignId" reference="campaigns" link={false}>
        <TextField source="title" />
      </ReferenceField>
      <TextField source="text" sx={{ display: 'block', maxWidth: 480 }} />
      <ShelterDateField source="mailedAt" showTime emptyText="—" />
    </RecordList>
  );
}

export function CampaignUpdateCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <CampaignPicker />
        <TextInput
          source="text"
          multiline
          fullWidth
          minRows={4}
          validate={textRules}
          helperText="Se muestra en la página de la campaña. Al publicarla se manda por mail, una sola vez, a quienes ayudaron y pidieron novedades."
        />
        <ImageRefsInput source="image" multiple={false} />
      </SimpleForm>
    </Create>
  );
}

export function CampaignUpdateEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm>
        <ReferenceField source="campaignId" reference="campaigns" link={false}>
          <TextField source="title" />
        </ReferenceField>
        <TextInput
          source="text"
          multiline
          fullWidth
          minRows={4}
          validate={textRules}
          helperText="Los cambios se ven en la página; el mail no se vuelve a mandar."
        />
        <ImageRefsInput source="image" multiple={false} />
      </SimpleForm>
    </Edit>
  );
}
