// Foster placements (issue 38, item 2): a dog living with an approved foster. Staff place it from the dog's
// record («Poner en tránsito»), share its care with the foster (who reads it at /mi-transito), keep their own
// notes and end it recording where the dog went. While it lasts the dog's public page says «En tránsito».
import { FOSTER_DESTINATION_LABELS, FOSTER_DESTINATIONS } from '@campito/core';
import {
  AutocompleteInput,
  BooleanInput,
  Create,
  DateField,
  DateInput,
  Edit,
  FunctionField,
  type Identifier,
  type RaRecord,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  useRecordContext,
} from 'react-admin';
import { DogInput } from '../components/DogInput';
import { RecordList } from '../components/RecordList';
import { joinTexts, shortDate } from '../components/ResponsiveList';

const destinationChoices = FOSTER_DESTINATIONS.map((id) => ({ id, name: FOSTER_DESTINATION_LABELS[id] }));
const destinationOf = (v: unknown) =>
  FOSTER_DESTINATION_LABELS[v as keyof typeof FOSTER_DESTINATION_LABELS] ?? '';
const filters = [
  <BooleanInput key="open" source="open" alwaysOn />,
  <SelectInput key="destination" source="destination" choices={destinationChoices} />,
];
/** Where a placement stands, in words. */
const standing = (r: RaRecord) =>
  r.endedOn ? `Terminó el ${shortDate(r.endedOn)}: ${destinationOf(r.destination)}` : 'En curso';

export function PlacementList() {
  return (
    <RecordList
      filters={filters}
      sortField="startsOn"
      rowClick="edit"
      primaryText={(r) => `${r.dogName ?? ''} con ${r.fosterName}`}
      secondaryText={(r) => joinTexts(`desde el ${shortDate(r.startsOn)}`, standing(r))}
    >
      <TextField source="dogName" sortable={false} />
      <TextField source="fosterName" />
      <DateField source="startsOn" locales="es-AR" />
      <DateField source="expectedUntil" locales="es-AR" />
      <FunctionField source="endedOn" render={standing} />
    </RecordList>
  );
}

/** The foster: an account with the role «Hogar de tránsito», chosen by typing its name or email. */
function FosterInput() {
  return (
    <ReferenceInput source="fosterId" reference="users" filter={{ roles: 'transito', isDelete: false }}>
      <AutocompleteInput
        optionText={(u: RaRecord) => `${u.name} (${u.email})`}
        filterToQuery={(q) => ({ q })}
        validate={required()}
        label="resources.foster-placements.fields.fosterId"
        helperText="Sólo cuentas aprobadas como hogar de tránsito"
      />
    </ReferenceInput>
  );
}

function SharedFields() {
  return (
    <>
      <DateInput source="expectedUntil" helperText="Opcional: hasta cuándo se estima" />
      <TextInput
        source="care"
        multiline
        fullWidth
        minRows={3}
        helperText="Lo ve el hogar de tránsito: alimento, medicación, cuidados"
      />
      <DateInput source="nextVetOn" helperText="Lo ve el hogar de tránsito" />
      <TextInput source="notes" multiline fullWidth minRows={2} helperText="Sólo para el equipo" />
    </>
  );
}

/** After placing or ending, back to the dog's record. */
const backToDog = (_resource?: string, _id?: Identifier, data?: Partial<RaRecord>) =>
  data?.dogId ? `dogs/${data.dogId}` : 'foster-placements';

export function PlacementCreate() {
  return (
    <Create redirect={backToDog}>
      <SimpleForm>
        <DogInput
          source="dogId"
          label="resources.foster-placements.fields.dogId"
          activeOnly
          validate={required()}
        />
        <FosterInput />
        <DateInput source="startsOn" validate={required()} />
        <SharedFields />
      </SimpleForm>
    </Create>
  );
}

function EndFields() {
  const record = useRecordContext();
  if (record?.endedOn)
    return (
      <p>
        <strong>{standing(record)}</strong>
      </p>
    );
  return (
    <fieldset>
      <legend>Terminar el tránsito</legend>
      <DateInput source="endedOn" helperText="Completá los dos datos sólo al terminarlo" />
      <SelectInput source="destination" choices={destinationChoices} />
    </fieldset>
  );
}

export function PlacementEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={backToDog}>
      <SimpleForm>
        <TextField source="dogName" />
        <TextField source="fosterName" />
        <DateField source="startsOn" locales="es-AR" />
        <SharedFields />
        <EndFields />
      </SimpleForm>
    </Edit>
  );
}
