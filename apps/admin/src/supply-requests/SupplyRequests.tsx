// «Pedidos de tránsito» (issue 38, item 3): what fosters ask for — food, medicine, a vet visit, a crate —
// the most urgent first and, unless staff say otherwise, only those not delivered yet. Staff move each one
// pedido → preparado → entregado with an optional note; every move mails the foster.
import {
  SUPPLY_KIND_LABELS,
  SUPPLY_KINDS,
  SUPPLY_STATE_LABELS,
  SUPPLY_STATES,
  SUPPLY_URGENCIES,
  SUPPLY_URGENCY_LABELS,
} from '@campito/core';
import { Card, CardContent, Typography } from '@mui/material';
import {
  BooleanInput,
  Edit,
  FunctionField,
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
import { ShelterDateField } from '../components/ShelterDateField';
import { SaveOnlyToolbar } from '../components/toolbars';

const choices = <K extends string>(ids: readonly K[], labels: Record<K, string>) =>
  ids.map((id) => ({ id, name: labels[id] }));
const stateChoices = choices(SUPPLY_STATES, SUPPLY_STATE_LABELS);
const label = (labels: Record<string, string>, value: unknown) =>
  labels[String(value)] ?? String(value ?? '');
const kindOf = (v: unknown) => label(SUPPLY_KIND_LABELS, v);
const urgencyOf = (v: unknown) => label(SUPPLY_URGENCY_LABELS, v);
const stateOf = (v: unknown) => label(SUPPLY_STATE_LABELS, v);

const filters = [
  <BooleanInput key="open" source="open" alwaysOn />,
  <SelectInput key="state" source="state" choices={stateChoices} />,
  <SelectInput key="kind" source="kind" choices={choices(SUPPLY_KINDS, SUPPLY_KIND_LABELS)} />,
  <SelectInput key="urgency" source="urgency" choices={choices(SUPPLY_URGENCIES, SUPPLY_URGENCY_LABELS)} />,
];
const OPEN_ONLY = { open: true };

export function SupplyRequestList() {
  return (
    <RecordList
      filters={filters}
      filterDefaultValues={OPEN_ONLY}
      sortField="urgency"
      rowClick="edit"
      primaryText={(r) => `${kindOf(r.kind)}: ${r.quantity}`}
      secondaryText={(r) =>
        joinTexts(
          r.fosterName,
          r.dogName ? `para ${r.dogName}` : null,
          urgencyOf(r.urgency),
          shortDate(r.createdAt),
        )
      }
      tertiaryText={(r) => stateOf(r.state)}
    >
      <ShelterDateField source="createdAt" />
      <TextField source="fosterName" />
      <TextField source="dogName" sortable={false} emptyText="—" />
      <FunctionField source="kind" render={(r) => kindOf(r.kind)} />
      <TextField source="quantity" sortable={false} />
      <FunctionField source="urgency" render={(r) => urgencyOf(r.urgency)} />
      <FunctionField source="state" render={(r) => stateOf(r.state)} />
    </RecordList>
  );
}

/** What was asked for, read only. */
function Request() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Card sx={{ m: 2 }} component="section" aria-labelledby="pedido-titulo">
      <CardContent>
        <Typography id="pedido-titulo" variant="h6" component="h2">
          {`${kindOf(record.kind)}: ${record.quantity}`}
        </Typography>
        <Typography variant="body2">
          {joinTexts(
            `Pidió ${record.fosterName}`,
            record.dogName ? `para ${record.dogName}` : null,
            shortDate(record.createdAt, true),
            urgencyOf(record.urgency),
          )}
        </Typography>
        <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {record.detail}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {`Estado: ${stateOf(record.state)} desde el ${shortDate(record.stateAt, true)}`}
          {record.staffNote ? ` · Última nota: «${record.staffNote}»` : ''}
        </Typography>
        {record.fosterId ? (
          <Typography variant="body2" sx={{ mt: 1 }}>
            <Link to={`/users/${record.fosterId}`}>Ver la cuenta del hogar de tránsito</Link>
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}

export function SupplyRequestEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <Request />
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <SelectInput
          source="state"
          choices={stateChoices}
          validate={required()}
          helperText="Al guardar le mandamos un mail al hogar de tránsito con el nuevo estado."
        />
        <TextInput
          source="note"
          multiline
          fullWidth
          minRows={2}
          defaultValue=""
          helperText="Opcional: va en el mail, por ejemplo cuándo y dónde retirarlo."
        />
      </SimpleForm>
    </Edit>
  );
}
