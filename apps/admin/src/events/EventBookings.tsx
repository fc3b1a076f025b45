// «Reservas del día» (issue 35, item 6): a date's bookings on a phone at the gate — totals first, then
// each booking with its people, combi seats, a phone to call and its state — «Vino» marks who came, and the
// CSV comes from the server (safe for spreadsheets), downloaded with the session cookie.
import type { StaffBooking } from '@campito/core';
import DownloadIcon from '@mui/icons-material/Download';
import PhoneIcon from '@mui/icons-material/Phone';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  FormControlLabel,
  LinearProgress,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import { useNotify } from 'react-admin';
import { errorText, useBookings, useMarkAttended } from './api';
import { bookingsCsvUrl, placesLeftText, telHref } from './logic';

const HOLDING = new Set(['confirmada', 'ofrecida']);

function BookingRow({ eventId, booking }: { eventId: string; booking: StaffBooking }) {
  const mark = useMarkAttended(eventId);
  const notify = useNotify();
  const tel = telHref(booking.phone);
  const people = booking.people === 1 ? '1 persona' : `${booking.people} personas`;
  const combi = booking.combiSeats > 0 ? ` · ${booking.combiSeats} en combi` : '';
  return (
    <ListItem divider sx={{ display: 'block', px: 0 }} data-testid="booking-row">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
        <Typography component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {booking.name}
        </Typography>
        <Chip
          size="small"
          label={booking.statusLabel}
          color={booking.status === 'confirmada' ? 'success' : 'default'}
          variant={HOLDING.has(booking.status) ? 'filled' : 'outlined'}
        />
      </Box>
      <Typography variant="body2">
        {people}
        {combi}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
        {tel ? (
          <Button size="small" href={tel} startIcon={<PhoneIcon />} aria-label={`Llamar a ${booking.name}`}>
            {booking.phone}
          </Button>
        ) : null}
        {HOLDING.has(booking.status) ? (
          <FormControlLabel
            label="Vino"
            control={
              <Checkbox
                checked={booking.attended === true}
                disabled={mark.isPending}
                onChange={(e) =>
                  mark.mutate(
                    { bookingId: booking.id, attended: e.target.checked },
                    { onError: (error) => notify(errorText(error), { type: 'error' }) },
                  )
                }
                slotProps={{ input: { 'aria-label': `${booking.name} vino` } }}
              />
            }
          />
        ) : null}
      </Box>
    </ListItem>
  );
}

export function EventBookings({ eventId }: { eventId: string }) {
  const { data, isPending, isError, error } = useBookings(eventId);
  if (isPending) return <LinearProgress aria-label="Cargando las reservas" />;
  if (isError)
    return (
      <Alert severity="error" role="alert">
        {errorText(error)}
      </Alert>
    );
  const { event, bookings, totals } = data;
  return (
    <Card component="section" aria-labelledby="bookings-title" sx={{ width: '100%' }}>
      <CardContent>
        <Typography id="bookings-title" variant="h6" component="h2">
          Reservas del día
        </Typography>
        <Stack
          component="ul"
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, my: 1 }}
          aria-label="Totales"
          data-testid="booking-totals"
        >
          <li>
            <Chip label={`Confirmadas: ${totals.people} personas`} color="success" />
          </li>
          {event.combiSeats > 0 ? (
            <li>
              <Chip label={`Combi: ${totals.combiSeats} de ${event.combiSeats}`} />
            </li>
          ) : null}
          <li>
            <Chip label={`En espera: ${totals.waiting}`} />
          </li>
          <li>
            <Chip label={`Vinieron: ${totals.attended}`} variant="outlined" />
          </li>
        </Stack>
        {event.bookingRequired ? (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {placesLeftText(event.placesLeft)}
          </Typography>
        ) : null}
        <Button
          variant="outlined"
          size="small"
          startIcon={<DownloadIcon />}
          href={bookingsCsvUrl(eventId)}
          download
          disabled={bookings.length === 0}
        >
          Exportar CSV
        </Button>
        {bookings.length === 0 ? (
          <Typography variant="body2" sx={{ mt: 2 }}>
            Todavía no hay reservas para esta fecha.
          </Typography>
        ) : (
          <List dense data-testid="bookings">
            {bookings.map((b) => (
              <BookingRow key={b.id} eventId={eventId} booking={b} />
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
