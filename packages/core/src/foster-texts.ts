// The foster programme's words (issue 38, items 1–3): the application «Ser hogar de tránsito», placements,
// the foster's updates and supply requests. schemas/foster.ts holds their rules.
import { AREA_REQUIRED, NAME_REQUIRED_PLEASE } from './field-messages';
import type { FosterApplication } from './schemas/foster';

/** Kinds of home, as the form offers them. */
export const FOSTER_HOMES = ['casa con patio', 'casa sin patio', 'departamento', 'quinta o campo'] as const;
/** How much of the day someone is at home. */
export const FOSTER_TIME_AT_HOME = ['casi todo el día', 'medio día', 'pocas horas'] as const;
/** Dogs that need a foster most: the form asks which of them the home can take (none is an answer too). */
export const FOSTER_CAN_TAKE = [
  'cachorros',
  'perros mayores',
  'perros que no caminan',
  'perros con cuidados médicos',
] as const;
/** For how long they can have a dog. */
export const FOSTER_DURATIONS = [
  'hasta 2 semanas',
  'hasta 1 mes',
  'hasta 3 meses',
  'más de 3 meses',
] as const;

/** Where a dog went when its placement ended. */
export const FOSTER_DESTINATIONS = ['refugio', 'adoptado', 'otro_transito'] as const;
export const FOSTER_DESTINATION_LABELS: Record<FosterDestination, string> = {
  refugio: 'Volvió al refugio',
  adoptado: 'Fue adoptado',
  otro_transito: 'Pasó a otro hogar de tránsito',
};

/** What a foster can ask the shelter for. */
export const SUPPLY_KINDS = ['alimento', 'medicamento', 'veterinaria', 'transportadora', 'otro'] as const;
export const SUPPLY_KIND_LABELS: Record<SupplyKind, string> = {
  alimento: 'Alimento',
  medicamento: 'Medicamento',
  veterinaria: 'Visita al veterinario',
  transportadora: 'Transportadora o jaula',
  otro: 'Otra cosa',
};
export const SUPPLY_URGENCIES = ['normal', 'pronto', 'urgente'] as const;
export const SUPPLY_URGENCY_LABELS: Record<SupplyUrgency, string> = {
  normal: 'Puede esperar una semana',
  pronto: 'Esta semana',
  urgente: 'Urgente: en uno o dos días',
};
/** A supply request's way through the staff queue; each change mails the foster. */
export const SUPPLY_STATES = ['pedido', 'preparado', 'entregado'] as const;
export const SUPPLY_STATE_LABELS: Record<SupplyState, string> = {
  pedido: 'Pedido',
  preparado: 'Preparado',
  entregado: 'Entregado',
};

/** Up to this many photos in one update from a foster. */
export const FOSTER_UPDATE_PHOTOS = 4;

export type FosterDestination = (typeof FOSTER_DESTINATIONS)[number];
export type SupplyKind = (typeof SUPPLY_KINDS)[number];
export type SupplyUrgency = (typeof SUPPLY_URGENCIES)[number];
export type SupplyState = (typeof SUPPLY_STATES)[number];

export const FOSTER_MSG = {
  name: NAME_REQUIRED_PLEASE,
  area: AREA_REQUIRED,
  address: 'Escribí tu domicilio: calle, número y, si hay, piso y departamento',
  comment: 'Contanos, aunque sea en pocas palabras',
  otherAnimals: 'Contanos si tenés otros animales (si no tenés, escribí «No»)',
  sizes: 'Elegí, al menos, un tamaño',
  canTake: 'Elegí sólo opciones de la lista',
  // Placements, updates and supplies.
  dog: 'Elegí el perro',
  foster: 'Elegí un hogar de tránsito aprobado',
  notFoster: 'Esa cuenta no es un hogar de tránsito aprobado.',
  startsOn: 'Indicá desde qué día está en tránsito',
  expectedUntil: 'La fecha estimada de fin no puede ser anterior al comienzo',
  nextVetOn: 'Indicá una fecha válida para el próximo control',
  endedOn: 'Indicá el día en que terminó el tránsito (no antes de que empezara)',
  destination: 'Elegí adónde fue el perro',
  alreadyPlaced: 'Ese perro ya está en un hogar de tránsito: terminá ese tránsito antes de empezar otro.',
  adopted: 'Ese perro ya tiene familia: no puede ir a un hogar de tránsito.',
  ended: 'Ese tránsito ya terminó.',
  placementNotFound: 'No encontramos ese tránsito.',
  notYourDog: 'No encontramos ese perro entre los que están con vos.',
  updateText: 'Contanos cómo está (hasta 2000 caracteres)',
  tooManyPhotos: 'Podés subir hasta 4 fotos por novedad',
  alreadyPublished: 'Esta novedad ya se publicó.',
  supplyKind: 'Elegí qué necesitás',
  supplyDetail: 'Contanos qué necesitás (hasta 500 caracteres)',
  quantity: 'Indicá la cantidad, por ejemplo «2 bolsas de 15 kg»',
  urgency: 'Elegí para cuándo lo necesitás',
  supplyState: 'Elegí un estado de la lista',
  supplyNotFound: 'No encontramos ese pedido.',
  notApproved:
    'Esta página es para los hogares de tránsito de El Campito. Si querés serlo, completá el formulario «Ser hogar de tránsito».',
} as const;

/** Each question as the form asks it (also the labels of the staff mail and the panel). */
export const FOSTER_LABELS = {
  name: 'Nombre y apellido',
  email: 'Email',
  phone: 'Teléfono',
  birthday: 'Fecha de nacimiento',
  area: 'Localidad',
  address: 'Domicilio',
  home: '¿Cómo es tu casa?',
  household: '¿Quiénes viven con vos? (edades de los chicos, si hay)',
  otherAnimals: '¿Tenés otros animales? ¿Cuáles? ¿Están castrados y vacunados?',
  timeAtHome: '¿Cuánto tiempo del día hay alguien en casa?',
  sizes: '¿De qué tamaño puede ser el perro?',
  canTake: '¿Podrías recibir alguno de estos? (opcional)',
  duration: '¿Por cuánto tiempo podés tenerlo?',
  unavailable: '¿Hay fechas en las que no podrías? (opcional)',
  question: '¿Tenés alguna pregunta para el equipo? (opcional)',
} as const satisfies Record<keyof Omit<FosterApplication, 'sitioWeb' | 'idempotencyKey'>, string>;

export const FOSTER_ARRAY_FIELDS = ['sizes', 'canTake'] as const;
