// What needs me today: the next date that takes bookings (NextEventCard), then one card per queue waiting
// for staff — open adoption requests, volunteer applications and schools' talk requests (by stage), dogs
// sent through the public form, contact messages nobody handled, mails that failed — with how many wait,
// the oldest first (name and days waiting), and links to the lists filtered the same way, oldest first.
// The counts come from GET /api/admin/dashboard (dashboard.service.ts).
import type {
  WaitingItem as Item,
  NextEventSummary,
  NextShiftSummary,
  DashboardCard as Queue,
  Dashboard as Queues,
} from '@campito/core';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Loading, Title, useNotify } from 'react-admin';
import { Link } from 'react-router-dom';
import { valueLabel } from '../i18n/values';
import { httpClient } from '../providers/data-provider';
import { NextEventCard } from './NextEventCard';
import { NextShiftsCard } from './NextShiftsCard';

/** GET /api/admin/dashboard: the queues' cards, the next date that takes bookings and the next shifts. */
type Board = Queues & { nextEvent: NextEventSummary | null; nextShifts: NextShiftSummary[] };

interface QueueView {
  key: keyof Queues;
  title: string;
  /** What the card says when nothing waits. */
  none: string;
  resource: string;
  /** The list's filter for "all of them", and its date field (sorted oldest first). */
  filter: Record<string, unknown>;
  sortField: string;
  detail: (i: Item) => string;
  /** The view an item opens. */
  view: '' | '/show';
  /** The list's field the stage chips filter on ('stage' unless said). */
  stageField?: string;
}

const QUEUES: QueueView[] = [
  {
    key: 'pendingAdoptions',
    title: 'Solicitudes de adopción pendientes',
    none: 'No hay solicitudes esperando.',
    resource: 'adoptions',
    filter: { isPending: true },
    sortField: 'date',
    detail: (i) => joined(i.detail && `para ${i.detail}`, i.stageLabel),
    view: '',
  },
  {
    key: 'openForAdoptedDogs',
    title: 'Solicitudes abiertas de perros ya adoptados',
    none: 'Ninguna solicitud espera por un perro que ya tiene familia.',
    resource: 'adoptions',
    filter: { isPending: true, dogAdopted: true },
    sortField: 'date',
    detail: (i) => joined(i.detail && `${i.detail} ya tiene familia`, i.stageLabel),
    view: '',
  },
  {
    key: 'pendingVolunteers',
    title: 'Voluntarios pendientes',
    none: 'No hay postulaciones esperando.',
    resource: 'volunteers',
    filter: { isPending: true },
    sortField: 'date',
    detail: (i) => joined(i.detail, i.stageLabel),
    view: '',
  },
  {
    key: 'pendingSchoolTalks',
    title: 'Pedidos de charlas esperando',
    none: 'No hay pedidos de charlas esperando.',
    resource: 'school-requests',
    filter: { isPending: true },
    sortField: 'date',
    detail: (i) => joined(i.detail, i.stageLabel),
    view: '',
  },
  {
    key: 'followupsNeedingCare',
    title: 'Seguimientos para atender',
    none: 'Ningún seguimiento pide ayuda ni espera respuesta.',
    resource: 'followups',
    filter: { attention: ['ayuda', 'problema', 'sin_respuesta'] },
    stageField: 'attention',
    sortField: 'updatedAt',
    detail: (i) => joined(i.detail, i.stageLabel),
    view: '',
  },
  {
    key: 'overdueCommitments',
    title: 'Compromisos vencidos',
    none: 'Ningún compromiso de adopción está vencido.',
    resource: 'commitments',
    filter: { overdue: true },
    sortField: 'dueOn',
    detail: (i) => i.detail,
    view: '',
  },
  {
    key: 'pendingFosters',
    title: 'Hogares de tránsito por decidir',
    none: 'No hay solicitudes de tránsito esperando.',
    resource: 'foster-applications',
    filter: { isPending: true },
    sortField: 'date',
    detail: (i) => joined(i.detail, i.stageLabel),
    view: '',
  },
  {
    key: 'dogsInFoster',
    title: 'Perros en tránsito',
    none: 'Ningún perro está en un hogar de tránsito.',
    resource: 'foster-placements',
    filter: { open: true },
    sortField: 'startsOn',
    detail: (i) => `con ${i.detail}`,
    view: '',
  },
  {
    key: 'openSupplies',
    title: 'Pedidos de tránsito sin entregar',
    none: 'No hay pedidos de los hogares de tránsito esperando.',
    resource: 'supply-requests',
    filter: { open: true },
    stageField: 'state',
    sortField: 'createdAt',
    detail: (i) => joined(i.detail, i.stageLabel),
    view: '',
  },
  {
    key: 'pendingDogs',
    title: 'Perros esperando revisión',
    none: 'No hay perros por revisar.',
    resource: 'dogs',
    filter: { isPending: true, isDelete: false },
    sortField: 'createdAt',
    detail: (i) => i.detail,
    view: '',
  },
  {
    key: 'unhandledContacts',
    title: 'Mensajes sin atender',
    none: 'No hay mensajes sin atender.',
    resource: 'contacts',
    filter: { handled: false },
    sortField: 'createdAt',
    detail: (i) => (i.detail ? valueLabel('contacts', 'asunto', i.detail) : ''),
    view: '/show',
  },
  {
    key: 'failedMails',
    title: 'Correos que fallaron',
    none: 'Todos los correos salieron bien.',
    resource: 'mails',
    filter: { status: 'failed' },
    sortField: 'createdAt',
    detail: (i) => i.detail,
    view: '/show',
  },
];

const joined = (...parts: (string | undefined | false)[]) => parts.filter(Boolean).join(' · ');

/** How long it waits, in whole days. */
const waitingFor = (days: number) =>
  days <= 0 ? 'desde hoy' : days === 1 ? 'hace 1 día' : `hace ${days.toLocaleString('es-AR')} días`;

/** A list of the resource filtered by `filter`, oldest first. */
const listLink = (q: QueueView, filter: Record<string, unknown>) => ({
  pathname: `/${q.resource}`,
  search: `?${new URLSearchParams({ filter: JSON.stringify(filter), sort: q.sortField, order: 'ASC' })}`,
});

function QueueCard({ q, queue }: { q: QueueView; queue: Queue }) {
  const headingId = `queue-${q.key}`;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2">
          {q.title}:{' '}
          <strong data-testid={`count-${q.key}`}>
            {queue.capped ? `más de ${queue.count.toLocaleString('es-AR')}` : queue.count}
          </strong>
        </Typography>
        {queue.byStage && queue.count > 0 ? (
          <Stack
            component="ul"
            direction="row"
            sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, my: 1 }}
            aria-label="Por etapa"
          >
            {queue.byStage.map((s) => (
              <li key={s.stage}>
                <Chip
                  component={Link}
                  to={listLink(q, { [q.stageField ?? 'stage']: s.stage })}
                  clickable
                  variant="outlined"
                  label={`${s.label}: ${s.count}`}
                  data-testid={`stage-${q.key}-${s.stage}`}
                />
              </li>
            ))}
          </Stack>
        ) : null}
        {queue.oldest.length === 0 ? (
          <Typography variant="body2" sx={{ my: 1 }}>
            {q.none}
          </Typography>
        ) : (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
              Los que más esperan
            </Typography>
            <List dense data-testid={`oldest-${q.key}`}>
              {queue.oldest.map((item) => (
                <ListItem key={item.id} disablePadding>
                  <ListItemButton component={Link} to={`/${q.resource}/${item.id}${q.view}`}>
                    <ListItemText
                      sx={{ overflowWrap: 'anywhere' }}
                      primary={`${item.name} · ${waitingFor(item.days)}`}
                      secondary={q.detail(item) || undefined}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </>
        )}
        <Link to={listLink(q, q.filter)}>Ver todos, los más antiguos primero</Link>
      </CardContent>
    </Card>
  );
}

export function Dashboard() {
  const [board, setBoard] = useState<Board | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const notify = useNotify();
  useEffect(() => {
    httpClient('/api/admin/dashboard')
      .then(({ json }) => setBoard(json as Board))
      .catch((error: Error) => {
        setFailed(true);
        notify(error.message, { type: 'error' });
      });
  }, [notify]);
  if (failed)
    return (
      <Alert severity="error" role="alert" sx={{ m: 2 }}>
        No pudimos cargar lo pendiente. Probá de nuevo en un rato.
      </Alert>
    );
  if (!board) return <Loading />;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
      <Title title="El Campito · Administración" />
      <Typography variant="h5" component="h1" sx={{ gridColumn: '1 / -1' }}>
        Lo que espera hoy
      </Typography>
      <NextEventCard event={board.nextEvent} />
      <NextShiftsCard shifts={board.nextShifts ?? []} />
      {QUEUES.map((q) => (
        <QueueCard key={q.key} q={q} queue={board[q.key]} />
      ))}
    </Box>
  );
}
