// The follow-ups after an adoption (issue 37): the list (the dashboard links here filtered by why they wait)
// and one follow-up: the adopter's answer with its photos, «Mandar ahora» before its day, «Atendido», and the
// story staff publish from an answer whose adopter allowed it (they edit the text first).
import {
  FEELING_LABELS,
  FOLLOWUP_ATTENTION_LABELS,
  FOLLOWUP_STATE_LABELS,
  type FollowupFeeling,
  type ImageRef,
  imageUrl,
} from '@campito/core';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  BooleanInput,
  Edit,
  FunctionField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { RecordList } from '../components/RecordList';
import { joinTexts, shortDate } from '../components/ResponsiveList';
import { ShelterDateField } from '../components/ShelterDateField';
import { SaveOnlyToolbar } from '../components/toolbars';

const attentionChoices = Object.entries(FOLLOWUP_ATTENTION_LABELS).map(([id, name]) => ({ id, name }));
const filters = [<SelectInput key="attention" source="attention" choices={attentionChoices} alwaysOn />];

const stateLabel = (state: unknown) =>
  FOLLOWUP_STATE_LABELS[state as keyof typeof FOLLOWUP_STATE_LABELS] ?? '';
const attentionLabel = (a: unknown) =>
  FOLLOWUP_ATTENTION_LABELS[a as keyof typeof FOLLOWUP_ATTENTION_LABELS] ?? '';

export function FollowupList() {
  return (
    <RecordList
      filters={filters}
      sortField="dueOn"
      rowClick="edit"
      primaryText={(r) => `${r.dogName} · ${r.name}`}
      secondaryText={(r) =>
        joinTexts(r.adopterName, shortDate(r.dueOn), stateLabel(r.state), attentionLabel(r.attention))
      }
    >
      <TextField source="dogName" />
      <TextField source="adopterName" />
      <TextField source="name" sortable={false} />
      <ShelterDateField source="dueOn" />
      <FunctionField source="state" sortable={false} render={(r) => stateLabel(r.state)} />
      <FunctionField source="attention" sortable={false} render={(r) => attentionLabel(r.attention) || '—'} />
    </RecordList>
  );
}

/** The adopter's answer, read only, with its photos. */
function Answer() {
  const record = useRecordContext();
  const refresh = useRefresh();
  const [message, setMessage] = useState('');
  if (!record) return null;
  const feeling = (v: unknown) => FEELING_LABELS[v as FollowupFeeling] ?? '—';
  const sendNow = async () => {
    const res = await fetch(`/api/admin/followups/${record.id}/send`, {
      method: 'POST',
      credentials: 'include',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: '{}',
    });
    setMessage(res.ok ? 'Listo: le mandamos el seguimiento.' : ((await res.json()).error ?? ''));
    refresh();
  };
  const answers = record.answers as Record<string, string> | null;
  return (
    <Card sx={{ m: 2 }} component="section" aria-labelledby="respuesta-titulo">
      <CardContent>
        <Typography id="respuesta-titulo" variant="h6" component="h2">
          {`Seguimiento ${record.name} de ${record.dogName}`}
        </Typography>
        <Typography variant="body2">
          {joinTexts(
            `Adoptó ${record.adopterName}`,
            `para el ${shortDate(record.dueOn)}`,
            stateLabel(record.state),
            attentionLabel(record.attention),
          )}
        </Typography>
        <Button component={Link} to={`/adoptions/${record.requestId}`} size="small" sx={{ mt: 1, px: 0 }}>
          Ver la solicitud (teléfono y mail de la familia)
        </Button>
        {message ? (
          <Alert severity="info" sx={{ mt: 1 }}>
            {message}
          </Alert>
        ) : null}
        {record.state === 'programado' ? (
          <Button variant="outlined" sx={{ mt: 1 }} onClick={sendNow}>
            Mandar ahora
          </Button>
        ) : null}
        {answers ? (
          <Stack spacing={1} sx={{ mt: 2 }}>
            <Typography>{`«${answers.howIsDog}»`}</Typography>
            <Typography variant="body2">
              {`Come: ${feeling(answers.eating)} · Duerme: ${feeling(answers.sleeping)} · Convivencia: ${feeling(answers.gettingAlong)}`}
            </Typography>
            {answers.problem ? <Alert severity="warning">{`Problema: ${answers.problem}`}</Alert> : null}
            {record.wantsHelp ? <Alert severity="warning">Pide ayuda.</Alert> : null}
            <Typography variant="body2">
              {record.mayPublish
                ? 'Dio permiso para publicar la respuesta y las fotos.'
                : 'No dio permiso para publicar.'}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {(record.photos as ImageRef[]).map((photo) => (
                <a key={photo.key} href={imageUrl(photo)} target="_blank" rel="noreferrer">
                  <img
                    src={imageUrl(photo, photo.widths[0])}
                    alt={photo.alt ?? `Foto de ${record.dogName}`}
                    style={{ width: 140, height: 105, objectFit: 'cover', borderRadius: 4 }}
                  />
                </a>
              ))}
            </Box>
          </Stack>
        ) : (
          <Typography sx={{ mt: 2 }}>Todavía no respondió.</Typography>
        )}
      </CardContent>
    </Card>
  );
}

function StoryHelp() {
  const record = useRecordContext();
  if (!record?.answeredAt) return null;
  return record.mayPublish ? null : (
    <Alert severity="info">Sin permiso de quien adoptó, esta respuesta no se puede publicar.</Alert>
  );
}

export function FollowupEdit() {
  return (
    <Edit mutationMode="pessimistic" aside={undefined}>
      <Answer />
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <StoryHelp />
        <TextInput
          source="storyText"
          multiline
          fullWidth
          minRows={4}
          helperText="La historia como se publica en «Ya tienen familia» y en la página del perro: corregí lo que haga falta y sacá datos personales."
        />
        <BooleanInput
          source="storyPublished"
          helperText="Publica la historia con sus fotos y la fecha de adopción. Quien adoptó puede retirar el permiso desde su enlace."
        />
        <BooleanInput
          source="attended"
          helperText="Marcalo cuando ya hablaron con la familia: sale del tablero."
        />
      </SimpleForm>
    </Edit>
  );
}
