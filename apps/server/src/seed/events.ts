import { isoDay, shelterDateTime } from '@campito/core';
import type { events } from '@campito/db';

type EventInsert = typeof events.$inferInsert;

/** The Saturday at least `days` days after `now`, as a Buenos Aires day (YYYY-MM-DD). */
function saturdayAfter(now: Date, days: number): string {
  const at = new Date(`${isoDay(now)}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  while (at.getUTCDay() !== 6) at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString().slice(0, 10);
}

const at = (day: string, time: string) => shelterDateTime(`${day}T${time}`)!;

/**
 * The demo's coming events (issue 35): an open day with booking and a combi, a workshop with few places,
 * and a talk that needs no booking, from two to six weeks after `now`. Visit days are left to staff's
 * «Generar días de visita»: the demo shows visits suspended, as SPEC does today. Their addresses carry no
 * date, so the browser journeys know them (e2e/site/page-sweep.spec.ts) whatever day the demo was loaded.
 */
export function planEvents(now: Date): EventInsert[] {
  const openDay = saturdayAfter(now, 14);
  const workshop = saturdayAfter(now, 28);
  const talk = saturdayAfter(now, 42);
  return [
    {
      kind: 'jornada',
      slug: 'jornada-de-puertas-abiertas',
      title: 'Jornada de puertas abiertas',
      startsAt: at(openDay, '11:00'),
      endsAt: at(openDay, '16:00'),
      place: 'El Campito, Ruta 6 km 3, Cañuelas',
      description:
        'Un sábado para conocer el refugio por dentro: recorremos los caniles con el equipo, paseamos a los perros que pueden caminar y acompañamos a los que no.\n\n' +
        'Traé ropa cómoda, agua y ganas de ensuciarte un poco. Si querés adoptar, es el mejor día para conocerlos.',
      capacity: 80,
      bookingRequired: true,
      combiSeats: 18,
      combiMeetingPoint: 'Estación Constitución, frente a la boletería del Roca',
      combiMeetingAt: at(openDay, '09:30'),
    },
    {
      kind: 'taller',
      slug: 'taller-de-paseos-con-correa',
      title: 'Taller de paseos con correa',
      startsAt: at(workshop, '10:00'),
      endsAt: at(workshop, '12:30'),
      place: 'El Campito, Ruta 6 km 3, Cañuelas',
      description:
        'Cómo pasear a un perro que tira, que tiene miedo o que recién sale del refugio. Una parte teórica corta y después, con los perros.\n\n' +
        'Los lugares son pocos para que cada persona pasee con alguien del equipo.',
      capacity: 12,
      bookingRequired: true,
    },
    {
      kind: 'charla',
      slug: 'charla-adoptar-un-perro-grande',
      title: 'Charla: adoptar un perro grande',
      startsAt: at(talk, '17:00'),
      endsAt: at(talk, '18:30'),
      place: 'Centro cultural de Cañuelas, Libertad 450',
      description:
        'Qué cambia en la casa, cuánto come, cómo se lo presenta a otros animales. Entrada libre: no hace falta reservar.',
    },
  ];
}
