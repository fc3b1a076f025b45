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
  return {
    async listPress(query: PressListQuery = {}): Promise<PublicPressNote[]> {
      return tableCache.get(`content.press ${query.type ?? ''}`, ['press_notes'], async () => {
        const rows = await db
          .select()
          .from(pressNotes)
          .where(query.type ? eq(pressNotes.type, query.type) : undefined)
          .orderBy(desc(pressNotes.date), desc(pressNotes.createdAt), pressNotes.id);
        return rows.map(toPublicPressNote);
      });
    },

    async listPosts(query: PostListQuery = {}): Promise<PublicPost[]> {
      return tableCache.get(`content.posts ${query.category ?? ''}`, ['posts'], async () => {
        const rows = await db
          .select()
          .from(posts)
          .where(query.category ? eq(posts.category, query.category) : undefined)
          .orderBy(desc(posts.date), desc(posts.createdAt), posts.id);
        return rows.map(toPublicPost);
      });
    },
  };
}
