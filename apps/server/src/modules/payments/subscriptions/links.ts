// The signed link of a monthly plan (issue 36): every mail about a plan — a pledge's reminders, a card
// plan's confirmation and each month's receipt — carries `/aporte-mensual/{id}?t=…`, where the donor
// changes, pauses, resumes or ends it without signing in; a pledge's mails also carry «Avisanos tu
// transferencia» filled in. The token is an HMAC of the plan's id (security/signed-links.ts).
import { isRowId } from '@campito/core';
import { createSigner } from '../../security/signed-links';

const PURPOSE = 'monthly-plan';

export function createPlanLinks(config: { publicUrl: string; sessionSecret: string }) {
  const base = config.publicUrl.replace(/\/$/, '');
  const signer = createSigner(config.sessionSecret);
  const token = (id: string) => signer.sign(PURPOSE, id);
  return {
    token,
    /** Whether `t` is the token of plan `id` (and `id` one of ours at all). */
    verify: (id: string, t: string | null | undefined) => isRowId(id) && signer.verify(PURPOSE, id, t),
    manage: (id: string) => `${base}/aporte-mensual/${id}?t=${token(id)}`,
    notice: (id: string) => `${base}/colaborar/transferencia?aporte=${id}&t=${token(id)}`,
  };
}

export type PlanLinks = ReturnType<typeof createPlanLinks>;
