// The dashboard's card for the next volunteer shifts that still have places (issue 38): when, and how many
// places are left, each a link to its list for the day. From GET /api/admin/dashboard's `nextShifts`.
import { longDayTime, type NextShiftSummary } from '@campito/core';
import { Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Link } from 'react-router-dom';

const left = (n: number) => (n === 1 ? 'queda 1 lugar' : `quedan ${n} lugares`);

export function NextShiftsCard({ shifts }: { shifts: NextShiftSummary[] }) {
  return (
    <Card component="section" aria-labelledby="next-shifts">
      <CardContent>
        <Typography id="next-shifts" variant="h6" component="h2">
          Próximos turnos con lugares
        </Typography>
        {shifts.length > 0 ? (
          <List dense data-testid="next-shifts">
            {shifts.map((s) => (
              <ListItem key={s.id} disableGutters>
                <ListItemText
                  primary={<Link to={`/events/${s.id}/show`}>{s.title}</Link>}
                  secondary={`${longDayTime(s.startsAt)} · ${left(s.placesLeft)} de ${s.capacity}`}
                />
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography variant="body2" sx={{ my: 1 }}>
            No hay turnos con lugares por delante. <Link to="/events/create">Publicar un turno</Link>
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
