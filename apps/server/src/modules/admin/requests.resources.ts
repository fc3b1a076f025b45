// What the public sends in for review: volunteer applications, adoption requests and contact messages.
// Staff read every answer and change only the review state: a stage (applications service) or handled.
import {
  ADOPTION_STAGES,
  type ApplicationKind,
  adminContactSchema,
  adminPendingSchema,
  CONTACT_SUBJECTS,
  MAIL_TEMPLATE_LABELS,
  type MailTemplateKey,
  mailTemplateSchema,
  VOLUNTEER_MODALITIES,
  VOLUNTEER_STAGES,
  YES_NO_MAYBE,
} from '@campito/core';
import { adoptionRequests, contactMessages, mailTemplates, volunteers } from '@campito/db';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ensureMailTemplates } from '../applications/applications.service';
import type { FilterDef, ResourceDef } from './resource';

/**
 * SPEC's "pendiente" checkbox moves the request's stage (unchecking approves, checking reopens): the
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

/** Open requests of a kind (the stages still waiting for a decision). */
const stageFilter = (column: AnyPgColumn, stages: readonly string[]): FilterDef => ({
  kind: 'eq',
  column,
  values: stages,
});

export const volunteersResource: ResourceDef = {
  name: 'volunteers',
  table: volunteers,
  id: volunteers.id,
  sort: {
    name: volunteers.name,
    email: volunteers.email,
    area: volunteers.area,
    modality: volunteers.modality,
    date: volunteers.date,
    isPending: volunteers.isPending,
    stage: volunteers.stage,
    stageAt: volunteers.stageAt,
  },
  defaultSort: { field: 'date', order: 'DESC' },
  filters: {
    name: { kind: 'contains', column: volunteers.name },
    email: { kind: 'contains', column: volunteers.email },
    area: { kind: 'contains', column: volunteers.area },
    isPending: { kind: 'bool', column: volunteers.isPending },
    stage: stageFilter(volunteers.stage, VOLUNTEER_STAGES),
    modality: { kind: 'eq', column: volunteers.modality, values: VOLUNTEER_MODALITIES },
    carpooling: { kind: 'eq', column: volunteers.carpooling, values: YES_NO_MAYBE },
    isDelete: { kind: 'bool', column: volunteers.isDelete },
  },
  search: [volunteers.name, volunteers.email, volunteers.area],
  hideDeleted: { field: 'isDelete', column: volunteers.isDelete },
  update: pendingToggle('volunteer'),
  remove: { mode: 'soft', set: { isDelete: true } },
};

export const adoptionsResource: ResourceDef = {
  name: 'adoptions',
  table: adoptionRequests,
  id: adoptionRequests.id,
  sort: {
    nameDog: adoptionRequests.nameDog,
    name: adoptionRequests.name,
    email: adoptionRequests.email,
    date: adoptionRequests.date,
    isPending: adoptionRequests.isPending,
    stage: adoptionRequests.stage,
    stageAt: adoptionRequests.stageAt,
    approvedAt: adoptionRequests.approvedAt,
  },
  defaultSort: { field: 'date', order: 'DESC' },
  filters: {
    nameDog: { kind: 'contains', column: adoptionRequests.nameDog },
    name: { kind: 'contains', column: adoptionRequests.name },
    email: { kind: 'contains', column: adoptionRequests.email },
    isPending: { kind: 'bool', column: adoptionRequests.isPending },
    stage: stageFilter(adoptionRequests.stage, ADOPTION_STAGES),
    dogId: { kind: 'eq', column: adoptionRequests.dogId, uuid: true },
    isDelete: { kind: 'bool', column: adoptionRequests.isDelete },
  },
  search: [adoptionRequests.nameDog, adoptionRequests.name, adoptionRequests.email],
  hideDeleted: { field: 'isDelete', column: adoptionRequests.isDelete },
  update: pendingToggle('adoption'),
  remove: { mode: 'soft', set: { isDelete: true } },
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
