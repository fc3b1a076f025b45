// How the panel reads stored values to staff: every enumeration's Spanish label (payment states,
// methods, currencies, roles, the change log's actions and resources, the questionnaires' answers…),
// which field of which resource holds which enumeration, and a value of any field as text (the change
// log and the read-only answers). The one home of these labels: choices.ts builds the selects from
// here, the lists and show views render through here. Pure (no react-admin), so it is tested in Node.
import {
  ADOPTION_FRESH_AIR,
  ADOPTION_HOMES,
  ADOPTION_ITEMS,
  type AUDIT_ACTIONS,
  BOOKING_STATUS_LABELS,
  AUDITED_RESOURCES as CHANGE_LOG_RESOURCES,
  CONTACT_SUBJECTS,
  type CONTRIBUTION_METHODS,
  type CONTRIBUTION_STATUSES,
  CONTRIBUTION_TYPES,
  type CURRENCIES,
  DOG_AGE_LABELS,
  DOG_AGES,
  DOG_GENDER_LABELS,
  DOG_MOBILITY_LABELS,
  DOG_SIZE_LABELS,
  EVENT_KIND_LABELS,
  EVENT_STATUS_LABELS,
  FOSTER_CAN_TAKE,
  FOSTER_DURATIONS,
  FOSTER_HOMES,
  FOSTER_TIME_AT_HOME,
  type HOUSING_STATUS,
  type NEED_PLEDGE_STATUSES,
  NEED_URGENCY_LABELS,
  POST_CATEGORIES,
  PRESS_TYPES,
  PROVIDER_NAMES,
  ROLE_LABELS,
  SCHOOL_LEVEL_LABELS,
  SCHOOL_MODALITY_LABELS,
  type SUBSCRIPTION_PROVIDERS,
  SUBSCRIPTION_STATUS_LABELS,
  shortDayTime,
  type VOLUNTEER_MODALITIES,
  type WEEK_DAYS,
  type YES_NO_MAYBE,
} from '@campito/core';
import { resourceMessages } from './resources';

type Labels<T extends readonly string[]> = Record<T[number], string>;

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** Labels that are the value itself, capitalized ("talleres" → "Talleres"). */
const capitalized = <T extends readonly string[]>(values: T) =>
  Object.fromEntries(values.map((v) => [v, capitalize(v)])) as Labels<T>;

/** Every enumeration the panel shows, value → label. */
export const VALUE_LABELS = {
  gender: DOG_GENDER_LABELS,
  age: Object.fromEntries(DOG_AGES.map((v) => [v, DOG_AGE_LABELS[v]])) as Labels<typeof DOG_AGES>,
  size: DOG_SIZE_LABELS,
  mobility: DOG_MOBILITY_LABELS,
  role: ROLE_LABELS,
  pressType: Object.fromEntries(PRESS_TYPES.map((v) => [v, v])) as Labels<typeof PRESS_TYPES>,
  postCategory: capitalized(POST_CATEGORIES),
  contributionType: capitalized(CONTRIBUTION_TYPES),
  method: {
    paypal: 'PayPal',
    donaronline: 'DonarOnline',
    mercadopago: 'Mercado Pago',
    cafecito: 'Cafecito',
    otro: 'Otro',
    transferencia: 'Transferencia bancaria',
  } satisfies Labels<typeof CONTRIBUTION_METHODS>,
  currency: { ARS: 'Pesos (ARS)', USD: 'Dólares (USD)' } satisfies Labels<typeof CURRENCIES>,
  paymentStatus: { pending: 'Pendiente', paid: 'Pagado', failed: 'Fallido' } satisfies Labels<
    typeof CONTRIBUTION_STATUSES
  >,
  modality: { virtual: 'Virtual', presencial: 'Presencial', hibrido: 'Híbrida' } satisfies Labels<
    typeof VOLUNTEER_MODALITIES
  >,
  yesNoMaybe: { si: 'Sí', no: 'No', 'tal vez': 'Tal vez' } satisfies Labels<typeof YES_NO_MAYBE>,
  weekDay: {
    lunes: 'Lunes',
    martes: 'Martes',
    miercoles: 'Miércoles',
    jueves: 'Jueves',
    viernes: 'Viernes',
    sabado: 'Sábado',
  } satisfies Labels<typeof WEEK_DAYS>,
  housing: { propietario: 'Propietario/a', alquilo: 'Inquilino/a' } satisfies Labels<typeof HOUSING_STATUS>,
  adoptionItem: { ...capitalized(ADOPTION_ITEMS), compañia: 'Compañía' },
  adoptionHome: { ...capitalized(ADOPTION_HOMES), ph: 'PH' },
  freshAir: capitalized(ADOPTION_FRESH_AIR),
  subject: capitalized(CONTACT_SUBJECTS),
  auditAction: {
    create: 'Alta',
    update: 'Modificación',
    delete: 'Baja o borrado',
    view: 'Consulta de datos personales',
  } satisfies Labels<typeof AUDIT_ACTIONS>,
  schoolLevel: SCHOOL_LEVEL_LABELS,
  schoolModality: SCHOOL_MODALITY_LABELS,
  eventKind: EVENT_KIND_LABELS,
  eventStatus: EVENT_STATUS_LABELS,
  bookingStatus: BOOKING_STATUS_LABELS,
  subscriptionStatus: SUBSCRIPTION_STATUS_LABELS,
  subscriptionProvider: PROVIDER_NAMES satisfies Labels<typeof SUBSCRIPTION_PROVIDERS>,
  needUrgency: NEED_URGENCY_LABELS,
  needPledgeStatus: { prometido: 'Prometido', llego: 'Llegó', 'no-llego': 'No llegó' } satisfies Labels<
    typeof NEED_PLEDGE_STATUSES
  >,
  // Issue 38: «Ser hogar de tránsito».
  fosterHome: capitalized(FOSTER_HOMES),
  fosterTimeAtHome: capitalized(FOSTER_TIME_AT_HOME),
  fosterCanTake: capitalized(FOSTER_CAN_TAKE),
  fosterDuration: capitalized(FOSTER_DURATIONS),
} as const;

export type ValueKind = keyof typeof VALUE_LABELS;

/** Which enumeration each field holds, per resource (the change log's `resource` field: its resources). */
export const FIELD_KINDS: Record<string, Record<string, ValueKind>> = {
  dogs: { gender: 'gender', age: 'age', size: 'size', mobility: 'mobility' },
  users: { roles: 'role' },
  press: { type: 'pressType' },
  escolar: { category: 'postCategory' },
  contributions: {
    type: 'contributionType',
    method: 'method',
    currency: 'currency',
    status: 'paymentStatus',
  },
  volunteers: { modality: 'modality', carpooling: 'yesNoMaybe', days: 'weekDay' },
  adoptions: {
    accordance: 'yesNoMaybe',
    vaccinated: 'yesNoMaybe',
    otherAnimals: 'yesNoMaybe',
    castrated: 'yesNoMaybe',
    authorization: 'yesNoMaybe',
    adaptation: 'yesNoMaybe',
    status: 'housing',
    items: 'adoptionItem',
    home: 'adoptionHome',
    freshAir: 'freshAir',
  },
  contacts: { asunto: 'subject' },
  'school-requests': { level: 'schoolLevel', modality: 'schoolModality' },
  'foster-applications': {
    home: 'fosterHome',
    timeAtHome: 'fosterTimeAtHome',
    sizes: 'size',
    canTake: 'fosterCanTake',
    duration: 'fosterDuration',
  },
  events: { kind: 'eventKind', status: 'eventStatus' },
  audit: { action: 'auditAction' },
  needs: { urgency: 'needUrgency' },
  'need-pledges': { status: 'needPledgeStatus' },
  subscriptions: {
    status: 'subscriptionStatus',
    provider: 'subscriptionProvider',
    type: 'contributionType',
    currency: 'currency',
  },
};

const own = <T>(table: Readonly<Record<string, T>> | undefined, key: string): T | undefined =>
  table && Object.hasOwn(table, key) ? table[key] : undefined;

/** The label of one value of an enumeration; a value it does not know stays as it is. */
export function kindLabel(kind: ValueKind, value: string): string {
  return own<string>(VALUE_LABELS[kind], value) ?? value;
}

/** Select choices ({ id, name }) of an enumeration, in the order of its values. */
export function choicesOf(kind: ValueKind, values: readonly string[] = Object.keys(VALUE_LABELS[kind])) {
  return values.map((id) => ({ id, name: kindLabel(kind, id) }));
}

type ResourceName = keyof typeof resourceMessages;

/** A resource's name, singular ("Perrito") or plural ("Perritos"); an unknown one stays as it is. */
export function resourceLabel(resource: string, plural = false): string {
  const name = own(resourceMessages as Record<string, { name: string }>, resource)?.name;
  if (!name) return resource;
  const [one, many] = name.split('||||').map((s) => s.trim());
  return (plural ? many : one) ?? one!;
}

/** The resources the change log records (its filter): core's list, each one named in resources.ts. */
export const AUDITED_RESOURCES: readonly ResourceName[] = CHANGE_LOG_RESOURCES;

/** A field's name as the panel labels it (resources.ts), else the field as it is. */
export function fieldLabel(resource: string, field: string): string {
  const fields = own(
    resourceMessages as Record<string, { fields?: Record<string, string> }>,
    resource,
  )?.fields;
  return own(fields, field) ?? field;
}

/**
 * A field's label for one stored value: its enumeration's when it has one (the change log's `resource`:
 * the section's name), else the value.
 */
export function valueLabel(resource: string, field: string, value: string): string {
  if (resource === 'audit' && field === 'resource') return resourceLabel(value);
  const kind = own(FIELD_KINDS[resource], field);
  return kind ? kindLabel(kind, value) : value;
}

const EMPTY = '—';
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const isImage = (v: unknown): v is { key: string } =>
  typeof v === 'object' && v !== null && typeof (v as { key?: unknown }).key === 'string';
const images = (n: number) => (n === 1 ? '1 imagen' : `${n} imágenes`);

/**
 * Any stored value of a field as staff read it: enumerations by their labels (lists joined with ", "),
 * yes/no, days and moments in Argentina, images counted, nothing as "—".
 */
export function formatValue(resource: string, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'number') return value.toLocaleString('es-AR');
  if (Array.isArray(value)) {
    if (value.length === 0) return EMPTY;
    if (value.every(isImage)) return images(value.length);
    return value
      .map((v) => (typeof v === 'string' ? valueLabel(resource, field, v) : JSON.stringify(v)))
      .join(', ');
  }
  if (isImage(value)) return images(1);
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  const day = ISO_DAY.exec(text);
  if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  if (ISO_MOMENT.test(text)) {
    const moment = new Date(text);
    if (!Number.isNaN(moment.getTime())) return shortDayTime(moment);
  }
  return valueLabel(resource, field, text);
}
