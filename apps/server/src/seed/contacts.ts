import type { CONTACT_SUBJECTS } from '@campito/core';
import type { contactMessages } from '@campito/db';
import { addDays, dateBetween, daysBetween } from './calendar';
import { fakePerson } from './people';
import { Rng } from './random';

export type ContactRow = typeof contactMessages.$inferInsert;
type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

const MESSAGES: [ContactSubject, string | null, string][] = [
  [
    'adopciones',
    null,
    'Hola, vi a Luna en la página y quería saber si sigue disponible y cómo es el proceso de adopción.',
  ],
  [
    'campito escolar',
    'Escuela Primaria N° 12',
    'Somos docentes de cuarto grado y nos gustaría organizar una visita al refugio con los chicos.',
  ],
  ['donaciones', null, 'Tengo mantas y dos bolsas de alimento para donar. ¿Puedo llevarlas un sábado?'],
  ['visitas', null, '¿Hace falta avisar antes de ir a visitar el refugio un sábado con mi familia?'],
  [
    'prensa',
    'Revista Patitas',
    'Queremos hacer una nota sobre los perros que usan carrito. ¿Con quién podemos hablar?',
  ],
  [
    'felicitaciones',
    null,
    '¡Gracias por todo lo que hacen! Adoptamos a Toby hace un año y es el rey de la casa.',
  ],
  ['débitos automáticos', null, 'Quiero cambiar la tarjeta de mi aporte mensual, ¿cómo hago?'],
  [
    'denuncias',
    null,
    'En mi barrio hay un perro atado todo el día sin agua. ¿Me pueden orientar sobre cómo denunciar?',
  ],
  [
    'consulta',
    'Veterinaria Amiga',
    'Ofrecemos castraciones a precio solidario para los adoptantes del Campito. ¿Les interesa?',
  ],
];

/** A handful of recent messages; the older ones are already handled. */
export function planContacts(now: Date): ContactRow[] {
  const rng = new Rng('contacts');
  const when = new Rng('contact-dates');
  return MESSAGES.map(([asunto, organization, consulta], i) => {
    const person = fakePerson(rng, 'contacto', i + 1);
    const date = dateBetween(when, addDays(now, -120), now);
    return {
      fullName: person.name,
      organization,
      email: person.email,
      telephone: person.phone,
      asunto,
      consulta,
      handled: daysBetween(date, now) > 30,
      createdAt: date,
      updatedAt: date,
    };
  });
}
