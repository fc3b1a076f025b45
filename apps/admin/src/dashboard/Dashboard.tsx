// What needs attention: requests and messages waiting for staff, with the latest of each.
import {
  Box,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Loading, Title, useNotify } from 'react-admin';
import { Link } from 'react-router-dom';
import { httpClient } from '../providers/data-provider';

interface Item {
  id: string;
  name: string;
  date: string;
  nameDog?: string;
  area?: string;
  race?: string;
  asunto?: string;
}
interface Queue {
  count: number;
  latest: Item[];
}
interface Board {
  pendingAdoptions: Queue;
  pendingVolunteers: Queue;
  pendingDogs: Queue;
  unhandledContacts: Queue;
}

const QUEUES: {
  key: keyof Board;
  title: string;
  resource: string;
  filter: object;
  detail: (i: Item) => string;
  view: string;
}[] = [
  {
    key: 'pendingAdoptions',
    title: 'Solicitudes de adopción pendientes',
    resource: 'adoptions',
    filter: { isPending: true },
    detail: (i) => `para ${i.nameDog}`,
    view: '',
  },
  {
    key: 'pendingVolunteers',
    title: 'Voluntarios pendientes',
    resource: 'volunteers',
    filter: { isPending: true },
    detail: (i) => i.area ?? '',
    view: '',
  },
  {
    key: 'pendingDogs',
    title: 'Perros esperando revisión',
    resource: 'dogs',
    filter: { isPending: true, isDelete: false },
    detail: (i) => i.race ?? '',
    view: '',
  },
  {
    key: 'unhandledContacts',
    title: 'Mensajes sin atender',
    resource: 'contacts',
    filter: { handled: false },
    detail: (i) => i.asunto ?? '',
    view: '/show',
  },
];

export function Dashboard() {
  const [board, setBoard] = useState<Board | undefined>(undefined);
  const notify = useNotify();
  useEffect(() => {
    httpClient('/api/admin/dashboard')
      .then(({ json }) => setBoard(json as Board))
      .catch((error: Error) => notify(error.message, { type: 'error' }));
  }, [notify]);
  if (!board) return <Loading />;
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
      <Title title="El Campito · Administración" />
      {QUEUES.map((q) => (
        <Card key={q.key} component="section" aria-labelledby={`queue-${q.key}`}>
          <CardContent>
            <Typography id={`queue-${q.key}`} variant="h6" component="h2">
              {q.title}: <strong data-testid={`count-${q.key}`}>{board[q.key].count}</strong>
            </Typography>
            <List dense>
              {board[q.key].latest.map((item) => (
                <ListItem key={item.id} disablePadding>
                  <ListItemButton component={Link} to={`/${q.resource}/${item.id}${q.view}`}>
                    <ListItemText
                      primary={item.name}
                      secondary={`${q.detail(item)} · ${new Date(item.date).toLocaleDateString('es-AR')}`}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
            <Link
              to={{
                pathname: `/${q.resource}`,
                search: `?filter=${encodeURIComponent(JSON.stringify(q.filter))}`,
              }}
            >
              Ver todos
            </Link>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
