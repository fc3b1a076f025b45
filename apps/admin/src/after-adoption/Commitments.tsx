// An adoption's commitments (issue 37): castration at an age, vaccines, a microchip… with their due dates.
// Staff add them from the request's page; the adopter is reminded a week before and marks each done with a
// photo of the certificate; one past its date waits on the dashboard until staff mark it done or escalate it.
import { COMMITMENT_KINDS, type ImageRef, imageUrl } from '@campito/core';
import { Alert, Button, Stack } from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  Create,
  DateField,
  DateInput,
  Edit,
  required,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  useRecordContext,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { RecordList } from '../components/RecordList';
import { joinTexts, shortDate } from '../components/ResponsiveList';
import { backToAdoption } from './back-to-adoption';

const kindChoices = Object.entries(COMMITMENT_KINDS).map(([id, name]) => ({ id, name }));
const filters = [
  <BooleanInput key="overdue" source="overdue" label="Vencidos" alwaysOn />,
  <SelectInput key="kind" source="kind" choices={kindChoices} />,
];

export function CommitmentList() {
  return (
    <RecordList
      filters={filters}
      sortField="dueOn"
      rowClick="edit"
      primaryText={(r) => `${r.dogName} · ${r.description}`}
      secondaryText={(r) =>
        joinTexts(
          r.adopterName,
          `para el ${shortDate(r.dueOn)}`,
          r.done ? 'Hecho' : r.escalated ? 'Escalado' : null,
        )
      }
    >
      <TextField source="dogName" />
      <TextField source="adopterName" />
      <TextField source="description" />
      <DateField source="dueOn" locales="es-AR" />
      <BooleanField source="done" sortable={false} />
    </RecordList>
  );
}

function Fields() {
  return (
    <>
      <SelectInput source="kind" choices={kindChoices} validate={required()} />
      <TextInput
        source="description"
        fullWidth
        validate={required()}
        helperText="Lo que lee la familia en el recordatorio, por ejemplo «Castración cuando cumpla 6 meses»"
      />
      <DateInput
        source="dueOn"
        validate={required()}
        helperText="Una semana antes le llega un recordatorio"
      />
    </>
  );
}

export function CommitmentCreate() {
  return (
    <Create redirect={backToAdoption}>
      <SimpleForm>
        <TextInput source="requestId" disabled helperText="Se agrega desde la solicitud aprobada" />
        <Fields />
      </SimpleForm>
    </Create>
  );
}

/** What the adopter sent, and the way back to the request (the family's phone and mail). */
function Done() {
  const record = useRecordContext();
  if (!record) return null;
  const photo = record.donePhoto as ImageRef | null;
  return (
    <Stack spacing={1} sx={{ mx: 2, mt: 2 }}>
      <Button component={Link} to={`/adoptions/${record.requestId}`} sx={{ alignSelf: 'flex-start' }}>
        {`Ver la adopción de ${record.dogName} (${record.adopterName})`}
      </Button>
      {record.doneAt ? (
        <Alert severity="success">
          {joinTexts(`Hecho el ${shortDate(record.doneAt)}`, record.doneNote ? `«${record.doneNote}»` : null)}
        </Alert>
      ) : null}
      {photo ? (
        <a href={imageUrl(photo)} target="_blank" rel="noreferrer">
          <img
            src={imageUrl(photo, photo.widths[0])}
            alt={photo.alt ?? 'Foto del certificado'}
            style={{ maxWidth: 240, borderRadius: 4 }}
          />
        </a>
      ) : null}
    </Stack>
  );
}

export function CommitmentEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <Done />
      <SimpleForm>
        <Fields />
        <BooleanInput source="done" helperText="Si te lo confirmaron por otro medio" />
        <BooleanInput
          source="escalated"
          helperText="Ya lo hablaron con la familia y no se cumplió: queda marcado para seguirlo de cerca"
        />
      </SimpleForm>
    </Edit>
  );
}
