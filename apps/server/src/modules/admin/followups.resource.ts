// The follow-ups in the panel (issue 37): staff read each answer with its photos, mark a problem or a
// silence attended, and publish an answer whose adopter allowed it as a story, with the text they edited.
// Follow-ups are made by the delivery and mailed by the rounds: the panel neither creates nor deletes them.
import {
  AppError,
  FOLLOWUP_ATTENTION_LABELS,
  FOLLOWUP_MSG,
  followupEditSchema,
  followupName,
} from '@campito/core';
import { adoptionFollowups } from '@campito/db';
import { isNotNull } from 'drizzle-orm';
import { followupState } from '../after-adoption/followups.service';
import type { ResourceDef, Row } from './resource';

type FollowupRow = typeof adoptionFollowups.$inferSelect;

/** A story starts as the adopter's words, when they allowed it: staff correct them before publishing. */
const draftOf = (row: Row): string | null =>
  row.mayPublish ? ((row.answers as { howIsDog?: string } | null)?.howIsDog ?? null) : null;

export const followupsResource: ResourceDef = {
  name: 'followups',
  table: adoptionFollowups,
  id: adoptionFollowups.id,
  sort: {
    dueOn: adoptionFollowups.dueOn,
    afterDays: adoptionFollowups.afterDays,
    answeredAt: adoptionFollowups.answeredAt,
    updatedAt: adoptionFollowups.updatedAt,
    dogName: adoptionFollowups.dogName,
  },
  defaultSort: { field: 'dueOn', order: 'DESC' },
  filters: {
    requestId: { kind: 'eq', column: adoptionFollowups.requestId, uuid: true },
    dogId: { kind: 'eq', column: adoptionFollowups.dogId, uuid: true },
    attention: {
      kind: 'eq',
      column: adoptionFollowups.attention,
      values: Object.keys(FOLLOWUP_ATTENTION_LABELS),
    },
    answered: { kind: 'flag', when: isNotNull(adoptionFollowups.answeredAt) },
    storyPublished: { kind: 'flag', when: isNotNull(adoptionFollowups.storyPublishedAt) },
  },
  search: [adoptionFollowups.dogName, adoptionFollowups.adopterName],
  toRecord: (row) => ({
    ...row,
    storyText: row.storyText ?? draftOf(row),
    name: followupName(row.afterDays as number),
    state: followupState(row as FollowupRow),
    storyPublished: row.storyPublishedAt != null,
    attended: row.attendedAt != null,
  }),
  update: {
    schema: followupEditSchema,
    async prepare(changes, before, ctx) {
      const out: Row = {};
      // The form sends the draft back on any save («Atendido» too): it is kept only once staff changed it or
      // publish it, so a story never written stays unwritten (and a withdrawn consent leaves no words).
      const draftOnly =
        before.storyText == null && changes.storyText === draftOf(before) && !changes.storyPublished;
      if ('storyText' in changes && !draftOnly) out.storyText = changes.storyText;
      if ('storyPublished' in changes) {
        if (!changes.storyPublished) Object.assign(out, { storyPublishedAt: null, storyPublishedBy: null });
        else {
          if (!before.answeredAt) throw new AppError(409, FOLLOWUP_MSG.storyNotAnswered);
          if (!before.mayPublish) throw new AppError(409, FOLLOWUP_MSG.storyNotAllowed);
          const text = (out.storyText ?? before.storyText) as string | null;
          if (!text) throw new AppError(400, FOLLOWUP_MSG.storyText, { storyText: FOLLOWUP_MSG.storyText });
          out.storyPublishedAt = before.storyPublishedAt ?? new Date();
          out.storyPublishedBy = before.storyPublishedBy ?? ctx.actor.id;
        }
      }
      if ('attended' in changes) {
        out.attendedAt = changes.attended ? (before.attendedAt ?? new Date()) : null;
        if (changes.attended) out.attention = null;
      }
      return out;
    },
  },
};
