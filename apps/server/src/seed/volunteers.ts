import { VOLUNTEER_MODALITIES, WEEK_DAYS, YES_NO_MAYBE } from '@campito/core';
import type { volunteers } from '@campito/db';
import { addDays, dateBetween, daysBetween, monthsUntil, spreadOverMonths } from './calendar';
import { fakePerson } from './people';
import { Rng } from './random';

export type VolunteerRow = typeof volunteers.$inferInsert;

const VOLUNTEER_COUNT = 60;
/** Applications younger than this are still waiting for the team to call. */
const PENDING_DAYS = 60;

const PROFESSIONS = [
  'Estudiante de veterinaria',
  'Docente',
  'Diseñadora gráfica',
  'Contador',
  'Enfermera',
  'Programador',
  'Jubilada',
  'Comerciante',
  'Estudiante secundario',
  'Fotógrafa',
  'Administrativo',
  'Paseador de perros',
];
const INTERESTS = [
  'Pasear y socializar a los perros',
  'Difusión en redes sociales',
  'Eventos y ferias de adopción',
  'Mantenimiento del predio',
  'Traslados al veterinario',
  'Fotografiar a los perros en adopción',
  'Acompañar a los perros viejitos',
];
const CLARIFICATIONS = [
  'Prefiero ir por la mañana.',
  'Puedo por la tarde, después del trabajo.',
  'Algunas semanas viajo, pero aviso con tiempo.',
  'Los sábados puedo quedarme todo el día.',
  'Solo puedo cada quince días.',
];
const DESCRIPTIONS = [
  'Siempre tuve perros y hoy no puedo tener uno en casa, así que quiero ayudar de otra manera.',
  'Adopté a mi perra en un refugio y quiero devolver un poco de todo lo que me dio.',
  'Soy una persona tranquila y paciente, me llevo bien con los animales grandes.',
  'Me encanta estar al aire libre y tengo experiencia con perros con miedo.',
  'Trabajo en comunicación y puedo ayudar con fotos y textos para las redes.',
];
const PURPOSES = [
  'Quiero que más perros encuentren una familia.',
  'Busco sumar mi tiempo a una causa que me importa.',
  'Quiero aprender sobre el cuidado de perros rescatados.',
  'Me gustaría ayudar a que el refugio sea más conocido.',
];
const VEHICLES = [
  'Sí, tengo auto',
  'No',
  'Tengo moto',
  'No, viajo en colectivo',
  'Sí, a veces uso el auto familiar',
];
const QUESTIONS = [
  '¿Hay algún requisito de edad para ser voluntario?',
  '¿Puedo ir con mi hijo adolescente?',
  '¿Necesito llevar algo el primer día?',
  '¿Se puede colaborar a distancia?',
  'Ninguna por ahora, ¡gracias!',
];

/** About 60 applications since 2020; the most recent ones are still pending. */
export function planVolunteers(now: Date): VolunteerRow[] {
  const rng = new Rng('volunteers');
  const when = new Rng('volunteer-dates');
  const dates = [
    ...spreadOverMonths(when, VOLUNTEER_COUNT - 4, monthsUntil(now), now),
    ...Array.from({ length: 4 }, () => dateBetween(when, addDays(now, -40), now)),
  ];
  return dates.map((date, i) => {
    const person = fakePerson(rng, 'voluntario', i + 1);
    const modality = rng.pick(VOLUNTEER_MODALITIES);
    return {
      name: person.name,
      email: person.email,
      phone: person.phone,
      birthday: person.birthday,
      area: person.area,
      profession: rng.pick(PROFESSIONS),
      interest: modality === 'virtual' ? 'Difusión en redes sociales' : rng.pick(INTERESTS),
      modality,
      availability: rng.int(2, 12),
      days: rng.some(WEEK_DAYS, rng.int(1, 3)),
      clarification: rng.pick(CLARIFICATIONS),
      description: rng.pick(DESCRIPTIONS),
      purpose: rng.pick(PURPOSES),
      vehicle: rng.pick(VEHICLES),
      carpooling: rng.pick(YES_NO_MAYBE),
      question: rng.pick(QUESTIONS),
      isPending: daysBetween(date, now) < PENDING_DAYS,
      date,
      createdAt: date,
      updatedAt: date,
    };
  });
}
