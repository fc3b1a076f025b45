// Privacy (issue 37, item 7): the photos adopters send with a follow-up are kept «Sitio»'s
// `followup_photo_days` after the answer unless staff published them in a story; then housekeeping drops
// them from the answer (its image sweep removes the files). The words stay, and contracts stay for good
// (a legal record). Not audited: an entry would carry what was removed.
import { INTERFACE_ID } from '@campito/core';
import { adoptionFollowups, type Db, interfaces } from '@campito/db';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { siteSettingsOf } from '../site/site.service';

const DAY_MS = 86_400_000;

export async function expireFollowupPhotos(db: Db, now: Date): Promise<number> {
  const [site] = await db
    .select({ followupPhotoDays: interfaces.followupPhotoDays })
    .from(interfaces)
    .where(eq(interfaces.id, INTERFACE_ID));
  const { photoDays } = siteSettingsOf(site).followups;
  const cutoff = new Date(now.getTime() - photoDays * DAY_MS);
  const gone = await db
    .update(adoptionFollowups)
    .set({ photos: [] })
    .where(
      and(
        lt(adoptionFollowups.answeredAt, cutoff),
        isNull(adoptionFollowups.storyPublishedAt),
        sql`${adoptionFollowups.photos} <> '[]'::jsonb`,
      ),
    )
    .returning({ id: adoptionFollowups.id });
  return gone.length;
}
