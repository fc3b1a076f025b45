// The adoption questionnaire's words (schemas/adoption.ts holds its rules).
import { AREA_REQUIRED, NAME_REQUIRED_PLEASE } from './field-messages';
import type { Adoption } from './schemas/adoption';

export const ADOPTION_MSG = {
  nameDog: 'Nombre del Camperito necesario',
  name: NAME_REQUIRED_PLEASE,
  location: 'Domicilio requerido',
  area: AREA_REQUIRED,
  people: 'responda la pregunta por favor',
  peopleInvalid: 'Ingrese un número entero, de 1 en adelante',
  /** The three free-text messages of docs/product.md §5, chosen per question below. */
  answer: 'conteste la pregunta, por favor',
  comment: 'haga, al menos, un breve comentario',
  info: 'información requerida',
  checkboxes: 'Al menos, elegir la opción "otros"',
} as const;

/** Each question as the form asks it; the staff mail and the admin show answers under the same words. */
export const ADOPTION_LABELS = {
  nameDog: 'Perro que querés adoptar',
  name: 'Nombre y apellido',
  birthday: 'Fecha de nacimiento',
  email: 'Email',
  phone: 'Teléfono',
  location: 'Domicilio (calle y número)',
  area: 'Localidad',
  people: '¿Cuántas personas viven en tu casa?',
  accordance: '¿Todos en tu casa están de acuerdo con adoptar un perro?',
  description: 'Contanos quiénes viven en tu casa: edades, rutinas, horarios',
  babies: 'Si en el futuro llega un bebé a la familia, ¿qué pasaría con el perro?',
  allergies: '¿Alguien en tu casa tiene alergia a los perros?',
  home: '¿En qué tipo de vivienda vivís?',
  freshAir: '¿Qué espacios al aire libre tiene tu casa?',
  status: '¿Sos propietario/a de la vivienda o alquilás?',
  authorization: 'Si alquilás, ¿el contrato o el propietario permiten tener perros?',
  otherAnimals: '¿Tenés otros animales?',
  expatiate: 'Contanos sobre tus otros animales: especie, edad, carácter',
  castrated: '¿Tus otros animales están castrados?',
  vaccinated: '¿Tus otros animales tienen las vacunas al día?',
  reason: '¿Por qué querés adoptar un perro?',
  items: '¿Qué buscás en un perro?',
  sleep: '¿Dónde va a dormir el perro?',
  loneliness: '¿Cuántas horas por día pasaría solo?',
  walk: '¿Cuántas veces por día lo sacarías a pasear, y por cuánto tiempo?',
  events: 'Si rompe algo o hace sus necesidades adentro, ¿qué harías?',
  holidays: '¿Qué harías con el perro cuando te vayas de vacaciones?',
  moving: 'Si te mudás, ¿qué pasaría con el perro?',
  adaptation: '¿Estás dispuesto/a a darle tiempo para adaptarse a tu casa?',
  sterilization: 'Si todavía no está castrado, ¿estás de acuerdo con castrarlo?',
} as const satisfies Record<keyof Omit<Adoption, 'sitioWeb' | 'idempotencyKey'>, string>;

/** The checkbox groups: FormData carries them as repeated names (formDataToObject's arrayFields). */
export const ADOPTION_ARRAY_FIELDS = ['items', 'home', 'freshAir'] as const;

/** After the approval (issue 37): the contract the adopter accepts at /adopcion/{id}, and the delivery. */
export const CONTRACT_MSG = {
  fullName: 'Escribí tu nombre y apellido completos, como figuran en tu DNI.',
  dni: 'Ingresá tu DNI: 7 u 8 números, con o sin puntos.',
  address: 'Escribí tu domicilio: calle, número y localidad.',
  accept: 'Para aceptar el contrato, marcá la casilla.',
  changed: 'El contrato cambió desde que abriste la página. Leelo de nuevo antes de aceptarlo.',
  invalidLink: 'Este enlace no es válido. Usá el del último mail que te mandamos o escribinos.',
  expired: 'Este enlace venció. Escribinos y te mandamos el contrato de nuevo.',
  accepted: '¡Listo! Aceptaste el contrato. Te mandamos una copia por mail y podés descargarla acá.',
  castrated: 'Elegí si el perro está castrado.',
  vaccines: 'Escribí qué vacunas tiene, por ejemplo «Séxtuple y antirrábica (marzo 2026)».',
  notApproved: 'Primero aprobá la solicitud: el contrato se manda a una adopción aprobada.',
  alreadyAccepted: 'Ese contrato ya fue aceptado: no se puede cambiar.',
  notAccepted: 'Todavía no aceptó el contrato: la entrega se marca después de que lo acepte.',
  deliveredOn: 'Elegí el día de la entrega: hoy o uno de los últimos 60 días.',
} as const;

/** The dog's castration as the contract says it. */
export const CASTRATION_LABELS = {
  si: 'castrado',
  no: 'sin castrar',
  pendiente: 'castración pendiente',
} as const;
export type Castration = keyof typeof CASTRATION_LABELS;

/** How many days the contract's link stays open after it was sent. */
export const CONTRACT_LINK_DAYS = 30;
