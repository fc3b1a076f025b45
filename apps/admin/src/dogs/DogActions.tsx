// "Dar de baja" (and its undo) and "Aprobar": one record or many, each an update of a single flag.
import CheckIcon from '@mui/icons-material/Check';
import RemoveCircleIcon from '@mui/icons-material/RemoveCircle';
import RestoreIcon from '@mui/icons-material/Restore';
import { Button } from '@mui/material';
import { BulkUpdateButton, useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';

type Flag = { isDelete: boolean } | { isPending: boolean };

function FlagButton({
  label,
  data,
  message,
  icon,
}: {
  label: string;
  data: Flag;
  message: string;
  icon: React.ReactElement;
}) {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  // MUI's button, not react-admin's: that one turns into a bare icon on a phone, and these are the
  // actions of the compact list's rows there, where the words matter ("Dar de baja" is not undone by a tap).
  return (
    <Button
      size="small"
      startIcon={icon}
      disabled={isPending}
      sx={{ whiteSpace: 'nowrap' }}
      onClick={(event) => {
        event.stopPropagation();
        update(
          'dogs',
          { id: record.id, data, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              notify(message, { type: 'info' });
              refresh();
            },
            onError: (error) => notify((error as Error).message, { type: 'error' }),
          },
        );
      }}
    >
      {label}
    </Button>
  );
}

/** "Dar de baja" for an active dog, "Dar de alta" (undo) for one given de baja. */
export function DarDeBajaButton() {
  const record = useRecordContext();
  if (!record) return null;
  return record.isDelete ? (
    <FlagButton
      label="Dar de alta"
      data={{ isDelete: false }}
      message="El perro volvió al listado"
      icon={<RestoreIcon />}
    />
  ) : (
    <FlagButton
      label="Dar de baja"
      data={{ isDelete: true }}
      message="El perro fue dado de baja"
      icon={<RemoveCircleIcon />}
    />
  );
}

/** Publishes a dog sent through the public form. */
export function ApproveDogButton() {
  const record = useRecordContext();
  if (!record?.isPending) return null;
  return (
    <FlagButton
      label="Aprobar"
      data={{ isPending: false }}
      message="El perro ya está publicado"
      icon={<CheckIcon />}
    />
  );
}

export function DogBulkActions() {
  return (
    <>
      <BulkUpdateButton
        label="Dar de baja"
        data={{ isDelete: true }}
        mutationMode="pessimistic"
        icon={<RemoveCircleIcon />}
      />
      <BulkUpdateButton
        label="Dar de alta"
        data={{ isDelete: false }}
        mutationMode="pessimistic"
        icon={<RestoreIcon />}
      />
      <BulkUpdateButton
        label="Aprobar"
        data={{ isPending: false }}
        mutationMode="pessimistic"
        icon={<CheckIcon />}
      />
    </>
  );
}
