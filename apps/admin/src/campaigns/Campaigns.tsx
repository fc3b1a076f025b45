// Campaigns (issue 36): an urgent cost with a goal at /campanas/{slug}. Staff write its story and goal, set the
// rate PayPal dollars count at, close it early or open it again, and write what it achieved once it ends.
// The rules are core's (schemas/campaigns.ts); the page adds up the gifts tagged to it.
import {
  BooleanField,
  BooleanInput,
  Create,
  DateField,
  DateInput,
  Edit,
  NumberField,
  NumberInput,
  required,
  SimpleForm,
  TextField,
  TextInput,
  useRecordContext,
} from 'react-admin';
import { DogInput } from '../components/DogInput';
import { ImageRefsInput } from '../components/ImageRefsInput';
import { RecordList } from '../components/RecordList';
import { joinTexts, shortDate } from '../components/ResponsiveList';

const pesos = (n: unknown) =>
  typeof n === 'number'
    ? n.toLocaleString('es-AR', { style: 'currency', currency: 'ARS', maximumFractionDigits: 0 })
    : '';

export function CampaignList() {
  return (
    <RecordList
      sortField="endsOn"
      rowClick="edit"
      primaryText={(r) => r.title}
      secondaryText={(r) =>
        joinTexts(`Meta ${pesos(r.goal)}`, `hasta el ${shortDate(r.endsOn)}`, r.closed ? 'Cerrada' : null)
      }
    >
      <TextField source="title" />
      <NumberField source="goal" locales="es-AR" />
      <DateField source="endsOn" locales="es-AR" />
      <BooleanField source="closed" />
    </RecordList>
  );
}

/** Where the public sees it: a plain link, so staff can check it and copy it to share. */
function PublicLink() {
  const record = useRecordContext<{ slug?: string }>();
  if (!record?.slug) return null;
  const href = `/campanas/${record.slug}`;
  return (
    <p>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {`Ver la campaña en el sitio: ${href} (se abre en otra pestaña)`}
      </a>
    </p>
  );
}

function CampaignForm({ editing }: { editing: boolean }) {
  return (
    <SimpleForm defaultValues={editing ? undefined : { usdRate: 1000, closed: false }}>
      {editing ? <PublicLink /> : null}
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput
        source="slug"
        fullWidth
        helperText={
          editing
            ? 'Cambiarla rompe los enlaces que ya se compartieron'
            : 'Opcional: si la dejás vacía, se arma con el título'
        }
      />
      <TextInput
        source="summary"
        validate={required()}
        fullWidth
        helperText="Una frase: se ve en las tarjetas y cuando alguien comparte la campaña"
      />
      <TextInput source="story" validate={required()} multiline minRows={6} fullWidth />
      <ImageRefsInput source="image" multiple={false} />
      <NumberInput source="goal" validate={required()} min={1000} step={1000} helperText="En pesos" />
      <NumberInput
        source="goalUsd"
        min={1}
        step={1}
        helperText="Opcional: la meta en dólares, para quien dona desde afuera"
      />
      <NumberInput
        source="usdRate"
        validate={required()}
        min={1}
        step={1}
        helperText="Los aportes por PayPal se suman a la meta con esta cotización, que la página muestra"
      />
      <DateInput source="endsOn" validate={required()} helperText="El último día en que recibe aportes" />
      <DogInput source="dogId" label="resources.campaigns.fields.dogId" />
      <BooleanInput source="closed" helperText="Cerrala antes de su fecha si ya no recibe aportes" />
      <TextInput
        source="outcome"
        multiline
        minRows={3}
        fullWidth
        helperText="Lo que la página dice cuando termina: qué se logró con lo que se juntó"
      />
    </SimpleForm>
  );
}

export function CampaignCreate() {
  return (
    <Create redirect="edit">
      <CampaignForm editing={false} />
    </Create>
  );
}

export function CampaignEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <CampaignForm editing />
    </Edit>
  );
}
