// «Necesitamos» (issue 36): what the shelter needs in kind and the drop-off points, as /necesitamos shows
// them. Staff add, reorder, turn off or delete them; the rules are core's (schemas/needs.ts).
import {
  BooleanField,
  BooleanInput,
  Create,
  Edit,
  NumberField,
  NumberInput,
  required,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';
import { NEED_URGENCY_CHOICES } from '../components/choices';
import { RecordList } from '../components/RecordList';
import { joinTexts } from '../components/ResponsiveList';
import { ValueField } from '../components/ValueField';
import { valueLabel } from '../i18n/values';

const needFilters = [
  <SelectInput key="urgency" source="urgency" choices={NEED_URGENCY_CHOICES} />,
  <SelectInput
    key="active"
    source="active"
    choices={[
      { id: 'true', name: 'Sí' },
      { id: 'false', name: 'No' },
    ]}
  />,
];

export function NeedList() {
  return (
    <RecordList
      filters={needFilters}
      sortField="position"
      rowClick="edit"
      primaryText={(r) => r.name}
      secondaryText={(r) =>
        joinTexts(
          `${r.wanted} por mes`,
          valueLabel('needs', 'urgency', r.urgency),
          r.active ? null : 'Oculta',
        )
      }
    >
      <TextField source="name" />
      <NumberField source="wanted" />
      <ValueField source="urgency" />
      <BooleanField source="active" />
      <NumberField source="position" />
    </RecordList>
  );
}

function NeedForm() {
  return (
    <SimpleForm defaultValues={{ urgency: 'siempre', active: true, position: 0 }}>
      <TextInput
        source="name"
        validate={required()}
        fullWidth
        helperText="Como lo lee la gente, por ejemplo «Alimento balanceado adulto, bolsas de 15 kg»"
      />
      <TextInput
        source="detail"
        multiline
        minRows={2}
        fullWidth
        helperText="Opcional: marca, tamaño, lo que sirva"
      />
      <NumberInput source="wanted" validate={required()} min={1} step={1} />
      <SelectInput source="urgency" choices={NEED_URGENCY_CHOICES} validate={required()} />
      <BooleanInput source="active" />
      <NumberInput
        source="position"
        min={0}
        step={1}
        helperText="Dentro de cada urgencia, primero el menor"
      />
    </SimpleForm>
  );
}

export const NeedCreate = () => (
  <Create redirect="list">
    <NeedForm />
  </Create>
);

export const NeedEdit = () => (
  <Edit mutationMode="pessimistic">
    <NeedForm />
  </Edit>
);

export function DropPointList() {
  return (
    <RecordList
      sortField="position"
      rowClick="edit"
      primaryText={(r) => r.name}
      secondaryText={(r) => joinTexts(r.address, r.hours, r.active ? null : 'Oculto')}
    >
      <TextField source="name" />
      <TextField source="address" />
      <TextField source="hours" />
      <BooleanField source="active" />
      <NumberField source="position" />
    </RecordList>
  );
}

function DropPointForm() {
  return (
    <SimpleForm defaultValues={{ active: true, position: 0 }}>
      <TextInput
        source="name"
        validate={required()}
        fullWidth
        helperText="Por ejemplo «El refugio» o «Veterinaria San Roque»"
      />
      <TextInput source="address" validate={required()} fullWidth />
      <TextInput
        source="hours"
        validate={required()}
        fullWidth
        helperText="Por ejemplo «Lunes a viernes de 9 a 18»"
      />
      <TextInput source="mapUrl" type="url" fullWidth helperText="Opcional: un enlace https:// al mapa" />
      <BooleanInput source="active" />
      <NumberInput source="position" min={0} step={1} />
    </SimpleForm>
  );
}

export const DropPointCreate = () => (
  <Create redirect="list">
    <DropPointForm />
  </Create>
);

export const DropPointEdit = () => (
  <Edit mutationMode="pessimistic">
    <DropPointForm />
  </Edit>
);
