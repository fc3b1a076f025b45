// After the adoption (issue 37, items 3 and 5): what the adopter commits to, with its due date, and a dog
// that comes back. Texts and constants without zod, for the pages and the panel.

/** What staff record that an adopter commits to; «otro» takes the description staff write. */
export const COMMITMENT_KINDS = {
  castracion: 'Castración',
  vacunas: 'Vacunas',
  microchip: 'Microchip',
  otro: 'Otro',
} as const;
export type CommitmentKind = keyof typeof COMMITMENT_KINDS;

/** The adopter is reminded this many days before the due date. */
export const COMMITMENT_REMIND_DAYS = 7;

export const COMMITMENT_MSG = {
  kind: 'Elegí qué se compromete a hacer.',
  description: 'Escribí el detalle, por ejemplo «Castración cuando cumpla 6 meses» (hasta 300 caracteres).',
  dueOn: 'Elegí la fecha límite.',
  invalidLink: 'Este enlace no es válido. Usá el del último mail que te mandamos o escribinos.',
  cancelled: 'Este compromiso ya no está vigente.',
  done: '¡Gracias! Lo registramos como hecho.',
  alreadyDone: 'Este compromiso ya está registrado como hecho. ¡Gracias!',
  photo: 'Subí una foto del certificado o la libreta (JPG, PNG o WebP).',
  notAdopted: 'Los compromisos se registran en una adopción aprobada.',
} as const;

/** Why a dog came back, for the return and the statistics. */
export const RETURN_REASONS = {
  conducta: 'Problemas de conducta',
  convivencia_animales: 'No se llevó con otros animales',
  convivencia_chicos: 'No se llevó con los chicos',
  mudanza: 'Mudanza',
  alergia: 'Alergia',
  salud_familia: 'Salud de la familia',
  salud_perro: 'Salud del perro',
  tiempo: 'Falta de tiempo',
  economico: 'Motivos económicos',
  otro: 'Otro motivo',
} as const;
export type ReturnReason = keyof typeof RETURN_REASONS;

export const RETURN_MSG = {
  reason: 'Elegí el motivo de la devolución.',
  returnedOn: 'Elegí el día en que volvió: hoy o uno de los últimos 60 días.',
  broughtBy: 'Escribí quién lo trajo (hasta 120 caracteres).',
  dogState: 'Contá en qué estado llegó (hasta 2000 caracteres).',
  notAdopted: 'Sólo se registra la devolución de una adopción aprobada.',
  already: 'Esta adopción ya tiene su devolución registrada.',
} as const;
