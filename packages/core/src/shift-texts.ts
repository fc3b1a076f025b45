// Volunteer shifts and hours (issue 38, items 4 and 5): a shift is a date of the calendar of kind «turno»
// (ADR 016) that only volunteers see and book with their account. Texts and constants without zod, for the
// pages, the panel and the mails.

/** What a shift is for. */
export const SHIFT_TASKS = ['paseos', 'limpieza', 'cocina', 'fotos', 'eventos', 'otra'] as const;
export type ShiftTask = (typeof SHIFT_TASKS)[number];
export const SHIFT_TASK_LABELS: Record<ShiftTask, string> = {
  paseos: 'Paseos',
  limpieza: 'Limpieza',
  cocina: 'Cocina',
  fotos: 'Fotos',
  eventos: 'Eventos',
  otra: 'Otra tarea',
};

/** A shift repeated weekly: at most this many more weeks at once. */
export const MAX_SHIFT_REPEAT_WEEKS = 12;

export const SHIFT_MSG = {
  task: 'Elegí la tarea del turno.',
  capacity: 'Escribí cuántos voluntarios entran en el turno (de 1 a 200).',
  endsAt: 'Elegí a qué hora termina el turno: las horas de cada voluntario salen de ahí.',
  repeatWeeks: `Escribí cuántas semanas más se repite (de 0 a ${MAX_SHIFT_REPEAT_WEEKS}).`,
  requirements: 'Los requisitos van en una línea (hasta 200 caracteres).',
  notVolunteer:
    'Los turnos son para voluntarios del refugio. Si todavía no sos voluntario, completá el formulario de voluntariado y te contactamos.',
  notFound: 'No encontramos ese turno.',
  closed: 'Este turno ya no recibe inscripciones.',
  already: 'Ya estás anotado en este turno.',
  signedUp: '¡Listo! Te anotamos. Te mandamos un correo con los datos y el archivo para tu calendario.',
  waitlisted:
    'El turno está completo: te anotamos en la lista de espera. Si se libera un lugar, te escribimos para que lo confirmes.',
  cancelled: 'Listo: cancelamos tu lugar. ¡Gracias por avisar! Así se lo ofrecemos a otra persona.',
  notSignedUp: 'No estás anotado en este turno.',
  taken: '¡Listo! El lugar es tuyo. Te mandamos un correo con los datos.',
  noOffer: 'No tenés un lugar ofrecido en este turno.',
  noHours: 'Todavía no tenés horas registradas: se suman cuando el equipo marca tu asistencia a un turno.',
  dni: 'Escribí el DNI con 7 u 8 números, o dejalo vacío.',
  certificateName: 'Escribí tu nombre y apellido como querés que figure (hasta 120 caracteres).',
} as const;

/** 90 → «1 h 30 min», 120 → «2 h», 45 → «45 min». */
export function hoursText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
