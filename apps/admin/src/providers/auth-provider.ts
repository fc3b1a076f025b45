// Sign-in lives on the public site (/profile); the panel only reads the server session
// (GET /api/auth/me) and never stores a token (docs/product.md §10.2).
import type { AuthProvider } from 'react-admin';

interface Me {
  _id: string;
  name: string;
  email: string;
  image: string | null;
  roles: string[];
}

const site = () => window.location.origin;
/**
 * The public site's sign-in, which comes back to the panel's current screen afterwards (its `volver`
 * parameter; the site accepts only its own paths, packages/core/src/return-path.ts).
 */
const signIn = () => `${site()}/profile?volver=${encodeURIComponent(`/admin${window.location.hash}`)}`;
const STAFF = ['admin', 'superAdmin'];
const isStaffUser = (me: Me | null) => !!me && me.roles.some((r) => STAFF.includes(r));

let cached: Promise<Me | null> | undefined;
/** The signed-in user; one request per page load (refreshed when the session is checked again). */
function fetchMe(refresh = false): Promise<Me | null> {
  if (!cached || refresh) {
    cached = fetch('/api/auth/me', { credentials: 'include', headers: { accept: 'application/json' } })
      .then(async (res) => (res.ok ? ((await res.json()) as { user: Me | null }).user : null))
      .catch(() => null);
  }
  return cached;
}

// A signed-in person without the role is sent home without ending their session.
let keepSession = false;

export const authProvider: AuthProvider = {
  async login() {
    window.location.assign(signIn());
  },
  async logout() {
    if (keepSession) {
      keepSession = false;
      return `${site()}/`;
    }
    await fetch('/api/auth/logout', { method: 'POST', credentials: 'include' }).catch(() => undefined);
    // The public site keeps the profile under this key for its UI (docs/product.md §4); it goes with the session.
    window.localStorage.removeItem('user');
    cached = undefined;
    // Also when react-admin logs out on its own (a session that ended): signing in again comes back here.
    return signIn();
  },
  async checkAuth() {
    const me = await fetchMe(true);
    if (!me) throw { redirectTo: signIn(), message: false };
    if (!isStaffUser(me)) {
      keepSession = true;
      throw { redirectTo: `${site()}/`, message: false };
    }
  },
  async checkError(error) {
    const status = error?.status;
    if (status === 401) throw { redirectTo: signIn(), message: false };
    // A 403 with field errors is a refused change (roles), not a lost role: the form shows it.
    if (status === 403 && !error?.body?.errors) {
      keepSession = true;
      throw { redirectTo: `${site()}/`, message: false };
    }
  },
  async getIdentity() {
    const me = await fetchMe();
    if (!me) throw new Error('Sin sesión');
    return { id: me._id, fullName: me.name, avatar: me.image ?? undefined };
  },
  async getPermissions() {
    return (await fetchMe())?.roles ?? [];
  },
};
