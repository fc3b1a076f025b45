// The field messages docs/product.md §5 gives the public forms, letter for letter, apart from the zod rules that use
// them (schemas/applicant-fields.ts) so that a page showing one does not download zod.
export const EMAIL_REQUIRED = 'Email requerido';
export const EMAIL_FORMAT = 'Formato de Email incorrecto';
export const PHONE_REQUIRED = 'Número de telefono requerido';
export const PHONE_INVALID = 'El numero ingresado es invalido';
export const BIRTHDAY_REQUIRED = 'Fecha de nacimiento requerida';
export const BIRTHDAY_TOO_OLD = 'La fecha debe ser desde el 01/01/1923';
/** A birthday, or any other date that cannot be later than today (a transfer's). */
export const BIRTHDAY_FUTURE = 'La fecha no puede ser posterior a hoy';
export const SELECT_REQUIRED = 'Seleccione una opción';
export const AREA_REQUIRED = 'Localidad requerida';
export const NAME_REQUIRED = 'Ingrese su nombre';
export const NAME_REQUIRED_PLEASE = 'Ingrese su nombre, por favor';
/** The same request in the site's own voice (voseo), for the forms the original site did not have (docs/product.md §11–§19). */
export const YOUR_NAME_REQUIRED = 'Ingresá tu nombre';
