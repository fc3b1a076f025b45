// After the delivery (issue 37): the adoption's commitments on the request's page, each with its date and
// state, a link to add one, and the way to record a return (or the return already recorded).
import {
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useGetList, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { joinTexts, shortDate } from '../components/ResponsiveList';

/** A create form with the request already chosen (react-admin reads `source` as its defaults). */
const createLink = (resource: string, requestId: string) =>
  `/${resource}/create?source=${encodeURIComponent(JSON.stringify({ requestId }))}`;

export function AfterAdoptionCard() {
  const record = useRecordContext();
  const requestId = String(record?.id ?? '');
  const filter = { requestId };
  const { data: commitments = [] } = useGetList(
    'commitments',
    {
      filter,
      sort: { field: 'dueOn', order: 'ASC' },
      pagination: { page: 1, perPage: 50 },
    },
    { enabled: Boolean(record?.deliveredOn) },
  );
  const { data: returns = [] } = useGetList(
    'returns',
    { filter, pagination: { page: 1, perPage: 1 } },
    {
      enabled: Boolean(record?.deliveredOn),
    },
  );
  if (!record?.deliveredOn) return null;
  const returned = returns[0];
  return (
    <Card sx={{ m: 2 }} component="section" aria-labelledby="despues-titulo">
      <CardContent>
        <Typography id="despues-titulo" variant="h6" component="h2">
          Compromisos y devolución
        </Typography>
        {commitments.length === 0 ? (
          <Typography variant="body2">Todavía no hay compromisos: castración, vacunas, microchip…</Typography>
        ) : (
          <List dense>
            {commitments.map((c) => (
              <ListItem key={c.id} disablePadding>
                <ListItemButton component={Link} to={`/commitments/${c.id}`}>
                  <ListItemText
                    primary={c.description}
                    secondary={joinTexts(
                      `para el ${shortDate(c.dueOn)}`,
                      c.done ? 'Hecho' : c.cancelledAt ? 'Cancelado' : c.escalated ? 'Escalado' : 'Pendiente',
                    )}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
        {returned ? (
          <Button component={Link} to={`/returns/${returned.id}`} sx={{ mt: 1 }}>
            {`Devuelto el ${shortDate(returned.returnedOn)}: ver la devolución`}
          </Button>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
            <Button component={Link} to={createLink('commitments', requestId)} variant="outlined">
              Agregar un compromiso
            </Button>
            <Button component={Link} to={createLink('returns', requestId)} color="warning">
              Registrar una devolución
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
