// Visits, events and school talks (issue 35): the words, states and the visit-day rule the pages, the
// admin and the API share, apart from the zod rules (schemas/visits.ts), so a page that shows the calendar
// does not download zod. ADR 015 says why the calendar is rows and how places are never oversold.
import { isoDay } from './dates';
import type { ImageRef } from './images';

/** What a date on the calendar is. `visita` is a regular visit day (no booking, made from the rule). */
export const EVENT_KINDS = [
  'visita',
  'jornada',
  'taller',
  'capacitacion',
  'charla',
  'castracion',
  'escuela',
  'otro',
  // Issue 38: a volunteer shift (shift-texts.ts), never on the public calendar.
  'turno',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
export const EVENT_KIND_LABELS: Record<EventKind, string> = {
  visita: 'Día de visita',
  jornada: 'Jornada de puertas abiertas',
  taller: 'Taller',
  capacitacion: 'Capacitación',
  charla: 'Charla',
  castracion: 'Castración masiva',
  escuela: 'Charla en una escuela',
  otro: 'Evento',
  turno: 'Turno de voluntariado',
};

/** A date goes ahead, is suspended (rain: it may come back) or is cancelled. */
export const EVENT_STATUSES = ['programado', 'suspendido', 'cancelado'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export const EVENT_STATUS_LABELS: Record<EventStatus, string> = {
  programado: 'Programado',
  suspendido: 'Suspendido por lluvia',
  cancelado: 'Cancelado',
};

/**
 * A booking holds its places while `confirmada` or `ofrecida` (a freed place offered to the next in the
 * waiting list, until `offeredUntil`); `espera` waits in line by its time of arrival.
 */
export const BOOKING_STATUSES = ['confirmada', 'espera', 'ofrecida', 'cancelada', 'vencida'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  confirmada: 'Confirmada',
  espera: 'En lista de espera',
  ofrecida: 'Lugar ofrecido',
  cancelada: 'Cancelada',
  vencida: 'Oferta vencida',
};
/** The states that hold places against the capacity and the combi. */
export const HOLDING_BOOKINGS: readonly BookingStatus[] = ['confirmada', 'ofrecida'];

/** School talks (SPEC's projects pages): levels by age, and where the talk happens. */
export const SCHOOL_LEVELS = ['inicial', 'primaria', 'secundaria'] as const;
export type SchoolLevel = (typeof SCHOOL_LEVELS)[number];
export const SCHOOL_LEVEL_LABELS: Record<SchoolLevel, string> = {
  inicial: 'Inicial (de 3 a 5 años)',
  primaria: 'Primaria (de 6 a 11 años)',
  secundaria: 'Secundaria (de 12 años en adelante)',
};
export const SCHOOL_MODALITIES = ['escuela', 'refugio', 'virtual'] as const;
export type SchoolModality = (typeof SCHOOL_MODALITIES)[number];
export const SCHOOL_MODALITY_LABELS: Record<SchoolModality, string> = {
  escuela: 'En la escuela',
  refugio: 'Visita al refugio',
  virtual: 'Virtual',
};

/** Most people one booking may bring, and most combi seats: a family or a small group. */
export const MAX_PEOPLE_PER_BOOKING = 10;
/** How long a person offered a freed place has to take it. */
export const OFFER_HOURS = 24;
/** Bookings, suspension notices and school requests are deleted this many days after their date. */
export const VISITS_KEEP_DAYS_DEFAULT = 90;

/**
 * The visit days of a month (SPEC's visits page): the first Sunday and the Saturdays after it, as
 * YYYY-MM-DD. `month` is 1–12.
 */
export function visitDaysOf(year: number, month: number): string[] {
  const day = (d: number) => new Date(Date.UTC(year, month - 1, d));
  const iso = (d: number) => day(d).toISOString().slice(0, 10);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  let sunday = 1;
  while (day(sunday).getUTCDay() !== 0) sunday++;
  const days = [iso(sunday)];
  for (let d = sunday + 6; d <= lastDay; d += 7) days.push(iso(d));
  return days;
}

/** The visit days from today (Buenos Aires) through the next `months` months, oldest first. */
export function nextVisitDays(months: number, now: Date = new Date()): string[] {
  const today = isoDay(now);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const days: string[] = [];
  for (let i = 0; i <= months; i++) {
    const m = ((month - 1 + i) % 12) + 1;
    const y = year + Math.floor((month - 1 + i) / 12);
    days.push(...visitDaysOf(y, m).filter((d) => d >= today));
  }
  return days;
}

/** A calendar date's public address: its slug, which for a visit day is its date. */
export const eventPath = (slug: string) => `/visitas/${slug}`;

export const VISITS_MSG = {
  // Booking (the public form and the link in its mails).
  name: 'Escribí tu nombre y apellido',
  people: `Indicá cuántas personas vienen (de 1 a ${MAX_PEOPLE_PER_BOOKING})`,
  combi: 'Los lugares en la combi no pueden ser más que las personas que vienen',
  noCombi: 'Este evento no tiene combi',
  notBookable: 'Este evento no necesita reserva: podés venir directamente.',
  closed: 'Este evento ya pasó o fue suspendido: ya no se puede reservar.',
  booked:
    '¡Listo! Tu lugar está reservado. Te mandamos un email con los datos y un enlace para cambiar o cancelar la reserva.',
  waitlisted:
    'El evento está completo: te anotamos en la lista de espera. Si se libera un lugar, te escribimos por email para que lo confirmes.',
  alreadyBooked:
    'Ese email ya tiene una reserva para este evento. Para cambiarla, usá el enlace del email que te mandamos.',
  badLink: 'Ese enlace no es válido o la reserva ya no existe.',
  changed: 'Listo: guardamos los cambios de tu reserva.',
  cancelled: 'Listo: cancelamos tu reserva. ¡Gracias por avisarnos!',
  full: 'No quedan lugares suficientes para ese cambio. Probá con menos personas o asientos.',
  offerTaken: '¡Listo! El lugar es tuyo. Te mandamos un email con los datos.',
  offerGone: 'La oferta de ese lugar ya venció. Si querés, anotate de nuevo desde la página del evento.',
  // «Avisame si se suspende».
  alertSubscribed:
    'Listo: te mandamos un email para confirmar. Cuando lo confirmes, te avisamos si ese día se suspende.',
  alertConfirmed: '¡Confirmado! Si la visita de ese día se suspende, te avisamos por email.',
  alertRemoved: 'Listo: no te vamos a avisar por ese día.',
  // School talks.
  school: 'Escribí el nombre de la escuela',
  level: 'Elegí el nivel',
  students: 'Indicá cuántos chicos y chicas participarían (de 1 a 500)',
  teacher: 'Escribí el nombre de la persona docente a cargo',
  modality: 'Elegí cómo preferís la charla',
  preferredDates: 'Contanos qué días y horarios les quedan bien',
  schoolSent: '¡Gracias! Recibimos tu pedido. Te vamos a escribir para coordinar la charla con tu escuela.',
  // Staff.
  title: 'Escribí el título',
  startsAt: 'Elegí la fecha y la hora',
  endsBefore: 'El final tiene que ser después del comienzo',
  capacity: 'El cupo tiene que ser un número entero (vacío: sin límite)',
  seats: 'Los asientos de la combi tienen que ser un número entero',
  meetingPoint: 'Indicá dónde sale la combi y a qué hora',
  months: 'Elegí entre 1 y 6 meses',
  notice: 'El texto del aviso no puede estar vacío (hasta 5000 caracteres)',
  subject: 'El asunto del correo no puede estar vacío (hasta 200 caracteres)',
  alreadyCancelled: 'Esta fecha ya fue suspendida o cancelada',
} as const;

/** A date as the site shows it (GET /api/visitas, /visitas and its pages; the panel reads part of it). */
export interface CalendarItem {
  id: string;
  slug: string;
  /** `/visitas/{slug}` */
  path: string;
  kind: EventKind;
  kindLabel: string;
  title: string;
  startsAt: string;
  endsAt: string | null;
  /** Its calendar day in Buenos Aires (YYYY-MM-DD). */
  day: string;
  place: string;
  description: string;
  image: ImageRef | null;
  status: EventStatus;
  statusLabel: string;
  /** Staff's notice while suspended or cancelled. */
  notice: string | null;
  bookingRequired: boolean;
  /** People it takes (null: no limit) and places left (null: no limit). */
  capacity: number | null;
  placesLeft: number | null;
  combiSeats: number;
  combiSeatsLeft: number;
  combiMeetingPoint: string;
  combiMeetingAt: string | null;
  /** Bookings in the waiting list. */
  waiting: number;
  /** Booking is open: going ahead, needs booking, not begun (when full, a booking joins the waiting list). */
  bookable: boolean;
  /** Bookable, but no place left for one more person. */
  full: boolean;
  /** «Avisame si se suspende» is offered: going ahead, not begun, no booking needed. */
  alertable: boolean;
}
