// The rules of visits, events and school talks (issue 35): the public booking, «Avisame si se suspende»
// and school-talk forms, and staff's event, visit-day and suspension forms. One schema per rule, used by
// the pages, the API and the admin alike.
import { z } from 'zod';
import { MAX } from '../form-texts';
import { ISO_DATE_RE, SLUG_RE } from '../patterns';
import { MAX_SHIFT_REPEAT_WEEKS, SHIFT_MSG, SHIFT_TASKS } from '../shift-texts';
import { EVENT_KINDS, MAX_PEOPLE_PER_BOOKING, SCHOOL_LEVELS, SCHOOL_MODALITIES, VISITS_MSG } from '../visits';
import {
  blankToNull,
  choice,
  emailField,
  guardFields,
  optionalText,
  phoneField,
  requiredLine,
  requiredText,
  strictForm,
  wholeNumber,
} from './applicant-fields';
import { imageRefSchema } from './dog';

const people = wholeNumber(
  { required: VISITS_MSG.people, invalid: VISITS_MSG.people },
  1,
  MAX_PEOPLE_PER_BOOKING,
);
/** Combi seats: blank or absent is none. */
const seats = z.preprocess(
  (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? 0 : v),
  wholeNumber({ required: VISITS_MSG.combi, invalid: VISITS_MSG.combi }, 0, MAX_PEOPLE_PER_BOOKING),
);
const combiWithinPeople = (v: { personas: number; combi: number }) => v.combi <= v.personas;

/** A place (or a place in the waiting list) at an event that needs booking. */
export const bookingSchema = strictForm({
  nombre: requiredLine(VISITS_MSG.name, MAX.name),
  email: emailField(),
  telefono: phoneField(),
  personas: people,
  combi: seats,
  ...guardFields,
}).refine(combiWithinPeople, { message: VISITS_MSG.combi, path: ['combi'] });
export type BookingInput = z.input<typeof bookingSchema>;
export type Booking = z.output<typeof bookingSchema>;

/** What the signed link lets a person change: how many come and how many ride the combi. */
export const bookingChangeSchema = strictForm({
  personas: people,
  combi: seats,
}).refine(combiWithinPeople, { message: VISITS_MSG.combi, path: ['combi'] });

/** «Avisame si se suspende» for one visit day. */
export const eventAlertSchema = strictForm({ email: emailField(), ...guardFields });

/** «Pedí una charla para tu escuela». */
export const schoolRequestSchema = strictForm({
  escuela: requiredLine(VISITS_MSG.school, MAX.short),
  nivel: choice(SCHOOL_LEVELS, VISITS_MSG.level),
  alumnos: wholeNumber({ required: VISITS_MSG.students, invalid: VISITS_MSG.students }, 1, 500),
  docente: requiredLine(VISITS_MSG.teacher, MAX.name),
  email: emailField(),
  telefono: phoneField(),
  modalidad: choice(SCHOOL_MODALITIES, VISITS_MSG.modality),
  fechas: requiredText(VISITS_MSG.preferredDates, MAX.long),
  temas: optionalText(MAX.long),
  ...guardFields,
});
export type SchoolRequestInput = z.input<typeof schoolRequestSchema>;

const moment = (message: string) =>
  z.coerce.date({ error: message }).refine((d) => !Number.isNaN(d.getTime()), message);
const optionalCount = (message: string) =>
  z.preprocess(blankToNull, wholeNumber({ required: message, invalid: message }, 0, 100_000).nullable());

/** Staff's event (the admin's «Visitas y eventos» form and POST/PUT /api/admin/events). */
export const eventSchema = z
  .object({
    kind: z.enum(EVENT_KINDS, { error: VISITS_MSG.title }),
    title: requiredLine(VISITS_MSG.title, MAX.short),
    startsAt: moment(VISITS_MSG.startsAt),
    endsAt: z.preprocess(blankToNull, moment(VISITS_MSG.endsBefore).nullable()).optional(),
    place: z.string().trim().max(MAX.short).optional().default(''),
    description: z.string().trim().max(MAX.message).optional().default(''),
    image: z.preprocess(blankToNull, imageRefSchema.nullable()).optional(),
    capacity: optionalCount(VISITS_MSG.capacity).optional(),
    bookingRequired: z.boolean().optional().default(false),
    combiSeats: z.preprocess(
      (v) => (v === '' || v === null || v === undefined ? 0 : v),
      wholeNumber({ required: VISITS_MSG.seats, invalid: VISITS_MSG.seats }, 0, 1000),
    ),
    combiMeetingPoint: z.string().trim().max(MAX.short).optional().default(''),
    combiMeetingAt: z.preprocess(blankToNull, moment(VISITS_MSG.meetingPoint).nullable()).optional(),
    isPublic: z.boolean().optional().default(true),
    // A volunteer shift (kind «turno», issue 38): its task and requirements, and more weeks on create.
    task: z.preprocess(blankToNull, z.enum(SHIFT_TASKS, { error: SHIFT_MSG.task }).nullable()).optional(),
    requirements: z.string().trim().max(200, { error: SHIFT_MSG.requirements }).optional().default(''),
    repeatWeeks: z
      .preprocess(
        (v) => (v === '' || v === null || v === undefined ? 0 : v),
        wholeNumber(
          { required: SHIFT_MSG.repeatWeeks, invalid: SHIFT_MSG.repeatWeeks },
          0,
          MAX_SHIFT_REPEAT_WEEKS,
        ),
      )
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'turno') {
      if (!v.task) ctx.addIssue({ code: 'custom', path: ['task'], message: SHIFT_MSG.task });
      if (!v.capacity || v.capacity > 200)
        ctx.addIssue({ code: 'custom', path: ['capacity'], message: SHIFT_MSG.capacity });
      if (!v.endsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: SHIFT_MSG.endsAt });
    }
    if (v.endsAt && v.endsAt <= v.startsAt)
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: VISITS_MSG.endsBefore });
    if (v.combiSeats > 0 && (!v.combiMeetingPoint || !v.combiMeetingAt))
      ctx.addIssue({ code: 'custom', path: ['combiMeetingPoint'], message: VISITS_MSG.meetingPoint });
  });
export type EventInput = z.output<typeof eventSchema>;

/** «Generar días de visita»: the rule's days for the next months, skipping dates already there. */
export const visitDaysSchema = z.object({
  months: wholeNumber({ required: VISITS_MSG.months, invalid: VISITS_MSG.months }, 1, 6),
});

/** «Suspender por lluvia» / «Cancelar»: the notice on the site, and the mail staff may edit before it goes. */
export const eventNoticeSchema = z.object({
  status: z.enum(['suspendido', 'cancelado'], { error: VISITS_MSG.alreadyCancelled }),
  notice: requiredText(VISITS_MSG.notice, MAX.message),
  subject: requiredLine(VISITS_MSG.subject, MAX.short),
  body: requiredText(VISITS_MSG.notice, MAX.message),
});

/** A visit day's or event's address: a date, or a dated name. */
export const eventSlugSchema = z.string().max(120).regex(SLUG_RE);
export const isVisitDaySlug = (slug: string) => slug.length === 10 && ISO_DATE_RE.test(slug);
