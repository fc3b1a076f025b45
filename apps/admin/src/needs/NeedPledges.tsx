// «Llevo»: what people said they would bring (issue 36). Staff mark each promise as arrived — with how many
// came, when it differs — or as never arrived; /necesitamos counts what arrived this month.
import CheckIcon from '@mui/icons-material/Check';
import { Button, Stack } from '@mui/material';
import {
  Edit,
  NumberField,
  NumberInput,
  ReferenceField,
  SelectInput,
  SimpleForm,
  TextField,
  useNotify,
  useRecordContext,
  useRefresh,
  useUpdate,
  WrapperField,
} from 'react-admin';
import { NEED_PLEDGE_STATUS_CHOICES } from '../components/choices';
import { RecordList } from '../components/RecordList';
import { joinTexts, shortDate } from '../components/ResponsiveList';
import { ValueField } from '../components/ValueField';
import { valueLabel } from '../i18n/values';

const filters = [<SelectInput key="status" source="status" choices={NEED_PLEDGE_STATUS_CHOICES} alwaysOn />];

/** «Llegó» in one click from the list, with the promised quantity (the edit page takes another). */
function ArrivedButton() {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  if (!record || record.status !== 'prometido') return null;
  return (
    <Button
      size="small"
      startIcon={<CheckIcon />}
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        update(
          'need-pledges',
          { id: record.id, data: { status: 'llego' }, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              notify(`Anotamos que llegaron ${record.quantity}.`, { type: 'info' });
              refresh();
            },
            onError: (error) => notify((error as Error).message, { type: 'error' }),
          },
        );
      }}
    >
      Llegó
    </Button>
  );
}

export function NeedPledgeList() {
  return (
    <RecordList
      filters={filters}
      sortField="bringOn"
      rowClick="edit"
      primaryText={(r) => joinTexts(`${r.quantity} ×`, r.name)}
      secondaryText={(r) => joinTexts(shortDate(r.bringOn), r.email, r.phone)}
      tertiaryText={(r) => valueLabel('need-pledges', 'status', r.status)}
      actions={<ArrivedButton />}
    >
      <TextField source="bringOn" />
      <ReferenceField source="needId" reference="needs" link={false} />
      <NumberField source="quantity" />
      <TextField source="name" />
      <ReferenceField source="dropPointId" reference="drop-points" link={false} emptyText="—" />
      <ValueField source="status" />
      <WrapperField label="Marcar">
        <ArrivedButton />
      </WrapperField>
    </RecordList>
  );
}

export function NeedPledgeEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm>
        <Stack spacing={1} sx={{ mb: 2 }}>
          <ReferenceField source="needId" reference="needs" link={false} />
          <TextField source="name" />
          <TextField source="email" emptyText="—" />
          <TextField source="phone" emptyText="—" />
          <TextField source="bringOn" />
        </Stack>
        <SelectInput source="status" choices={NEED_PLEDGE_STATUS_CHOICES} />
        <NumberInput
          source="arrivedQuantity"
          min={0}
          max={99}
          step={1}
          helperText="Si llegaron menos o más de lo prometido"
        />
      </SimpleForm>
    </Edit>
  );
}
