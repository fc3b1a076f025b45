import { PHONE_DIGITS } from '@campito/core';
import { isoDate } from './calendar';
import type { Rng } from './random';

// Surnames that read as placeholders, so nobody mistakes a demo record for a real person.
const FIRST_NAMES = [
  'Lucía',
  'Martina',
  'Sofía',
  'Valentina',
  'Camila',
  'Julieta',
  'Florencia',
  'Agustina',
  'Carla',
  'Paula',
  'Mariana',
  'Silvia',
  'Graciela',
  'Norma',
  'Rocío',
  'Juan',
  'Martín',
  'Santiago',
  'Matías',
  'Nicolás',
  'Diego',
  'Pablo',
  'Federico',
  'Lucas',
  'Gonzalo',
  'Hernán',
  'Sergio',
  'Ricardo',
  'Tomás',
  'Joaquín',
];
const FAKE_SURNAMES = ['Ejemplo', 'Demo', 'Prueba', 'Ficticio', 'Inventado', 'Muestra', 'Modelo', 'Ensayo'];

const AREAS = [
  'Ezeiza',
  'Monte Grande',
  'Lomas de Zamora',
  'Adrogué',
  'Temperley',
  'Banfield',
  'Lanús',
  'Quilmes',
  'La Plata',
  'Canning',
  'Tristán Suárez',
  'Luis Guillón',
  'Burzaco',
  'CABA - Palermo',
  'CABA - Caballito',
  'CABA - Flores',
  'San Vicente',
  'Cañuelas',
];

const STREETS = [
  'Av. Belgrano',
  'Mitre',
  'San Martín',
  'Rivadavia',
  'Sarmiento',
  'Moreno',
  'Alsina',
  'Italia',
  'Las Heras',
];

export interface FakePerson {
  name: string;
  email: string;
  phone: string;
  birthday: string;
  area: string;
  location: string;
}

/** `prefix` and `n` make the email unique and say where the record came from: voluntario12@example.com. */
export function fakePerson(rng: Rng, prefix: string, n: number): FakePerson {
  const born = new Date(Date.UTC(rng.int(1955, 2004), rng.int(0, 11), rng.int(1, 28)));
  return {
    name: `${rng.pick(FIRST_NAMES)} ${rng.pick(FAKE_SURNAMES)}`,
    email: `${prefix}${n}@example.com`,
    phone: fakePhone(rng),
    birthday: isoDate(born),
    area: rng.pick(AREAS),
    location: `${rng.pick(STREETS)} ${rng.int(100, 4999)}`,
  };
}

/** Argentine-looking numbers: area code 11 plus eight digits (PHONE_DIGITS in all). */
function fakePhone(rng: Rng): string {
  return `11${rng.digits(PHONE_DIGITS - 2)}`;
}
