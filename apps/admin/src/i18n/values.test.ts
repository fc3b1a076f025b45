// The panel's labels for stored values (values.ts): no enumeration value shows as its code, and any field
// of the change log reads in Spanish.
import {
  ADOPTION_FRESH_AIR,
  ADOPTION_HOMES,
  ADOPTION_ITEMS,
  AUDIT_ACTIONS,
  CONTACT_SUBJECTS,
  CONTRIBUTION_METHODS,
  CONTRIBUTION_STATUSES,
  CONTRIBUTION_TYPES,
  CURRENCIES,
  DOG_AGES,
  DOG_GENDERS,
  DOG_MOBILITIES,
  DOG_SIZES,
  HOUSING_STATUS,
  POST_CATEGORIES,
  PRESS_TYPES,
  ROLES,
  VOLUNTEER_MODALITIES,
  WEEK_DAYS,
  YES_NO,
  YES_NO_MAYBE,
} from '@campito/core';
import { describe, expect, it } from 'vitest';
import { AUDIT_RESOURCE_CHOICES, STATUS_CHOICES } from '../components/choices';
import { resourceMessages } from './resources';
import {
  AUDITED_RESOURCES,
  choicesOf,
  FIELD_KINDS,
  fieldLabel,
  formatValue,
  kindLabel,
  resourceLabel,
  VALUE_LABELS,
  type ValueKind,
  valueLabel,
} from './values';

/** Each enumeration of core and the kind that labels it. */
const ENUMERATIONS: [ValueKind, readonly string[]][] = [
  ['gender', DOG_GENDERS],
  ['age', DOG_AGES],
  ['size', DOG_SIZES],
  ['mobility', DOG_MOBILITIES],
  ['role', ROLES],
  ['pressType', PRESS_TYPES],
  ['postCategory', POST_CATEGORIES],
  ['contributionType', CONTRIBUTION_TYPES],
  ['method', CONTRIBUTION_METHODS],
  ['currency', CURRENCIES],
  ['paymentStatus', CONTRIBUTION_STATUSES],
  ['modality', VOLUNTEER_MODALITIES],
  ['yesNoMaybe', YES_NO_MAYBE],
  ['yesNoMaybe', YES_NO],
  ['weekDay', WEEK_DAYS],
  ['housing', HOUSING_STATUS],
  ['adoptionItem', ADOPTION_ITEMS],
  ['adoptionHome', ADOPTION_HOMES],
  ['freshAir', ADOPTION_FRESH_AIR],
  ['subject', CONTACT_SUBJECTS],
  ['auditAction', AUDIT_ACTIONS],
];

describe('value labels', () => {
  it.each(ENUMERATIONS)('every value of %s has a label that starts with a capital', (kind, values) => {
    for (const value of values) {
      const label = kindLabel(kind, value);
      expect(Object.hasOwn(VALUE_LABELS[kind], value), `${kind}: ${value}`).toBe(true);
      expect(label.charAt(0), `${kind}: ${value} → ${label}`).toBe(label.charAt(0).toUpperCase());
    }
  });

  it('reads the codes that leaked before in Spanish', () => {
    expect(valueLabel('contributions', 'status', 'paid')).toBe('Pagado');
    expect(valueLabel('contributions', 'status', 'pending')).toBe('Pendiente');
    expect(valueLabel('contributions', 'method', 'mercadopago')).toBe('Mercado Pago');
    expect(valueLabel('contributions', 'currency', 'USD')).toBe('Dólares (USD)');
    expect(valueLabel('users', 'roles', 'superAdmin')).toBe('Superadministrador/a');
    expect(valueLabel('audit', 'action', 'update')).toBe('Modificación');
    expect(valueLabel('audit', 'resource', 'dogs')).toBe('Perrito');
    expect(valueLabel('volunteers', 'modality', 'hibrido')).toBe('Híbrida');
    expect(valueLabel('adoptions', 'accordance', 'tal vez')).toBe('Tal vez');
  });

  it('leaves values without an enumeration, and unknown values, as they are', () => {
    expect(valueLabel('dogs', 'name', 'paid')).toBe('paid');
    expect(valueLabel('contributions', 'status', 'refunded')).toBe('refunded');
    expect(valueLabel('contributions', 'status', 'toString')).toBe('toString');
    expect(valueLabel('constructor', 'status', 'paid')).toBe('paid');
  });

  it('names every field kind it maps with an existing kind', () => {
    for (const fields of Object.values(FIELD_KINDS))
      for (const kind of Object.values(fields)) expect(Object.keys(VALUE_LABELS)).toContain(kind);
  });

  it('builds select choices from the same labels, in the order of the values', () => {
    expect(STATUS_CHOICES).toEqual([
      { id: 'pending', name: 'Pendiente' },
      { id: 'paid', name: 'Pagado' },
      { id: 'failed', name: 'Fallido' },
    ]);
    expect(choicesOf('currency')).toEqual([
      { id: 'ARS', name: 'Pesos (ARS)' },
      { id: 'USD', name: 'Dólares (USD)' },
    ]);
  });
});

describe('resource and field names', () => {
  it('names each section in the singular and the plural', () => {
    expect(resourceLabel('dogs')).toBe('Perrito');
    expect(resourceLabel('dogs', true)).toBe('Perritos');
    expect(resourceLabel('escolar', true)).toBe('Educación & Conciencia');
    expect(resourceLabel('nothing')).toBe('nothing');
    expect(AUDIT_RESOURCE_CHOICES.find((c) => c.id === 'contributions')?.name).toBe('Aportes');
  });

  it('every section the log records has a Spanish name', () => {
    for (const resource of AUDITED_RESOURCES) {
      expect(Object.hasOwn(resourceMessages, resource)).toBe(true);
      expect(resourceLabel(resource)).not.toBe(resource);
    }
  });

  it('labels fields as the forms do, and unknown ones by their name', () => {
    expect(fieldLabel('dogs', 'toAdopt')).toBe('En adopción');
    expect(fieldLabel('users', 'passwordHash')).toBe('Contraseña');
    expect(fieldLabel('audit', 'recordLabel')).toBe('Registro');
    expect(fieldLabel('dogs', 'somethingNew')).toBe('somethingNew');
    expect(fieldLabel('dogs', 'constructor')).toBe('constructor');
  });
});

describe('formatValue', () => {
  it('writes nothing as a dash and yes/no in Spanish', () => {
    expect(formatValue('dogs', 'video', null)).toBe('—');
    expect(formatValue('dogs', 'video', '')).toBe('—');
    expect(formatValue('dogs', 'references', [])).toBe('—');
    expect(formatValue('dogs', 'toAdopt', true)).toBe('Sí');
    expect(formatValue('dogs', 'toAdopt', false)).toBe('No');
  });

  it('labels enumerations, one or a list', () => {
    expect(formatValue('contributions', 'status', 'paid')).toBe('Pagado');
    expect(formatValue('users', 'roles', ['public', 'voluntario'])).toBe('Público, Voluntario/a');
    expect(formatValue('volunteers', 'days', ['lunes', 'miercoles'])).toBe('Lunes, Miércoles');
    expect(formatValue('dogs', 'references', ['tranquilo', 'guardián'])).toBe('tranquilo, guardián');
  });

  it('writes days as dd/mm/aaaa and moments in Argentina', () => {
    expect(formatValue('users', 'birthday', '1990-04-05')).toBe('05/04/1990');
    const moment = formatValue('dogs', 'deletedAt', '2024-05-01T02:30:00.000Z');
    // 02:30 UTC is still April 30 in Argentina (UTC-3).
    expect(moment).toBe('30/04/2024, 23:30');
  });

  it('counts images instead of printing their references', () => {
    const image = { key: 'abc', width: 640, height: 480, widths: [320, 640] };
    expect(formatValue('dogs', 'images', [image, image])).toBe('2 imágenes');
    expect(formatValue('interfaces', 'imgNosotros', image)).toBe('1 imagen');
  });

  it('writes numbers the Argentine way and other objects as JSON', () => {
    expect(formatValue('contributions', 'total', 1500.5)).toBe('1.500,5');
    expect(formatValue('x', 'y', { a: 1 })).toBe('{"a":1}');
    expect(formatValue('dogs', 'name', 'Turrón')).toBe('Turrón');
  });
});
