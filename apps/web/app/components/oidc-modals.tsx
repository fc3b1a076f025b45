import { AUTH_MSG, MODAL_DELAY_MS, type PublicUser } from '@campito/core';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useFetcher, useNavigate, useSearchParams } from 'react-router';
import { storeUser, useHydrated } from '../lib/account';
import type { ProfileActionData } from '../lib/profile-actions.server';

type Outcome = 'confirm' | 'welcome' | 'registered' | 'error';
const OUTCOMES: readonly string[] = ['confirm', 'welcome', 'registered', 'error'];

/**
 * The home page's messages after Google sign-in (docs/product.md §2.3, §4), chosen by the server's redirect to
 * `/?google=…` and shown after 3 seconds: confirm registering a new email, the welcome, "already
 * registered: close and log in", or the error. The delay is CSS, so it works without JavaScript; the
 * buttons are a form and links for the same reason.
 */
export function OidcModals() {
  const [params] = useSearchParams();
  const value = params.get('google');
  if (!value || !OUTCOMES.includes(value)) return null;
  return <OidcModal outcome={value as Outcome} />;
}

function OidcModal({ outcome }: { outcome: Outcome }) {
  const hydrated = useHydrated();
  const confirm = useFetcher<ProfileActionData>();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const confirmed = confirm.data?.intent === 'google-confirm' ? confirm.data : undefined;
  const shown: Outcome = confirmed ? (confirmed.ok ? 'welcome' : (confirmed.outcome as Outcome)) : outcome;

  // The email waiting for confirmation is in a sealed cookie only the server reads.
  useEffect(() => {
    if (outcome !== 'confirm') return;
    fetch('/api/auth/google/pending', { headers: { accept: 'application/json' } })
      .then((res) => (res.ok ? (res.json() as Promise<{ email: string }>) : null))
      .then((pending) => setPendingEmail(pending?.email ?? null))
      .catch(() => undefined);
  }, [outcome]);

  // Signed in: keep the public profile like a password login does (docs/product.md §4).
  useEffect(() => {
    if (shown !== 'welcome') return;
    if (confirmed?.user) {
      storeUser(confirmed.user);
      return;
    }
    fetch('/api/auth/me', { headers: { accept: 'application/json' } })
      .then((res) => res.json() as Promise<{ user: PublicUser | null }>)
      .then(({ user }) => user && storeUser(user))
      .catch(() => undefined);
  }, [shown, confirmed]);

  // A confirmed registration shows the welcome at once; the first message waits the 3 seconds.
  const immediate = !!confirmed;

  if (shown === 'confirm') {
    return (
      <Modal title="Registrarte con Google" immediate={immediate}>
        <p>
          {pendingEmail
            ? `¿Querés registrarte en El Campito con el email ${pendingEmail}?`
            : '¿Querés registrarte en El Campito con el email de tu cuenta de Google?'}
        </p>
        <confirm.Form method="post" action="/profile" className="modal-actions">
          <input type="hidden" name="intent" value="google-confirm" />
          <input type="hidden" name="_js" value={hydrated ? '1' : ''} />
          <button type="submit" className="button" disabled={confirm.state !== 'idle'}>
            Confirmar registro
          </button>
          <CloseLink />
        </confirm.Form>
      </Modal>
    );
  }
  if (shown === 'welcome') {
    return (
      <Modal title="¡Te damos la bienvenida!" immediate={immediate}>
        <p>Ya iniciaste sesión en El Campito con tu cuenta de Google.</p>
        <div className="modal-actions">
          <CloseLink primary />
        </div>
      </Modal>
    );
  }
  if (shown === 'registered') {
    return (
      <Modal title="Ese email ya está registrado" immediate={immediate}>
        <p>
          Si ya estás registrado, cerrá este mensaje e ingresá con tu email y tu contraseña. Después de
          ingresar, tu cuenta de Google queda vinculada.
        </p>
        <div className="modal-actions">
          <Link className="button" to="/profile">
            Ir a ingresar
          </Link>
          <CloseLink />
        </div>
      </Modal>
    );
  }
  return (
    <Modal title="No pudimos ingresar con Google" immediate={immediate}>
      <p>{AUTH_MSG.googleFailed}</p>
      <div className="modal-actions">
        <CloseLink primary />
      </div>
    </Modal>
  );
}

/** Closing is going back to the plain home page (a link, so it also works without JavaScript). */
function CloseLink({ primary }: { primary?: boolean }) {
  return (
    <Link className={primary ? 'button' : 'button button-secondary'} to="/" replace preventScrollReset>
      Cerrar
    </Link>
  );
}

function Modal(props: { title: string; immediate: boolean; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const delay = props.immediate ? 0 : MODAL_DELAY_MS;

  // With JavaScript: focus moves into the message once it appears, and Escape closes it.
  useEffect(() => {
    const timer = setTimeout(() => box.current?.focus(), delay);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') navigate('/', { replace: true, preventScrollReset: true });
    };
    document.addEventListener('keydown', onKey);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('keydown', onKey);
    };
  }, [delay, navigate]);

  return (
    <div className="oidc-backdrop" style={{ '--modal-delay': `${delay}ms` } as CSSProperties}>
      <div
        ref={box}
        className="oidc-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="oidc-modal-title"
        tabIndex={-1}
        data-testid="oidc-modal"
      >
        <h2 id="oidc-modal-title">{props.title}</h2>
        {props.children}
      </div>
    </div>
  );
}
