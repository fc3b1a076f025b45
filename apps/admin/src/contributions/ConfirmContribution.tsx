// A contribution that waits — a transfer a donor told us about (issue 18) — is confirmed here once staff see
// it in the shelter's account (the donor's receipt goes then), or marked as not received.
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Alert, Button, Stack } from '@mui/material';
import { useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';

export function ConfirmContribution() {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  if (record?.status !== 'pending') return null;
  const set = (status: 'paid' | 'failed', message: string) =>
    update(
      'contributions',
      { id: record.id, data: { status }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(message, { type: 'info' });
          refresh();
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  return (
    <Alert severity="info" sx={{ m: 2 }}>
      {record.method === 'transferencia'
        ? 'Esta transferencia la avisó quien la hizo. Cuando la veas en la cuenta del refugio, confirmala: le llega el recibo por email.'
        : 'Este aporte espera la confirmación del medio de pago.'}
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }} useFlexGap>
        <Button
          variant="contained"
          size="small"
          startIcon={<CheckIcon />}
          disabled={isPending}
          onClick={() => set('paid', 'Aporte confirmado: le mandamos el recibo.')}
        >
          Confirmar que llegó
        </Button>
        <Button
          size="small"
          startIcon={<CloseIcon />}
          disabled={isPending}
          onClick={() => set('failed', 'Aporte marcado como no recibido.')}
        >
          No llegó
        </Button>
      </Stack>
    </Alert>
  );
}
