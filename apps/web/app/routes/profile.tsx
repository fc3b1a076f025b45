import { AUTH_MSG, RETURN_PARAM, safeReturnPath } from '@campito/core';
import { useCallback, useEffect } from 'react';
import type { HeadersFunction } from 'react-router';
import { useActionData, useLoaderData, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoginForm } from '../components/account/login-form';
import { MyAdoptions } from '../components/account/my-adoptions';
import { MyGiving } from '../components/account/my-giving';
import { ProfileView } from '../components/account/profile-view';
import { RegisterForm } from '../components/account/register-form';
import { forgetStoredUser, hasStaffRole, publicProfile } from '../lib/account';
import { pageMeta } from '../lib/meta';
import type { ProfileActionData } from '../lib/profile-actions.server';
import { profileAction } from '../lib/profile-actions.server';
import type { Route } from './+types/profile';

const TITLE = 'Mi perfil';

export const meta: Route.MetaFunction = () =>
  pageMeta(
    TITLE,
    'Ingresá a tu cuenta de El Campito o registrate para seguir tus adopciones y colaboraciones.',
    { noIndex: true },
  );

// A personal page: never stored by a shared cache.
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/** Logged in or not is decided here, on the server, from the session (never from browser storage). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const googleEnabled = context.services.auth.google.enabled();
  if (!context.user) {
    // `?volver=/admin…`: the sign-in comes back there (core's return-path.ts says which values count).
    const volver = safeReturnPath(new URL(request.url).searchParams.get(RETURN_PARAM));
    return {
      user: null,
      staff: false,
      applications: [],
      adoptions: [],
      emailVerified: false,
      giving: null,
      googleEnabled,
      volver,
    };
  }
  const user = publicProfile(context.user);
  // Only for a verified email (issue 14): the service answers no items otherwise.
  const { emailVerified, items } = await context.services.users.applications(user._id);
  // "Mis aportes" by the same verified email (issue 18).
  const giving = emailVerified ? await context.services.donors.history(user.email) : null;
  // «Mis adopciones» (issue 37): the contract, commitments, follow-ups and the dog's file.
  const adoptions = emailVerified ? await context.services.myAdoptions.list(user._id) : [];
  return {
    user,
    staff: hasStaffRole(user.roles),
    applications: items,
    adoptions,
    emailVerified,
    giving,
    googleEnabled,
    volver: null,
  };
}

export function action(args: Route.ActionArgs) {
  return profileAction(args);
}

export default function ProfilePage() {
  const { user, staff, applications, adoptions, emailVerified, giving, googleEnabled, volver } =
    useLoaderData<typeof loader>();
  const posted = useActionData<ProfileActionData>();

  // Signed out on the server: a stale stored copy goes too.
  useEffect(() => {
    if (!user) forgetStoredUser();
  }, [user]);

  return (
    <div className="container page account-page">
      <h1>{TITLE}</h1>
      {user ? (
        <ProfileView
          user={user}
          staff={staff}
          applications={applications}
          emailVerified={emailVerified}
          posted={posted}
        />
      ) : null}
      {user && adoptions.length > 0 ? <MyAdoptions adoptions={adoptions} /> : null}
      {user && emailVerified && giving ? <MyGiving giving={giving} /> : null}
      {user ? null : <AccountForms googleEnabled={googleEnabled} posted={posted} volver={volver} />}
    </div>
  );
}

/** Login or registration, toggled by `?modo=registro` (links, so it works without JavaScript). */
function AccountForms({
  googleEnabled,
  posted,
  volver,
}: {
  googleEnabled: boolean;
  posted?: ProfileActionData;
  volver: string | null;
}) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const registeredNow =
    posted?.intent === 'register' && posted.ok
      ? posted.email
      : (location.state as { registered?: string } | null)?.registered;
  const onRegistered = useCallback(
    (email: string) => navigate('/profile', { replace: true, state: { registered: email } }),
    [navigate],
  );

  if (!registeredNow && params.get('modo') === 'registro') {
    return (
      <RegisterForm
        googleEnabled={googleEnabled}
        posted={posted?.intent === 'register' ? posted : undefined}
        onRegistered={onRegistered}
      />
    );
  }
  return (
    <LoginForm
      googleEnabled={googleEnabled}
      posted={posted?.intent === 'login' ? posted : undefined}
      notice={registeredNow ? AUTH_MSG.registered : null}
      defaultEmail={registeredNow}
      volver={volver}
      key={registeredNow ?? 'login'}
    />
  );
}
