import { AUTH_MSG, type PublicUser, profileMatches, roleLabel, shortDay } from '@campito/core';
import type { Application } from '@campito/server/web';
import { useEffect, useState } from 'react';
import { Form, Link, useFetcher } from 'react-router';
import { forgetStoredUser, formatDate, readStoredUser, storeUser, useHydrated } from '../../lib/account';
import { mergeBrowserFavorites } from '../../lib/favorites';
import type { ProfileActionData } from '../../lib/profile-actions.server';
import { Avatar } from './avatar';

/** How long the outdated warning stays before the page reloads signed out. */
const OUTDATED_RELOAD_MS = 3000;

type Check = { kind: 'ok' | 'warning'; message: string } | null;

/**
 * The signed-in profile (docs/product.md §2.3): name, image, email, roles, whether the admin panel is open to them,
 * the five buttons, and the person's own applications.
 */
export function ProfileView(props: {
  user: PublicUser;
  staff: boolean;
  applications: Application[];
  /** Applications are listed only for an email the person proved is theirs (issue 14). */
  emailVerified: boolean;
  posted?: ProfileActionData;
}) {
  const { user, staff } = props;
  const hydrated = useHydrated();
  const logout = useFetcher<ProfileActionData>();
  const [check, setCheck] = useState<Check>(
    props.posted?.intent === 'check' ? { kind: 'ok', message: props.posted.message } : null,
  );

  // The stored copy follows a sign-in that happened without it (Google, or a page without JavaScript).
  useEffect(() => {
    if (!readStoredUser()) storeUser(user);
  }, [user]);

  // Favourites this browser kept before the sign-in join the account (issue 17).
  useEffect(() => {
    void mergeBrowserFavorites();
  }, []);

  useEffect(() => {
    if (logout.data?.intent === 'logout') {
      forgetStoredUser();
      window.location.reload();
    }
  }, [logout.data]);

  /** docs/product.md §4: compare image, phone, birthday and roles of the stored copy with the server's. */
  async function updateProfile() {
    setCheck(null);
    const stored = readStoredUser();
    const res = await fetch(`/api/users/${encodeURIComponent(user._id)}`, {
      headers: { accept: 'application/json' },
    });
    const server = res.ok ? ((await res.json()) as PublicUser) : null;
    if (stored && server && profileMatches(stored, server)) {
      setCheck({ kind: 'ok', message: AUTH_MSG.upToDate });
      return;
    }
    setCheck({ kind: 'warning', message: AUTH_MSG.outdated });
    forgetStoredUser();
    // "Reinicia tu sesion": the session ends too, so the reload shows the login form.
    await fetch('/api/auth/logout', { method: 'POST' }).catch(() => undefined);
    setTimeout(() => window.location.reload(), OUTDATED_RELOAD_MS);
  }

  return (
    <>
      <section className="account-card profile-card" aria-labelledby="profile-name">
        <Avatar user={user} size={160} />
        <div className="profile-data">
          <h2 id="profile-name">{user.name}</h2>
          <dl className="profile-fields">
            <dt>Email</dt>
            <dd>{user.email}</dd>
            <dt>Roles</dt>
            <dd>{user.roles.map(roleLabel).join(', ')}</dd>
            <dt>Teléfono</dt>
            <dd>{user.phone ?? 'Sin cargar'}</dd>
            <dt>Fecha de nacimiento</dt>
            <dd>{formatDate(user.birthday) ?? 'Sin cargar'}</dd>
          </dl>
          <p className="profile-admin" data-testid="admin-access">
            {staff
              ? 'Tenés acceso al panel de administración.'
              : 'No tenés acceso al panel de administración.'}
          </p>
        </div>
      </section>

      {check ? (
        <p
          className={check.kind === 'ok' ? 'form-success' : 'form-alert'}
          role={check.kind === 'ok' ? 'status' : 'alert'}
        >
          {check.message}
        </p>
      ) : null}

      <ul className="page-links profile-actions">
        {staff ? (
          <li>
            {/* A document load: /admin is served by the server only to staff. */}
            <a className="button" href="/admin">
              Panel Admin
            </a>
          </li>
        ) : null}
        <li>
          <Link className="button button-secondary" to="/">
            Home
          </Link>
        </li>
        <li>
          <Link className="button button-secondary" to={`/profile/edit/${user._id}`}>
            Edit Profile
          </Link>
        </li>

        <li>
          <Form method="post" action="/profile">
            <input type="hidden" name="intent" value="check" />
            <button
              type="submit"
              className="button button-secondary"
              onClick={(event) => {
                if (!hydrated) return;
                event.preventDefault();
                void updateProfile();
              }}
            >
              Update Profile
            </button>
          </Form>
        </li>
        <li>
          <logout.Form method="post" action="/profile">
            <input type="hidden" name="intent" value="logout" />
            <input type="hidden" name="_js" value={hydrated ? '1' : ''} />
            <button type="submit" className="button button-secondary">
              Log out
            </button>
          </logout.Form>
        </li>
      </ul>

      {/* Beside the five buttons of docs/product.md §2.3, not among them (issue 17). */}
      <p className="profile-favorites">
        <Link to="/favoritos">Mis favoritos</Link>: los perros que guardaste con el corazón.
      </p>

      <Applications items={props.applications} emailVerified={props.emailVerified} posted={props.posted} />
    </>
  );
}

/** How «Mis solicitudes» names each kind of request. */
const KIND_NAMES: Record<Application['kind'], string> = {
  adopcion: 'Adopción de {perro}',
  voluntariado: 'Voluntariado',
  transito: 'Hogar de tránsito',
};

function Applications({
  items,
  emailVerified,
  posted,
}: {
  items: Application[];
  emailVerified: boolean;
  posted?: ProfileActionData;
}) {
  return (
    <section id="mis-solicitudes" className="profile-applications" aria-labelledby="applications-title">
      <h2 id="applications-title">Mis solicitudes</h2>
      {!emailVerified ? (
        <VerifyEmail posted={posted?.intent === 'resend-verification' ? posted : undefined} />
      ) : items.length === 0 ? (
        <p>Todavía no enviaste solicitudes de adopción ni de voluntariado con este email.</p>
      ) : (
        <ul>
          {items.map((a) => (
            <li key={`${a.kind}-${a.id}`}>
              <span>{KIND_NAMES[a.kind].replace('{perro}', a.nameDog ?? '')}</span>{' '}
              <span className="profile-date">{shortDay(a.date)}</span>{' '}
              <span className={a.isPending ? 'badge badge-pending' : 'badge badge-decided'}>
                {a.stageLabel}
              </span>
              <ol className="profile-steps" aria-label="Cómo avanzó">
                {a.steps.map((step) => (
                  <li key={`${step.stage}-${step.at}`}>
                    <span>{step.label}</span> <span className="profile-date">{shortDay(step.at)}</span>
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** An unverified email: why the applications are not listed, and the button to get the link again. */
function VerifyEmail({ posted }: { posted?: Extract<ProfileActionData, { intent: 'resend-verification' }> }) {
  const resend = useFetcher<ProfileActionData>();
  const answer = resend.data?.intent === 'resend-verification' ? resend.data : posted;
  return (
    <>
      <p className="profile-verify" data-testid="verify-notice">
        {AUTH_MSG.verifyNotice}
      </p>
      {answer ? (
        <p className={answer.ok ? 'form-success' : 'form-alert'} role={answer.ok ? 'status' : 'alert'}>
          {answer.message}
        </p>
      ) : null}
      <resend.Form method="post" action="/profile">
        <input type="hidden" name="intent" value="resend-verification" />
        <button type="submit" className="button button-secondary" disabled={resend.state !== 'idle'}>
          {AUTH_MSG.verifyResend}
        </button>
      </resend.Form>
    </>
  );
}
