// An event's page (issue 35, items 5 and 6): what it is and its state, the buttons to edit it, suspend it
// for rain, cancel it or put it back on, and the bookings of the day.

import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import ThunderstormIcon from '@mui/icons-material/Thunderstorm';
import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, EditButton, Show, TopToolbar, useNotify, useRecordContext } from 'react-admin';
import { joinTexts, shortDate } from '../components/ResponsiveList';
import { valueLabel } from '../i18n/values';
import { errorText, type NoticeStatus, useReopen } from './api';
import { EventBookings } from './EventBookings';
import { EventTitle } from './EventTitle';
import { NoticeDialog } from './NoticeDialog';

function NoticeActions() {
  const record = useRecordContext();
  const [dialog, setDialog] = useState<NoticeStatus | null>(null);
  const [last, setLast] = useState<NoticeStatus>('suspendido');
  const reopen = useReopen(String(record?.id ?? ''));
  const notify = useNotify();
  if (!record) return null;
  const open = (status: NoticeStatus) => {
    setLast(status);
    setDialog(status);
  };
  return (
    <>
      {record.status !== 'suspendido' && record.status !== 'cancelado' ? (
        <Button label="Suspender por lluvia" onClick={() => open('suspendido')}>
          <ThunderstormIcon />
        </Button>
      ) : null}
      {record.status !== 'cancelado' ? (
        <Button label="Cancelar" onClick={() => open('cancelado')} color="error">
          <EventBusyIcon />
        </Button>
      ) : null}
      {record.status !== 'programado' ? (
        <Button
          label="Volver a programar"
          disabled={reopen.isPending}
          onClick={() =>
            reopen.mutate(undefined, {
              onSuccess: () => notify('Listo: la fecha vuelve a estar programada.', { type: 'success' }),
              onError: (error) => notify(errorText(error), { type: 'error' }),
            })
          }
        >
          <EventAvailableIcon />
        </Button>
      ) : null}
      <NoticeDialog
        eventId={String(record.id)}
        status={dialog ?? last}
        open={dialog !== null}
        onClose={() => setDialog(null)}
      />
    </>
  );
}

const Actions = () => (
  <TopToolbar sx={{ flexWrap: 'wrap' }}>
    <EditButton />
    <NoticeActions />
  </TopToolbar>
);

function Summary() {
  const record = useRecordContext();
  if (!record) return null;
  const combi =
    record.combiSeats > 0
      ? `Combi: ${record.combiSeats} asientos, sale de ${record.combiMeetingPoint || '—'} a las ${shortDate(record.combiMeetingAt, true).slice(-5) || '—'}`
      : '';
  return (
    <Card sx={{ width: '100%' }}>
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {record.title}
        </Typography>
        <Typography variant="body1" data-testid="event-when">
          {joinTexts(
            shortDate(record.startsAt, true),
            valueLabel('events', 'kind', record.kind),
            record.place,
            record.isPublic ? '' : 'Privada',
          )}
        </Typography>
        <Typography variant="body2" data-testid="event-status">
          Estado: {valueLabel('events', 'status', record.status)}
        </Typography>
        {combi ? <Typography variant="body2">{combi}</Typography> : null}
        {record.status !== 'programado' && record.notice ? (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {record.notice}
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}

function Body() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Stack spacing={2} sx={{ p: { xs: 0, sm: 1 } }}>
      <Summary />
      {record.bookingRequired || Number(record.heldPeople ?? 0) + Number(record.waitingPeople ?? 0) > 0 ? (
        <EventBookings eventId={String(record.id)} />
      ) : (
        <Box component="p" sx={{ px: 2 }}>
          Esta fecha no necesita reserva: no hay lista de reservas.
        </Box>
      )}
    </Stack>
  );
}

export const EventShow = () => (
  <Show actions={<Actions />} title={<EventTitle />}>
    <Body />
  </Show>
);
