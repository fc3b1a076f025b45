// «Visitas y eventos» in the panel (issue 35): the form flags what the server would refuse, with the same
// message under the same field, and the texts staff read on the list, the day's page, the notice dialog and
// the dashboard say what the numbers mean.
import { type NextEventSummary, VISITS_MSG } from '@campito/core';
import { describe, expect, it } from 'vitest';
import {
  bookingsCsvUrl,
  generatedText,
  nextEventFacts,
  placesLeftText,
  placesText,
  recipientsText,
  telHref,
  validateEvent,
} from './logic';

const valid = {
  kind: 'jornada',
  title: 'Jornada de puertas abiertas',
  startsAt: '2026-12-12T14:00:00.000Z',
  endsAt: '2026-12-12T19:00:00.000Z',
  capacity: 80,
  bookingRequired: true,
  combiSeats: 18,
  combiMeetingPoint: 'Constitución',
  combiMeetingAt: '2026-12-12T12:30:00.000Z',
};

describe('the event form', () => {
  it('accepts a whole event, and one with only a title and a start', () => {
    expect(validateEvent(valid)).toEqual({});
    expect(validateEvent({ kind: 'charla', title: 'Charla', startsAt: '2026-12-12T14:00:00.000Z' })).toEqual(
      {},
    );
  });

  it('says under each field what is wrong, the first message only', () => {
    expect(validateEvent({ ...valid, title: '  ', startsAt: '' })).toEqual({
      title: VISITS_MSG.title,
      startsAt: VISITS_MSG.startsAt,
    });
    expect(validateEvent({ ...valid, endsAt: '2026-12-12T13:00:00.000Z' })).toEqual({
      endsAt: VISITS_MSG.endsBefore,
    });
    expect(validateEvent({ ...valid, capacity: 'veinte' })).toEqual({ capacity: VISITS_MSG.capacity });
    // A combi needs where and when it leaves.
    expect(validateEvent({ ...valid, combiMeetingPoint: '' })).toEqual({
      combiMeetingPoint: VISITS_MSG.meetingPoint,
    });
  });
});

describe('places and bookings as staff read them', () => {
  it('puts people holding places over the capacity, and who waits', () => {
    expect(placesText({ bookingRequired: true, capacity: 20, heldPeople: 3, waitingPeople: 0 })).toBe(
      '3 de 20',
    );
    expect(placesText({ bookingRequired: true, capacity: 2, heldPeople: 2, waitingPeople: 4 })).toBe(
      '2 de 2 · 4 en espera',
    );
    expect(placesText({ bookingRequired: true, capacity: null, heldPeople: 1 })).toBe(
      '1 persona (sin límite)',
    );
    expect(placesText({ bookingRequired: false, capacity: null, heldPeople: 0 })).toBe('');
    expect(placesText({ bookingRequired: true, capacity: 1500, heldPeople: 1200 })).toBe('1.200 de 1.500');
  });

  it('says the places left in a sentence', () => {
    expect(placesLeftText(null)).toBe('Sin límite de lugares');
    expect(placesLeftText(0)).toBe('Completo');
    expect(placesLeftText(1)).toBe('Queda 1 lugar');
    expect(placesLeftText(7)).toBe('Quedan 7 lugares');
  });

  it('tells who a notice reaches, and that it goes once', () => {
    expect(recipientsText({ booked: 3, waiting: 1, alerts: 2, total: 6 }, false)).toBe(
      'Les llega a 6 personas: 3 con reserva, 1 en lista de espera, 2 que pidieron aviso. Se manda una sola vez.',
    );
    expect(recipientsText({ booked: 0, waiting: 0, alerts: 1, total: 1 }, false)).toBe(
      'Le llega a 1 persona: 1 que pidió aviso. Se manda una sola vez.',
    );
    expect(recipientsText({ booked: 0, waiting: 0, alerts: 0, total: 0 }, false)).toMatch(/^Nadie/);
    expect(recipientsText({ booked: 5, waiting: 0, alerts: 0, total: 5 }, true)).toMatch(/ya salió/);
  });

  it('makes a phone a link to call, Argentine spellings included', () => {
    expect(telHref('11 5555-4433')).toBe('tel:1155554433');
    expect(telHref('+54 9 11 5555-4433')).toBe('tel:+5491155554433');
    expect(telHref('(0221) 15-444-5566')).toBe('tel:0221154445566');
    expect(telHref('sin teléfono')).toBeNull();
  });

  it('downloads the CSV from the staff API, the id escaped', () => {
    expect(bookingsCsvUrl('a/b')).toBe('/api/admin/events/a%2Fb/bookings.csv');
  });

  it('says what generating the visit days did', () => {
    expect(generatedText({ created: [], skipped: 3 })).toBe(
      'No se agregó ningún día de visita (3 ya estaban).',
    );
    expect(generatedText({ created: ['2026-12-06'], skipped: 0 })).toBe('Se agregó 1 día de visita.');
    expect(generatedText({ created: ['2026-12-06', '2026-12-12'], skipped: 1 })).toBe(
      'Se agregaron 2 días de visita (1 ya estaba).',
    );
  });
});

describe('the dashboard card of the next date', () => {
  const next: NextEventSummary = {
    id: 'e1',
    slug: 'jornada',
    title: 'Jornada',
    startsAt: '2026-12-12T14:00:00.000Z',
    status: 'programado',
    statusLabel: 'Programado',
    bookings: 3,
    people: 7,
    capacity: 8,
    placesLeft: 1,
    combiSeats: 18,
    combiSeatsLeft: 15,
    waiting: 2,
  };

  it('counts bookings and people, places and combi seats left, and who waits', () => {
    expect(nextEventFacts(next)).toEqual([
      '3 reservas · 7 personas',
      'Queda 1 lugar',
      'Combi: 15 asientos libres de 18',
      '2 en lista de espera',
    ]);
  });

  it('puts a suspension first and leaves out a combi and a waiting list there are not', () => {
    expect(
      nextEventFacts({
        ...next,
        status: 'suspendido',
        statusLabel: 'Suspendido',
        bookings: 1,
        people: 1,
        combiSeats: 0,
        combiSeatsLeft: 0,
        waiting: 0,
      }),
    ).toEqual(['Suspendido', '1 reserva · 1 persona', 'Queda 1 lugar']);
  });
});
