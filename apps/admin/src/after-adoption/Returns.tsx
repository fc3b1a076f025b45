// Returns (issue 37): a dog that came back. Staff record it from the adoption's page: the day, the reason,
// who brought it and how it arrived; it stops the adoption's follow-ups and commitments and takes the dog out
// of «Ya tienen familia», back to the catalog at once if they tick it.
import { RETURN_REASONS } from '@campito/core';
import {
  BooleanInput,
  Create,
  DateField,
  DateInput,
  Edit,
  FunctionField,
  required,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';
import { RecordList } from '../components/RecordList';
import { joinTexts, shortDate } from '../components/ResponsiveList';
import { backToAdoption } from './back-to-adoption';

const reasonChoices = Object.entries(RETURN_REASONS).map(([id, name]) => ({ id, name }));
const reasonOf = (v: unknown) => RETURN_REASONS[v as keyof typeof RETURN_REASONS] ?? '';
const filters = [<SelectInput key="reason" source="reason" choices={reasonChoices} alwaysOn />];

export function ReturnList() {
  return (
    <RecordList
      filters={filters}
      sortField="returnedOn"
      rowClick="edit"
      primaryText={(r) => r.dogName}
      secondaryText={(r) => joinTexts(shortDate(r.returnedOn), reasonOf(r.reason))}
    >
      <TextField source="dogName" />
      <DateField source="returnedOn" locales="es-AR" />
      <FunctionField source="reason" render={(r) => reasonOf(r.reason)} />
      <TextField source="broughtBy" />
    </RecordList>
  );
}

function Fields() {
  return (
    <>
      <DateInput source="returnedOn" validate={required()} />
      <SelectInput source="reason" choices={reasonChoices} validate={required()} />
      <TextInput source="note" multiline fullWidth minRows={2} helperText="Lo que contó la familia" />
      <TextInput source="broughtBy" fullWidth validate={required()} helperText="Quién lo trajo al refugio" />
      <TextInput
        source="dogState"
        multiline
        fullWidth
        minRows={2}
        validate={required()}
        helperText="Cómo llegó: salud, peso, ánimo"
      />
    </>
  );
}

export function ReturnCreate() {
  return (
    <Create redirect={backToAdoption}>
      <SimpleForm>
        <TextInput source="requestId" disabled helperText="Se registra desde la adopción" />
        <Fields />
        <BooleanInput
          source="backToCatalog"
          helperText="Vuelve a «Perros en adopción» ya. Si no, queda en el refugio y lo publicás desde su ficha cuando esté listo."
        />
      </SimpleForm>
    </Create>
  );
}

export function ReturnEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm>
        <Fields />
      </SimpleForm>
    </Edit>
  );
}
