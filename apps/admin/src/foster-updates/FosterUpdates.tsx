// «Novedades de tránsito» (issue 38, item 3): what fosters told about the dogs in their homes, newest first,
// with their photos. «Publicar como novedad del perro» makes one the dog's «Novedad» (its text and first
// photo): it shows on the dog's page and is mailed once to its sponsors, as a news item staff post.
import { type ImageRef, imageUrl } from '@campito/core';
import PublishIcon from '@mui/icons-material/Publish';
import { Alert, Box, Button, Typography } from '@mui/material';
import {
  BooleanInput,
  FunctionField,
  Show,
  SimpleShowLayout,
  TextField,
  useNotify,
  useRecordContext,
  useRefresh,
  useUpdate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { DogInput } from '../components/DogInput';
import { RecordList } from '../components/RecordList';
import { joinTexts, shortDate } from '../components/ResponsiveList';
import { ShelterDateField } from '../components/ShelterDateField';

/** An update's text cut for a list row. */
export const excerpt = (text: unknown) =>
  typeof text === 'string' ? (text.length > 90 ? `${text.slice(0, 89)}…` : text) : '';
const photosOf = (record: Record<string, unknown>) =>
  Array.isArray(record.photos) ? (record.photos as ImageRef[]) : [];

const filters = [
  <DogInput key="dogId" source="dogId" alwaysOn label="resources.foster-updates.fields.dogId" />,
  <BooleanInput key="published" source="published" />,
];

export function FosterUpdateList() {
  return (
    <RecordList
      filters={filters}
      sortField="createdAt"
      rowClick="show"
      primaryText={(r) => `${r.dogName ?? ''} · ${excerpt(r.text)}`}
      secondaryText={(r) =>
        joinTexts(
          r.fosterName,
          shortDate(r.createdAt),
          photosOf(r).length ? `${photosOf(r).length} foto(s)` : null,
          r.published ? 'Publicada' : null,
        )
      }
    >
      <ShelterDateField source="createdAt" />
      <TextField source="dogName" sortable={false} />
      <TextField source="fosterName" sortable={false} />
      <FunctionField source="text" sortable={false} render={(r) => excerpt(r.text)} />
      <FunctionField source="photos" sortable={false} render={(r) => photosOf(r).length || '—'} />
      <FunctionField source="published" sortable={false} render={(r) => (r.published ? 'Sí' : 'No')} />
    </RecordList>
  );
}

/** «Publicar como novedad del perro», once; afterwards, where the news item is. */
function Publish(_: { label: false }) {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  if (record.published)
    return (
      <Alert severity="success" sx={{ mt: 2 }}>
        Ya está publicada como novedad del perro.{' '}
        <Link to={`/dog-updates/${record.dogUpdateId}`}>Ver la novedad</Link>
      </Alert>
    );
  const publish = () =>
    update(
      'foster-updates',
      { id: record.id, data: { published: true }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('Publicada: está en la página del perro y les llega a sus padrinos y madrinas.', {
            type: 'info',
          });
          refresh();
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  return (
    <Box sx={{ mt: 2 }}>
      <Button variant="contained" startIcon={<PublishIcon />} disabled={isPending} onClick={publish}>
        Publicar como novedad del perro
      </Button>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Se publica el texto con la primera foto en la página del perro y se manda, una sola vez, a sus
        padrinos y madrinas que pidieron novedades. Si hace falta corregir algo, editalo después en
        «Novedades».
      </Typography>
    </Box>
  );
}

/** The update's photos, each opening the full size. */
function Photos(_: { source: string }) {
  const record = useRecordContext();
  if (!record) return null;
  const photos = photosOf(record);
  if (photos.length === 0) return <Typography variant="body2">Sin fotos</Typography>;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {photos.map((photo, i) => (
        <a key={photo.key} href={imageUrl(photo)} target="_blank" rel="noreferrer">
          <img
            src={imageUrl(photo, photo.widths[0])}
            alt={`Foto ${i + 1} de ${record.dogName ?? 'el perro'}`}
            style={{ width: 140, height: 105, objectFit: 'cover', borderRadius: 4 }}
          />
        </a>
      ))}
    </Box>
  );
}

export function FosterUpdateShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="dogName" />
        <TextField source="fosterName" />
        <ShelterDateField source="createdAt" showTime />
        <TextField source="text" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} />
        <Photos source="photos" />
        <Publish label={false} />
      </SimpleShowLayout>
    </Show>
  );
}
