import {
  CONTENT_PAGE_SIZE,
  type PostListQuery,
  type PressListQuery,
  type PublicPost,
  type PublicPressNote,
} from '@campito/core';
import { posts, pressNotes } from '@campito/db';
import { count, desc, eq } from 'drizzle-orm';
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

/** A page of a list and how many items the whole list has (for its pages, and X-Total-Count). */
export interface ContentPage<T> {
  rows: T[];
  total: number;
}

/**
 * Press notes and school/project posts, newest first (ties by creation, so the order is stable), a page at a
 * time: CONTENT_PAGE_SIZE unless the caller asks for fewer or more (the API, at most API_MAX_LIMIT).
 * Read by GET /api/press, GET /api/escolar and the press and projects pages. Each page and each total (all,
 * or one type or category) is kept in the table cache until its table changes (ADR 009).
 */
export function createContentService({ db, tableCache }: ServiceDeps) {
  /** The same order for both tables: newest date first, ties by creation, then id. */
  const newestFirst = (t: typeof pressNotes | typeof posts) => [desc(t.date), desc(t.createdAt), t.id];
  /** A page of a list and its total, both kept until `table` changes. */
  async function paged<R>(
    table: 'press_notes' | 'posts',
    key: string,
    { page = 1, limit = CONTENT_PAGE_SIZE }: { page?: number; limit?: number },
    total: () => Promise<number>,
    rows: (limit: number, offset: number) => Promise<R[]>,
  ): Promise<ContentPage<R>> {
    const offset = (page - 1) * limit;
    const [all, found] = await Promise.all([
      tableCache.get(`content.${key} count`, [table], total),
      tableCache.get(`content.${key} ${limit} ${offset}`, [table], () => rows(limit, offset)),
    ]);
    return { rows: found, total: all };
  }
  return {
    listPress({ type, ...page }: Partial<PressListQuery> = {}): Promise<ContentPage<PublicPressNote>> {
      const where = type ? eq(pressNotes.type, type) : undefined;
      return paged(
        'press_notes',
        `press ${type ?? ''}`,
        page,
        async () => Number((await db.select({ n: count() }).from(pressNotes).where(where))[0]?.n ?? 0),
        async (limit, offset) =>
          (
            await db
              .select()
              .from(pressNotes)
              .where(where)
              .orderBy(...newestFirst(pressNotes))
              .limit(limit)
              .offset(offset)
          ).map(toPublicPressNote),
      );
    },

    listPosts({ category, ...page }: Partial<PostListQuery> = {}): Promise<ContentPage<PublicPost>> {
      const where = category ? eq(posts.category, category) : undefined;
      return paged(
        'posts',
        `posts ${category ?? ''}`,
        page,
        async () => Number((await db.select({ n: count() }).from(posts).where(where))[0]?.n ?? 0),
        async (limit, offset) =>
          (
            await db
              .select()
              .from(posts)
              .where(where)
              .orderBy(...newestFirst(posts))
              .limit(limit)
              .offset(offset)
          ).map(toPublicPost),
      );
    },
  };
}
