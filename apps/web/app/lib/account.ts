// Account helpers shared by the profile pages and the home modals (browser and server alike).
import { type PublicUser, STORED_USER_KEY } from '@campito/core';
import type { SessionUser } from '@campito/server/web';
import { useEffect, useState } from 'react';

/** admin or superAdmin (docs/product.md §6), core's one rule. The server decides access; pages only choose what to show. */
export { hasStaffRole } from '@campito/core';

/** The public profile of the signed-in person (context.user on the server). */
export function publicProfile(user: SessionUser): PublicUser {
  const { id, name, email, image, phone, birthday, roles } = user;
  return { _id: id, name, email, image, phone, birthday, roles };
}

// docs/product.md §4: the login state is kept in browser storage under "user". Here it is a UI copy of the public
// profile only: the server never reads it, and the session cookie is what signs a person in.
export function readStoredUser(): PublicUser | null {
  try {
    const raw = window.localStorage.getItem(STORED_USER_KEY);
    return raw ? (JSON.parse(raw) as PublicUser) : null;
  } catch {
    return null;
  }
}

export function storeUser(user: PublicUser): void {
  try {
    window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(user));
  } catch {
    // Storage full or blocked: the site works the same without the copy.
  }
}

export function forgetStoredUser(): void {
  try {
    window.localStorage.removeItem(STORED_USER_KEY);
  } catch {
    // Blocked storage has nothing to remove.
  }
}

/** False on the server and in the first (hydrating) render, true once JavaScript runs the page. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** Birthday as people read it (dd/mm/aaaa); the stored value is ISO. */
export function formatDate(iso: string | null): string | null {
  if (!iso) return null;
  const [y, m, d] = iso.slice(0, 10).split('-');
  return y && m && d ? `${d}/${m}/${y}` : iso;
}
