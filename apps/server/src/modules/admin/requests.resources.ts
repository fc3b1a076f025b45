// What the public sends in for review: volunteer applications, adoption requests, schools' requests for a
// talk, foster applications (issue 38) and contact messages. Staff read every answer (a foster's address on
// demand) and change only the review state: a stage (applications service) or handled.
import {
  ADOPTION_STAGES,
  type ApplicationKind,
  adminContactSchema,
  adminPendingSchema,
  CONTACT_SUBJECTS,
  DOG_SIZES,
  FOSTER_CAN_TAKE,
  FOSTER_DURATIONS,
  FOSTER_HOMES,
  FOSTER_STAGES,
  FOSTER_TIME_AT_HOME,
  MAIL_TEMPLATE_LABELS,
  type MailTemplateKey,
  mailTemplateSchema,
  SCHOOL_LEVELS,
  SCHOOL_MODALITIES,
  SCHOOL_STAGES,
  VOLUNTEER_MODALITIES,
  VOLUNTEER_STAGES,
  YES_NO_MAYBE,
} from '@campito/core';
import {
  adoptionRequests,
  contactMessages,
  dogs,
  fosterApplications,
  mailTemplates,
  schoolRequests,
  volunteers,
} from '@campito/db';
import { sql } from 'drizzle-orm';
import { ensureMailTemplates } from '../applications/mail-texts';
import type { ResourceDef } from './resource';

/**
 * The "pendiente" checkbox (docs/product.md §4) moves the request's stage (unchecking approves, checking reopens): the
 * applications service says which columns that writes, and once written adds the timeline entry and,
 * for an adoption, what approval does to the dog.
 */
const pendingToggle = (kind: ApplicationKind): NonNullable<ResourceDef['update']> => ({
  schema: adminPendingSchema,
  prepare: async (changes, before, ctx) =>
    changes.isPending === undefined
      ? changes
      : {
          ...changes,
          ...ctx.services.applications.pendingColumns(kind, before, changes.isPending as boolean),
        },
  after: (before, after, ctx) =>
    ctx.services.applications.recordToggle(ctx.tx, kind, before, after, ctx.actor),
});

/**
 * What every kind of application shares: the newest first; their review (pending, stage — a filter on the
 * kind's own stages — and when it changed) to sort and filter by; withdrawn (soft-deleted) ones hidden
 * unless asked for; and the "pendiente" checkbox moving the stage.
 */
function applicationReview(
  kind: ApplicationKind,
  table: typeof volunteers | typeof adoptionRequests | typeof schoolRequests | typeof fosterApplications,
  stages: readonly string[],
) {
  return {
    id: table.id,
    defaultSort: { field: 'date', order: 'DESC' },
    sort: { date: table.date, isPending: table.isPending, stage: table.stage, stageAt: table.stageAt },
    filters: {
      isPending: { kind: 'bool', column: table.isPending },
      stage: { kind: 'eq', column: table.stage, values: stages },
      isDelete: { kind: 'bool', column: table.isDelete },
    },
    hideDeleted: { field: 'isDelete', column: table.isDelete },
    update: pendingToggle(kind),
    remove: { mode: 'soft', set: { isDelete: true } },
  } satisfies Partial<ResourceDef>;
}

const volunteerReview = applicationReview('volunteer', volunteers, VOLUNTEER_STAGES);
export const volunteersResource: ResourceDef = {
  name: 'volunteers',
  table: volunteers,
  ...volunteerReview,
  sort: {
    name: volunteers.name,
    email: volunteers.email,
    area: volunteers.area,
    modality: volunteers.modality,
    ...volunteerReview.sort,
  },
  filters: {
    name: { kind: 'contains', column: volunteers.name },
    email: { kind: 'contains', column: volunteers.email },
    area: { kind: 'contains', column: volunteers.area },
    modality: { kind: 'eq', column: volunteers.modality, values: VOLUNTEER_MODALITIES },
    carpooling: { kind: 'eq', column: volunteers.carpooling, values: YES_NO_MAYBE },
    ...volunteerReview.filters,
  },
  search: [volunteers.name, volunteers.email, volunteers.area],
};

const adoptionReview = applicationReview('adoption', adoptionRequests, ADOPTION_STAGES);
/** The request's dog found a family (through this request or another one): issue 34, item 4. */
const dogAdopted = sql<boolean>`exists (select 1 from ${dogs} where ${dogs.id} = ${adoptionRequests.dogId} and ${dogs.adoptedAt} is not null)`;
export const adoptionsResource: ResourceDef = {
  name: 'adoptions',
  table: adoptionRequests,
  ...adoptionReview,
  sort: {
    nameDog: adoptionRequests.nameDog,
    name: adoptionRequests.name,
    email: adoptionRequests.email,
    approvedAt: adoptionRequests.approvedAt,
    ...adoptionReview.sort,
  },
  filters: {
    nameDog: { kind: 'contains', column: adoptionRequests.nameDog },
    name: { kind: 'contains', column: adoptionRequests.name },
    email: { kind: 'contains', column: adoptionRequests.email },
    dogId: { kind: 'eq', column: adoptionRequests.dogId, uuid: true },
    dogAdopted: { kind: 'flag', when: dogAdopted },
    ...adoptionReview.filters,
  },
  search: [adoptionRequests.nameDog, adoptionRequests.name, adoptionRequests.email],
  // The list flags a request still open for a dog that already has a family.
  computed: { fields: { dogAdopted }, reads: ['dogs'] },
};

const schoolReview = applicationReview('school', schoolRequests, SCHOOL_STAGES);
/**
 * «Charlas en escuelas» (issue 35): a school's request for a talk, reviewed like the others (a talk
 * «agendada» becomes a private event). Its teacher's data goes after the talk (housekeeping).
 */
export const schoolRequestsResource: ResourceDef = {
  name: 'school-requests',
  table: schoolRequests,
  ...schoolReview,
  sort: {
    school: schoolRequests.school,
    name: schoolRequests.name,
    level: schoolRequests.level,
    students: schoolRequests.students,
    modality: schoolRequests.modality,
    ...schoolReview.sort,
  },
  filters: {
    school: { kind: 'contains', column: schoolRequests.school },
    name: { kind: 'contains', column: schoolRequests.name },
    email: { kind: 'contains', column: schoolRequests.email },
    level: { kind: 'eq', column: schoolRequests.level, values: SCHOOL_LEVELS },
    modality: { kind: 'eq', column: schoolRequests.modality, values: SCHOOL_MODALITIES },
    ...schoolReview.filters,
  },
  search: [schoolRequests.school, schoolRequests.name, schoolRequests.email],
};

const fosterReview = applicationReview('foster', fosterApplications, FOSTER_STAGES);
/**
 * «Ser hogar de tránsito» (issue 38): reviewed like a volunteer's; approving it gives the role «transito»
 * (fosters/foster-role.ts). The address never leaves in a list, the record or its export: staff read it
 * one at a time, audited (GET foster-applications/:id/address, fosters/).
 */
export const fosterApplicationsResource: ResourceDef = {
  name: 'foster-applications',
  table: fosterApplications,
  ...fosterReview,
  sort: {
    name: fosterApplications.name,
    email: fosterApplications.email,
    area: fosterApplications.area,
    home: fosterApplications.home,
    duration: fosterApplications.duration,
    ...fosterReview.sort,
  },
  filters: {
    name: { kind: 'contains', column: fosterApplications.name },
    email: { kind: 'contains', column: fosterApplications.email },
    area: { kind: 'contains', column: fosterApplications.area },
    home: { kind: 'eq', column: fosterApplications.home, values: FOSTER_HOMES },
    timeAtHome: { kind: 'eq', column: fosterApplications.timeAtHome, values: FOSTER_TIME_AT_HOME },
    duration: { kind: 'eq', column: fosterApplications.duration, values: FOSTER_DURATIONS },
    sizes: { kind: 'arrayHas', column: fosterApplications.sizes, values: DOG_SIZES },
    canTake: { kind: 'arrayHas', column: fosterApplications.canTake, values: FOSTER_CAN_TAKE },
    ...fosterReview.filters,
  },
  search: [fosterApplications.name, fosterApplications.email, fosterApplications.area],
  toRecord: ({ address: _address, ...record }) => record,
  redact: ['address'],
};

export const contactsResource: ResourceDef = {
  name: 'contacts',
  table: contactMessages,
  id: contactMessages.id,
  sort: {
    createdAt: contactMessages.createdAt,
    fullName: contactMessages.fullName,
    email: contactMessages.email,
    asunto: contactMessages.asunto,
    handled: contactMessages.handled,
  },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: {
    asunto: { kind: 'eq', column: contactMessages.asunto, values: CONTACT_SUBJECTS },
    handled: { kind: 'bool', column: contactMessages.handled },
    fullName: { kind: 'contains', column: contactMessages.fullName },
    email: { kind: 'contains', column: contactMessages.email },
  },
  search: [
    contactMessages.fullName,
    contactMessages.email,
    contactMessages.organization,
    contactMessages.consulta,
  ],
  update: { schema: adminContactSchema },
};

/**
 * The mails the review sends (issue 16), one row per template (created with the default text when first
 * read): staff edit the subject and the text; the key and its meaning are fixed.
 */
export const mailTemplatesResource: ResourceDef = {
  name: 'mail-templates',
  table: mailTemplates,
  id: mailTemplates.id,
  sort: { key: mailTemplates.key, updatedAt: mailTemplates.updatedAt },
  defaultSort: { field: 'key', order: 'ASC' },
  filters: {},
  search: [mailTemplates.subject, mailTemplates.body],
  toRecord: (row) => ({ ...row, label: MAIL_TEMPLATE_LABELS[row.key as MailTemplateKey] ?? row.key }),
  update: { schema: mailTemplateSchema.partial() },
  ensure: ensureMailTemplates,
};
