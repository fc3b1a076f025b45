// Spanish texts users see, letter for letter as docs/product.md §8 quotes them (typos included).
// Field-level validation messages live next to their rule in the zod schemas of this package.

/** The shelter's name, as the site, its mails and the payment providers' pages show it. */
export const SITE_NAME = 'El Campito';

export const MSG = {
  notFound: 'No encontramos la página que buscás.',
  /** An unknown API path or resource (the JSON twin of `notFound`). */
  apiNotFound: 'No encontramos lo que buscás.',
  /** The summary of a 400 whose fields each carry their own message. */
  checkFields: 'Revisá los datos marcados.',
  dogNotFound: 'No encontramos ese perro.',
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
