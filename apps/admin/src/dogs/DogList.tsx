import { type ImageRef, imageUrl } from '@campito/core';
import { Stack } from '@mui/material';
import {
  BooleanField,
  BulkExportButton,
  CreateButton,
  ExportButton,
  FilterButton,
  FunctionField,
  NullableBooleanInput,
  type RaRecord,
  SelectInput,
  TextField,
  TopToolbar,
  WrapperField,
} from 'react-admin';
import { AGE_CHOICES, GENDER_CHOICES, MOBILITY_CHOICES, SIZE_CHOICES } from '../components/choices';
import { csvExporter } from '../components/export';
import { RecordList } from '../components/RecordList';
import { joinTexts } from '../components/ResponsiveList';
import { ValueField } from '../components/ValueField';
import { valueLabel } from '../i18n/values';
import { ApproveDogButton, DarDeBajaButton, DogBulkActions } from './DogActions';

const filters = [
  <SelectInput key="gender" source="gender" choices={GENDER_CHOICES} />,
  <SelectInput key="age" source="age" choices={AGE_CHOICES} />,
  <SelectInput key="size" source="size" choices={SIZE_CHOICES} />,
  <SelectInput key="mobility" source="mobility" choices={MOBILITY_CHOICES} />,
  <NullableBooleanInput key="isUrgent" source="isUrgent" />,
  <NullableBooleanInput key="toAdopt" source="toAdopt" />,
  <NullableBooleanInput key="isSponsored" source="isSponsored" />,
  <NullableBooleanInput key="isDelete" source="isDelete" />,
  <NullableBooleanInput key="isPending" source="isPending" />,
];

const exportDogs = csvExporter('dogs');

function Thumbnail({ record }: { record: RaRecord }) {
  const image = (record.images as ImageRef[] | undefined)?.[0];
  if (!image) return null;
  return (
    <img
      src={imageUrl(image, image.widths[0])}
      alt={image.alt ?? `Foto de ${record.name}`}
      style={{ width: 64, height: 48, objectFit: 'cover', borderRadius: 4 }}
    />
  );
}

function DogListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton />
      <ExportButton exporter={exportDogs} maxResults={1000} />
    </TopToolbar>
  );
}

const dogState = (r: RaRecord) => (r.isDelete ? 'De baja' : r.isPending ? 'Pendiente de revisión' : 'Activo');

/** The row's actions: also on a phone, under each dog of the compact list. */
function DogRowActions() {
  return (
    <>
      <ApproveDogButton />
      <DarDeBajaButton />
    </>
  );
}

export function DogList() {
  return (
    <RecordList
      filters={filters}
      searchPlaceholder="Buscar por nombre"
      listActions={<DogListActions />}
      sortField="createdAt"
      exporter={exportDogs}
      rowClick="edit"
      primaryText={(r) => r.name}
      secondaryText={(r) =>
        joinTexts(
          valueLabel('dogs', 'gender', r.gender),
          valueLabel('dogs', 'age', r.age),
          valueLabel('dogs', 'size', r.size),
          r.toAdopt ? 'En adopción' : null,
        )
      }
      tertiaryText={dogState}
      actions={<DogRowActions />}
      bulkActionButtons={
        <>
          <DogBulkActions />
          <BulkExportButton />
        </>
      }
    >
      <FunctionField label="Foto" render={(r: RaRecord) => <Thumbnail record={r} />} sortable={false} />
      <TextField source="name" />
      <ValueField source="gender" />
      <ValueField source="age" />
      <ValueField source="size" />
      <BooleanField source="toAdopt" />
      <BooleanField source="isSponsored" />
      <FunctionField label="resources.dogs.fields.active" sortBy="isDelete" render={dogState} />
      <WrapperField label="Acciones">
        <Stack sx={{ alignItems: 'flex-start' }}>
          <DogRowActions />
        </Stack>
      </WrapperField>
    </RecordList>
  );
}
