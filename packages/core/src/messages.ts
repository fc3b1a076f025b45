// Spanish texts users see, letter for letter as SPEC writes them (typos included).
// Field-level validation messages live next to their rule in the zod schemas of this package.

export const MSG = {
  notFound: 'No encontramos la página que buscás.',
  serverError: 'Tuvimos un problema al mostrar esta página. Probá de nuevo en unos minutos.',
  badRequest: 'La solicitud no es válida.',
  unavailable: 'El servicio no está disponible en este momento. Probá de nuevo en unos minutos.',
  noAccess: 'Usted no tiene los permisos para ingresar a este Apartado',
  /** An admin writing another staff account (issue 14): only a superAdmin may. */
  onlySuperAdminStaff:
    'Sólo alguien con el rol Superadministrador/a puede modificar la cuenta de otra persona del equipo.',
  noData: 'Ingrese Informacion',
  tooManyRequests: 'Hiciste demasiados intentos. Esperá unos minutos y probá de nuevo.',
  tooBig: 'El envío es demasiado grande.',
  busy: 'Estamos recibiendo muchos envíos a la vez. Esperá unos segundos y probá de nuevo.',
} as const;
