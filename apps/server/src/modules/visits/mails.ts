// The mails of visits and events (issue 35), written by the server in the house layout (mail/templates.ts):
// a booking's confirmation (with its .ics), its place in the waiting list, a freed place offered, the
// reminder the day before, an alert's confirmation, and the suspension notice staff edit before it goes.
import { longDayTime, paragraphs, SITE_NAME, shortDayTime } from '@campito/core';
import type { MailMessage } from '../mail/outbox';
import { greeting, renderMail } from '../mail/templates';
import { calendarFile } from './ics';
import type { VisitLinks } from './links';
import type { BookingRow, EventRow } from './places';

/** A date with no end of its own lasts this long in calendars. */
const DEFAULT_HOURS = 2;

type MailEvent = Pick<
  EventRow,
  'kind' | 'title' | 'slug' | 'startsAt' | 'endsAt' | 'place' | 'combiMeetingPoint' | 'combiMeetingAt'
>;

/** A date's page: its public one, or for a volunteer shift (never public, issue 38) the volunteers' list. */
const pageUrl = (links: VisitLinks, event: MailEvent) =>
  event.kind === 'turno' ? `${links.base}/voluntario/turnos` : links.eventUrl(event.slug);
type MailBooking = Pick<BookingRow, 'id' | 'name' | 'email' | 'people' | 'combiSeats'>;

const placeOf = (event: MailEvent) => event.place.trim() || SITE_NAME;
const seats = (n: number) => (n === 1 ? '1 asiento' : `${n} asientos`);
const people = (n: number) => (n === 1 ? '1 persona' : `${n} personas`);

/** Where and when the combi leaves, for the seats booked; '' without them. */
function combiLine(event: MailEvent, booking: MailBooking): string {
  if (booking.combiSeats === 0) return '';
  const when = event.combiMeetingAt ? `, ${shortDayTime(event.combiMeetingAt)}` : '';
  return `${seats(booking.combiSeats)}. Sale de ${event.combiMeetingPoint || 'el punto de encuentro'}${when}.`;
}

function rows(event: MailEvent, booking: MailBooking): [string, string][] {
  const combi = combiLine(event, booking);
  return [
    ['Evento', event.title],
    ['Cuándo', longDayTime(event.startsAt)],
    ['Dónde', placeOf(event)],
    ['Personas', people(booking.people)],
    ...(combi ? [['Combi', combi] as [string, string]] : []),
  ];
}

const changeLine =
  'Si no podés venir o cambia la cantidad de personas, avisanos con el enlace: así el lugar le queda a otra persona.';

/** A mail about one booking: its subject, the greeting and `lines`, the booking's details and its link. */
function bookingMail(
  links: VisitLinks,
  event: MailEvent,
  booking: MailBooking,
  mail: { subject: string; lines: string[]; linkLabel: string },
): MailMessage {
  return {
    to: booking.email,
    subject: mail.subject,
    ...renderMail({
      title: mail.subject,
      paragraphs: [greeting(booking.name), ...mail.lines],
      rows: rows(event, booking),
      link: { href: links.bookingUrl(booking.id), label: mail.linkLabel },
    }),
  };
}

/** The booking is confirmed: the details, the link to change or cancel it, and the date for the calendar. */
export function confirmationMail(
  links: VisitLinks,
  event: MailEvent,
  booking: MailBooking,
  now: Date,
): MailMessage {
  const subject = `Tu lugar para ${event.title} está reservado`;
  const combi = combiLine(event, booking);
  const ics = calendarFile({
    uid: `${booking.id}@${new URL(links.base).hostname}`,
    stamp: now,
    start: event.startsAt,
    end: event.endsAt ?? new Date(event.startsAt.getTime() + DEFAULT_HOURS * 3_600_000),
    summary: event.title,
    location: placeOf(event),
    description: [
      `Reserva de ${booking.name}: ${people(booking.people)}.`,
      ...(combi ? [`Combi: ${combi}`] : []),
      // Not the signed link: the outbox keeps attachments as they are, and staff's copy must not show it.
      'Para cambiar o cancelar la reserva, usá el enlace del correo de confirmación.',
    ].join('\n'),
    url: pageUrl(links, event),
  });
  return {
    ...bookingMail(links, event, booking, {
      subject,
      lines: [
        'Te esperamos. Estos son los datos de tu reserva; el archivo adjunto la agrega a tu calendario.',
        changeLine,
      ],
      linkLabel: 'Ver, cambiar o cancelar la reserva',
    }),
    attachments: [
      {
        filename: `${event.slug}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: ics,
      },
    ],
  };
}

/** Full: the booking waits in line, and a mail will offer a place if one frees up. */
export const waitlistMail = (links: VisitLinks, event: MailEvent, booking: MailBooking): MailMessage =>
  bookingMail(links, event, booking, {
    subject: `Estás en la lista de espera de ${event.title}`,
    lines: [
      'El evento está completo, así que te anotamos en la lista de espera, en el orden en que llegó tu pedido.',
      'Si se libera un lugar para tu grupo, te escribimos para que lo confirmes: vas a tener un tiempo limitado para hacerlo.',
    ],
    linkLabel: 'Ver o cancelar tu lugar en la lista',
  });

/** A freed place is this booking's until `offeredUntil`: one click takes it. */
function offerMail(
  links: VisitLinks,
  event: MailEvent,
  booking: MailBooking & Pick<BookingRow, 'offeredUntil'>,
): MailMessage {
  return bookingMail(links, event, booking, {
    subject: `Se liberó un lugar para ${event.title}`,
    lines: [
      `Se liberó un lugar y es tuyo si lo confirmás antes del ${longDayTime(booking.offeredUntil ?? event.startsAt)}. Después se lo ofrecemos a la persona que sigue en la lista.`,
    ],
    linkLabel: 'Confirmar mi lugar',
  });
}

/** The mails of the bookings a freed place was offered to (queued by the caller in its transaction). */
export const offerMails = (links: VisitLinks, event: MailEvent, offered: BookingRow[]): MailMessage[] =>
  offered.map((booking) => offerMail(links, event, booking));

/** The day before: the details again. */
export const reminderMail = (links: VisitLinks, event: MailEvent, booking: MailBooking): MailMessage =>
  bookingMail(links, event, booking, {
    subject: `Mañana: ${event.title}`,
    lines: [
      event.kind === 'turno'
        ? 'Te recordamos tu turno de mañana. Traé ropa cómoda que se pueda ensuciar, agua, protector solar y abrigo.'
        : 'Te recordamos tu reserva para mañana. Traé correa si venís con tu perro, repelente, protector solar y abrigo.',
      changeLine,
    ],
    linkLabel: 'Ver, cambiar o cancelar la reserva',
  });

/** «Avisame si se suspende»: confirm with the link, or nothing is sent. */
export function alertConfirmMail(
  links: VisitLinks,
  event: MailEvent,
  alert: { id: string; email: string },
  confirmToken: string,
): MailMessage {
  const subject = 'Confirmá el aviso si se suspende la visita';
  return {
    to: alert.email,
    subject,
    ...renderMail({
      title: subject,
      paragraphs: [
        `Pediste que te avisemos si se suspende ${event.title} del ${longDayTime(event.startsAt)}.`,
        'Confirmá con el enlace: vence en 7 días. Si no fuiste vos, ignorá este correo: sin confirmar no te vamos a escribir.',
      ],
      link: { href: links.alertConfirmUrl(alert.id, confirmToken), label: 'Confirmar el aviso' },
    }),
    unsubscribeUrl: links.alertUnsubscribeUrl(alert.id),
  };
}

/** The notice staff wrote, to one person; alerts carry their one-click opt-out. */
export function noticeMail(
  links: VisitLinks,
  event: MailEvent,
  text: { subject: string; body: string },
  to: { email: string; alertId?: string },
): MailMessage {
  const unsubscribe = to.alertId ? links.alertUnsubscribeUrl(to.alertId) : undefined;
  return {
    to: to.email,
    subject: text.subject,
    ...renderMail({
      title: text.subject,
      paragraphs: paragraphs(text.body),
      rows: [
        ['Evento', event.title],
        ['Cuándo', longDayTime(event.startsAt)],
      ],
      link: { href: pageUrl(links, event), label: 'Ver las próximas fechas' },
      ...(unsubscribe
        ? {
            footer: {
              text: 'Te escribimos porque pediste que te avisemos si se suspendía esta fecha.',
              href: unsubscribe,
              label: 'No quiero más estos avisos',
            },
          }
        : {}),
    }),
    ...(unsubscribe ? { unsubscribeUrl: unsubscribe } : {}),
  };
}
