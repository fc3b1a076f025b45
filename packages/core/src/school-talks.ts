// «Pedí una charla para tu escuela» (issue 35, item 7): the form's questions as the page, the staff's mail
// and the panel read them, apart from the zod rules (schemas/visits.ts `schoolRequestSchema`) so the page
// does not download zod. The levels, modalities and messages are visits.ts's.
import type { SchoolRequestInput } from './schemas/visits';

type SchoolRequestField = Exclude<keyof SchoolRequestInput, 'sitioWeb' | 'idempotencyKey'>;

/** The questions, in the form's order. */
export const SCHOOL_REQUEST_LABELS: Record<SchoolRequestField, string> = {
  escuela: 'Nombre de la escuela',
  nivel: 'Nivel',
  alumnos: '¿Cuántos chicos y chicas participarían?',
  docente: 'Docente a cargo (nombre y apellido)',
  email: 'Email',
  telefono: 'Teléfono',
  modalidad: '¿Cómo preferís la charla?',
  fechas: '¿Qué días y horarios les quedan bien?',
  temas: '¿Hay algún tema que les interese especialmente?',
};

/** Where the form lives, and its link from /proyectoescolar. */
export const SCHOOL_TALK_PATH = '/proyectoescolar/charla';
export const SCHOOL_TALK_CTA = 'Pedí una charla para tu escuela';

/** A scheduled talk's private event: its title and address (`escuela-2026-12-03-1a2b3c`). */
export const schoolTalkTitle = (school: string) => `Charla en ${school}`;
export const schoolTalkSlug = (day: string, requestId: string, length = 6) =>
  `escuela-${day}-${requestId.replaceAll('-', '').slice(0, length).toLowerCase()}`;
