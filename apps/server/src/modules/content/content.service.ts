import type { PostListQuery, PressListQuery, PublicPost, PublicPressNote } from '@campito/core';
import { posts, pressNotes } from '@campito/db';
import { desc, eq } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';

type PressRow = typeof pressNotes.$inferSelect;
type PostRow = typeof posts.$inferSelect;

/** Records from the server carry `_id` (docs/product.md §3); timestamps stay internal. */
function toPublicPressNote(row: PressRow): PublicPressNote {
  return {
    _id: row.id,
    media: row.media,
    type: row.type,
    link: row.link,
    date: row.date,
    title: row.title,
    description: row.description,
    img: row.img,
    favicon: row.favicon,
  };
}

function toPublicPost(row: PostRow): PublicPost {
  return {
    _id: row.id,
    category: row.category,
    link: row.link,
    date: row.date,
    title: row.title,
    description: row.description,
    img: row.img,
  };
}

/**
 * Press notes and school/project posts, newest first (ties by creation, so the order is stable).
 * Read by GET /api/press, GET /api/escolar and the press and projects pages; each list (all, or one type or
 * category: a handful of keys) is kept in the table cache until its table changes (ADR 009).
 */
export function createContentService({ db, tableCache }: ServiceDeps) {
  /** The same order for both tables: newest date first, ties by creation, then id. */
  const newestFirst = (t: typeof pressNotes | typeof posts) => [desc(t.date), desc(t.createdAt), t.id];
  return {
    async listPress({ type }: PressListQuery = {}): Promise<PublicPressNote[]> {
      return tableCache.get(`content.press ${type ?? ''}`, ['press_notes'], async () => {
        const where = type ? eq(pressNotes.type, type) : undefined;
        const rows = await db
          .select()
          .from(pressNotes)
          .where(where)
          .orderBy(...newestFirst(pressNotes));
        return rows.map(toPublicPressNote);
      });
    },

    async listPosts({ category }: PostListQuery = {}): Promise<PublicPost[]> {
      return tableCache.get(`content.posts ${category ?? ''}`, ['posts'], async () => {
        const where = category ? eq(posts.category, category) : undefined;
        const rows = await db
          .select()
          .from(posts)
          .where(where)
          .orderBy(...newestFirst(posts));
        return rows.map(toPublicPost);
      });
    },
  };
}
