// On a dog's record (issue 38, items 2 and 3): its foster placements, the one going on first, «Poner en
// tránsito» while it is in the shelter's care, and the latest updates its fosters posted (each opens where
// staff publish it as the dog's «Novedad»).
import {
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { useGetList, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { joinTexts, shortDate } from '../components/ResponsiveList';
import { excerpt } from '../foster-updates/FosterUpdates';

export function DogFosterCard() {
  const dog = useRecordContext();
  const dogId = String(dog?.id ?? '');
  const { data: placements = [] } = useGetList(
    'foster-placements',
    { filter: { dogId }, sort: { field: 'startsOn', order: 'DESC' }, pagination: { page: 1, perPage: 20 } },
    { enabled: Boolean(dog?.id) },
  );
  const { data: updates = [], total: updateCount = 0 } = useGetList(
    'foster-updates',
    { filter: { dogId }, sort: { field: 'createdAt', order: 'DESC' }, pagination: { page: 1, perPage: 3 } },
    { enabled: Boolean(dog?.id) && placements.length > 0 },
  );
  if (!dog?.id) return null;
  const open = placements.some((p) => !p.endedOn);
  const create = `/foster-placements/create?source=${encodeURIComponent(JSON.stringify({ dogId }))}`;
  return (
    <Card sx={{ m: 2 }} component="section" aria-labelledby="transito-titulo">
      <CardContent>
        <Typography id="transito-titulo" variant="h6" component="h2">
          Hogar de tránsito
        </Typography>
        {placements.length === 0 ? (
          <Typography variant="body2">Nunca estuvo en un hogar de tránsito.</Typography>
        ) : (
          <List dense>
            {placements.map((p) => (
              <ListItem key={p.id} disablePadding>
                <ListItemButton component={Link} to={`/foster-placements/${p.id}`}>
                  <ListItemText
                    primary={p.endedOn ? p.fosterName : `En tránsito con ${p.fosterName}`}
                    secondary={joinTexts(
                      `desde el ${shortDate(p.startsOn)}`,
                      p.endedOn
                        ? `hasta el ${shortDate(p.endedOn)}`
                        : p.expectedUntil
                          ? `hasta el ${shortDate(p.expectedUntil)} (estimado)`
                          : '',
                    )}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
        {updates.length > 0 ? (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
              Novedades de su hogar de tránsito
            </Typography>
            <List dense>
              {updates.map((u) => (
                <ListItem key={u.id} disablePadding>
                  <ListItemButton component={Link} to={`/foster-updates/${u.id}/show`}>
                    <ListItemText
                      sx={{ overflowWrap: 'anywhere' }}
                      primary={excerpt(u.text)}
                      secondary={joinTexts(
                        shortDate(u.createdAt),
                        u.photos?.length ? `${u.photos.length} foto(s)` : '',
                        u.published ? 'Publicada' : 'Sin publicar',
                      )}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
            {updateCount > updates.length ? (
              <Link
                to={{
                  pathname: '/foster-updates',
                  search: `?${new URLSearchParams({ filter: JSON.stringify({ dogId }) })}`,
                }}
              >
                {`Ver las ${updateCount} novedades`}
              </Link>
            ) : null}
          </>
        ) : null}
        {!open && !dog.adoptedAt && !dog.isDelete ? (
          <Button component={Link} to={create} variant="outlined" sx={{ mt: 1 }}>
            Poner en tránsito
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
