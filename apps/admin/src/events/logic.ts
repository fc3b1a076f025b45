// The pure parts of «Visitas y eventos» (issue 35), kept apart from react-admin so they are tested in Node:
// the form's check with core's eventSchema, how places and bookings read, and who a notice reaches.
import { eventSchema, type NextEventSummary } from '@campito/core';

/** The form validates with the same schema as the server (admin/events.resource.ts); first message per field. */
export function validateEvent(values: Record<string, unknown>): Record<string, string> {
  const checked = eventSchema.safeParse(values);
  if (checked.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of checked.error.issues) errors[String(issue.path[0] ?? 'title')] ??= issue.message;
  return errors;
}

const count = (n: number) => n.toLocaleString('es-AR');
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

/**
 * A date's places as the list reads them: people holding places over the capacity ("3 de 20"), or the
 * people alone when there is no limit; waiting people after. Nothing for a date nobody books.
 */
export function placesText(record: {
  capacity?: number | null;
  heldPeople?: number | null;
  waitingPeople?: number | null;
  bookingRequired?: boolean;
}): string {
  const held = Number(record.heldPeople ?? 0);
  const waiting = Number(record.waitingPeople ?? 0);
  if (!record.bookingRequired && held === 0 && waiting === 0) return '';
  const places =
    record.capacity === null || record.capacity === undefined
      ? `${plural(held, 'persona', 'personas')} (sin límite)`
      : `${count(held)} de ${count(record.capacity)}`;
  return waiting > 0 ? `${places} · ${count(waiting)} en espera` : places;
}

/** Places left as a sentence: "Quedan 3 lugares", "Sin límite de lugares", "Completo". */
export function placesLeftText(placesLeft: number | null): string {
  if (placesLeft === null) return 'Sin límite de lugares';
  if (placesLeft <= 0) return 'Completo';
  return placesLeft === 1 ? 'Queda 1 lugar' : `Quedan ${count(placesLeft)} lugares`;
}

export interface NoticeRecipients {
  booked: number;
  waiting: number;
  alerts: number;
  total: number;
}

/** Who a suspension or cancellation mail reaches, in one sentence. */
export function recipientsText(r: NoticeRecipients | undefined, alreadyMailed: boolean): string {
  if (alreadyMailed)
    return 'El correo ya salió para esta fecha: ahora solo cambian el estado y el aviso en el sitio.';
  if (!r || r.total === 0) return 'Nadie tiene anotada esta fecha: solo se muestra el aviso en el sitio.';
  const parts = [
    r.booked > 0 && plural(r.booked, 'con reserva', 'con reserva'),
    r.waiting > 0 && plural(r.waiting, 'en lista de espera', 'en lista de espera'),
    r.alerts > 0 && plural(r.alerts, 'que pidió aviso', 'que pidieron aviso'),
  ].filter(Boolean);
  const who = r.total === 1 ? 'Le llega a 1 persona' : `Les llega a ${count(r.total)} personas`;
  return `${who}: ${parts.join(', ')}. Se manda una sola vez.`;
}

/** A booking's phone as a tel: link (digits and a leading +), or null when it has no digits. */
export function telHref(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (!digits) return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** The bookings' CSV (server side, safe for spreadsheets), downloaded with the session cookie (same origin). */
export const bookingsCsvUrl = (eventId: string) =>
  `/api/admin/events/${encodeURIComponent(eventId)}/bookings.csv`;

/** What «Generar días de visita» did, in one sentence. */
export function generatedText({ created, skipped }: { created: string[]; skipped: number }): string {
  const added =
    created.length === 0
      ? 'No se agregó ningún día de visita'
      : created.length === 1
        ? 'Se agregó 1 día de visita'
        : `Se agregaron ${count(created.length)} días de visita`;
  const kept = skipped === 0 ? '' : skipped === 1 ? ' (1 ya estaba)' : ` (${count(skipped)} ya estaban)`;
  return `${added}${kept}.`;
}

/**
 * What the dashboard says of the next date that takes bookings: its bookings and people, places and combi
 * seats left, and who waits. Its status comes first when it does not go ahead.
 */
export function nextEventFacts(e: NextEventSummary): string[] {
  return [
    e.status === 'programado' ? '' : e.statusLabel,
    `${plural(e.bookings, 'reserva', 'reservas')} · ${plural(e.people, 'persona', 'personas')}`,
    placesLeftText(e.placesLeft),
    e.combiSeats > 0
      ? `Combi: ${plural(e.combiSeatsLeft, 'asiento libre', 'asientos libres')} de ${count(e.combiSeats)}`
      : '',
    e.waiting > 0 ? `${count(e.waiting)} en lista de espera` : '',
  ].filter(Boolean);
}
