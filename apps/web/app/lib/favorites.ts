// Favourite dogs in the browser (issue 17). Signed in, the list lives on the server (/api/favorites) and
// the page starts from the root loader's copy; signed out, it lives in this browser's localStorage (dog ids
// only, at most MAX_FAVORITES) and, after the next sign-in, it is merged into the account and forgotten
// here. One list per page load, shared by every heart on it.
import { FAVORITE_MSG, FAVORITES_STORAGE_KEY, isRowId, MAX_FAVORITES } from '@campito/core';

interface State {
  ids: string[];
  signedIn: boolean;
}

let state: State | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** The browser's own list, newest first (empty when storage is blocked or holds something else). */
function readBrowserFavorites(): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(FAVORITES_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(stored)) return [];
    const ids = stored.filter((id): id is string => isRowId(id));
    return [...new Set(ids)].slice(0, MAX_FAVORITES);
  } catch {
    return [];
  }
}

function writeBrowserFavorites(ids: readonly string[]): void {
  try {
    if (ids.length === 0) window.localStorage.removeItem(FAVORITES_STORAGE_KEY);
    else window.localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify(ids.slice(0, MAX_FAVORITES)));
  } catch {
    // Storage full or blocked: the hearts still work until the page is left.
  }
}

let merging: Promise<boolean> | null = null;

/**
 * The browser's list added to the signed-in account (PUT /api/favorites), then forgotten here; true when
 * there was one. Called by the first page with hearts after a sign-in, by the profile page (where sign-ins
 * land) and by "Mis favoritos"; calls made meanwhile share the one request.
 */
export function mergeBrowserFavorites(): Promise<boolean> {
  merging ??= merge().finally(() => {
    merging = null;
  });
  return merging;
}

async function merge(): Promise<boolean> {
  const local = readBrowserFavorites();
  if (local.length === 0) return false;
  try {
    const res = await fetch('/api/favorites', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ dogIds: local }),
    });
    if (!res.ok) return false;
    const { dogIds } = (await res.json()) as { dogIds: string[] };
    writeBrowserFavorites([]);
    if (state?.signedIn) {
      state.ids = dogIds;
      notify();
    }
    return true;
  } catch {
    // Offline: the browser keeps its list, and the next page tries again.
    return false;
  }
}

/**
 * Starts the page's list once: from the server's (`serverIds`, the root loader's; null when signed out) or
 * from the browser's. Browser only (an effect).
 */
export function startFavorites(serverIds: readonly string[] | null): void {
  if (state) return;
  state = serverIds
    ? { ids: [...serverIds], signedIn: true }
    : { ids: readBrowserFavorites(), signedIn: false };
  if (state.signedIn) void mergeBrowserFavorites();
  notify();
}

export const favoriteIds = (): readonly string[] => state?.ids ?? [];
export const isFavorite = (dogId: string): boolean => state?.ids.includes(dogId) ?? false;

/** Calls `listener` whenever the list changes; returns the unsubscribe. */
export function subscribeFavorites(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Saves or removes a dog; answers the Spanish message to show when it could not. */
export async function toggleFavorite(dogId: string): Promise<string | null> {
  if (!state) return FAVORITE_MSG.failed;
  const on = state.ids.includes(dogId);
  if (!state.signedIn) {
    if (!on && state.ids.length >= MAX_FAVORITES) return FAVORITE_MSG.full;
    state.ids = on ? state.ids.filter((id) => id !== dogId) : [dogId, ...state.ids];
    writeBrowserFavorites(state.ids);
    notify();
    return null;
  }
  const before = state.ids;
  // At once on screen; put back if the server says no.
  state.ids = on ? before.filter((id) => id !== dogId) : [dogId, ...before];
  notify();
  try {
    const res = await fetch(`/api/favorites/${encodeURIComponent(dogId)}`, {
      method: on ? 'DELETE' : 'PUT',
      headers: { accept: 'application/json' },
    });
    const body = (await res.json().catch(() => ({}))) as { dogIds?: string[]; error?: string };
    if (res.status === 401) {
      // The session ended meanwhile: from now on this page keeps the list in the browser.
      state = { ids: readBrowserFavorites(), signedIn: false };
      return toggleFavorite(dogId);
    }
    if (!res.ok || !body.dogIds) {
      state.ids = before;
      notify();
      return body.error ?? FAVORITE_MSG.failed;
    }
    state.ids = body.dogIds;
    notify();
    return null;
  } catch {
    state.ids = before;
    notify();
    return FAVORITE_MSG.failed;
  }
}
