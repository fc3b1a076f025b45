// The dashboard's card for the next date that takes bookings (issue 35): when it is, how full, the combi,
// who waits, and a link to its bookings for the day. From GET /api/admin/dashboard's `nextEvent`.
import { longDayTime, type NextEventSummary } from '@campito/core';
import { Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { nextEventFacts } from '../events/logic';

export function NextEventCard({ event }: { event: NextEventSummary | null }) {
  return (
    <Card component="section" aria-labelledby="next-event">
      <CardContent>
        <Typography id="next-event" variant="h6" component="h2">
          Próxima fecha con reservas
        </Typography>
        {event ? (
          <>
            <Typography variant="subtitle1" component="p" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
              <strong>{event.title}</strong> · {longDayTime(event.startsAt)}
            </Typography>
            <List dense data-testid="next-event-facts">
              {nextEventFacts(event).map((fact) => (
                <ListItem key={fact} disableGutters>
                  <ListItemText primary={fact} />
                </ListItem>
              ))}
            </List>
            <Link to={`/events/${event.id}/show`}>Ver las reservas</Link>
          </>
        ) : (
          <Typography variant="body2" sx={{ my: 1 }}>
            No hay fechas con reserva por delante. <Link to="/events/create">Agregar una fecha</Link>
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
