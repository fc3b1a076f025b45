// Which route modules a path matches, and what their `handle`s declare (PageHandle): the tables a page
// shows (the answer cache's tags), the query it reads, its body limit. Matching is remembered per path.
import type { PageHandle } from '@campito/core';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

interface RouteNode {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children: RouteNode[];
}

/**
 * The handles of the routes a path matches, root first. With a development build (a loader) they are
 * looked up per request; `now` answers only for a production build.
 */
export function routeHandles(build: ServerBuild | (() => Promise<ServerBuild>)) {
  const trees = new WeakMap<ServerBuild, (pathname: string) => PageHandle[] | undefined>();
  const matcherOf = (b: ServerBuild) => {
    let matcher = trees.get(b);
    if (!matcher) {
      matcher = handleMatcher(b);
      trees.set(b, matcher);
    }
    return matcher;
  };
  return {
    now: (pathname: string) => (typeof build === 'function' ? undefined : matcherOf(build)(pathname)),
    at: async (pathname: string) => matcherOf(typeof build === 'function' ? await build() : build)(pathname),
  };
}

function handleMatcher(build: ServerBuild) {
  const children = (parentId: string | undefined): RouteNode[] =>
    Object.values(build.routes)
      .filter((r) => r && r.parentId === parentId)
      .map((r) => ({
        id: r!.id,
        path: r!.path,
        index: r!.index,
        caseSensitive: r!.caseSensitive,
        children: children(r!.id),
      }));
  const tree = children(undefined);
  // matchRoutes flattens and ranks the whole route tree on every call (about 1 ms here), and the answer
  // cache asks for a path's handles on every cache hit: remember the answers, a bounded number of paths.
  const known = new Map<string, PageHandle[] | undefined>();
  return (pathname: string): PageHandle[] | undefined => {
    if (known.has(pathname)) return known.get(pathname);
    const handles = matchRoutes(tree as unknown as RouteObject[], pathname)?.map(
      (m) => (build.routes[m.route.id as string]?.module.handle as PageHandle | undefined) ?? {},
    );
    if (pathname.length <= MATCH_MEMO_PATH_LENGTH) {
      if (known.size >= MATCH_MEMO_SIZE) known.clear();
      known.set(pathname, handles);
    }
    return handles;
  };
}

/** Paths whose matched handles are remembered: enough for every dog page of a large shelter. */
const MATCH_MEMO_SIZE = 5_000;
const MATCH_MEMO_PATH_LENGTH = 200;

/**
 * The tables a page shows: the union of `handle.cache` of its matched route modules, or undefined when
 * its leaf route declares none (then it is never cached — e.g. forms with a per-render key).
 */
export function cacheTags(handles: PageHandle[] | undefined): readonly string[] | undefined {
  if (!handles?.at(-1)?.cache) return undefined;
  return [...new Set(handles.flatMap((h) => h.cache ?? []))];
}
