import {
  type DogCard as DogCardRow,
  FAVORITE_MSG,
  isAppError,
  loginHref,
  safeReturnPath,
} from '@campito/core';
import { useEffect, useState } from 'react';
import type { HeadersFunction } from 'react-router';
import { data, Link, redirect, useActionData, useLoaderData, useRevalidator } from 'react-router';
import { DogCard } from '../components/dog-card';
import { useHydrated } from '../lib/account';
import { favoriteIds, mergeBrowserFavorites, startFavorites } from '../lib/favorites';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/favoritos';

const TITLE = 'Mis favoritos';
const PATH = '/favoritos';

export const meta: Route.MetaFunction = () =>
  pageMeta(TITLE, 'Los perros de El Campito que guardaste con el corazón.', { noIndex: true });

// A personal page: never stored by a shared cache.
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/** Signed in: the account's favourites, read here. Signed out: the browser's, which the page asks for itself. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = context.user;
  if (!user) return { signedIn: false, dogs: [] as DogCardRow[] };
  return { signedIn: true, dogs: await context.services.favorites.cards(user.id) };
}

/**
 * The heart without JavaScript (components/favorite-button.tsx posts here): saves or removes the dog for a
 * signed-in person and goes back to the page it was on. A visitor without an account is told why not.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const volver = safeReturnPath(form?.get('volver')) ?? PATH;
  if (!context.user) return data({ error: FAVORITE_MSG.needAccount, volver }, { status: 401 });
  const dog = String(form?.get('dog') ?? '').slice(0, 100);
  try {
    if (form?.get('intent') === 'quitar') await context.services.favorites.remove(context.user.id, dog);
    else await context.services.favorites.add(context.user.id, dog);
  } catch (error) {
    if (isAppError(error)) return data({ error: error.message, volver }, { status: error.statusCode });
    throw error;
  }
  return redirect(volver);
}

export default function FavoritosPage() {
  const { signedIn, dogs } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  return (
    <div className="container page favorites-page">
      <h1>{TITLE}</h1>
      {posted?.error ? (
        <div className="form-alert" role="alert">
          <p>{posted.error}</p>
          {signedIn ? null : (
            <p>
              <Link to={loginHref(posted.volver)}>Iniciá sesión</Link> o{' '}
              <Link to={posted.volver}>volvé a donde estabas</Link>.
            </p>
          )}
        </div>
      ) : null}
      {signedIn ? <AccountFavorites dogs={dogs} /> : <BrowserFavorites />}
    </div>
  );
}

function DogList({ dogs }: { dogs: DogCardRow[] }) {
  return (
    <ul className="dog-grid" aria-label="Perros favoritos">
      {dogs.map((dog) => (
        <li key={dog.id}>
          <DogCard dog={dog} />
        </li>
      ))}
    </ul>
  );
}

const countText = (n: number) => (n === 1 ? 'Guardaste 1 perro.' : `Guardaste ${n} perros.`);

function Empty() {
  return (
    <p>
      Todavía no guardaste ningún perro. Tocá el corazón de los que te gusten en{' '}
      <Link to="/adoptar/perros">Perros en adopción</Link> y los vas a encontrar acá.
    </p>
  );
}

function AccountFavorites({ dogs }: { dogs: DogCardRow[] }) {
  const revalidator = useRevalidator();
  // Favourites saved in this browser before signing in join the account's: read the list again then.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page opens.
  useEffect(() => {
    void mergeBrowserFavorites().then((merged) => {
      if (merged) void revalidator.revalidate();
    });
  }, []);
  return (
    <>
      <p className="lead">
        Los perros que guardaste con el corazón, en tu cuenta: los ves en cualquier dispositivo donde inicies
        sesión.
      </p>
      {dogs.length === 0 ? <Empty /> : <p>{countText(dogs.length)}</p>}
      {dogs.length > 0 ? <DogList dogs={dogs} /> : null}
    </>
  );
}

type Loaded = { state: 'loading' } | { state: 'ready'; dogs: DogCardRow[] } | { state: 'failed' };

/** A visitor without an account: the ids this browser keeps, shown as cards from the public API. */
function BrowserFavorites() {
  const hydrated = useHydrated();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    startFavorites(null);
    let cancelled = false;
    const load = async () => {
      const ids = favoriteIds();
      if (ids.length === 0) return setLoaded({ state: 'ready', dogs: [] });
      try {
        const res = await fetch(`/api/favorites/dogs?ids=${ids.join(',')}`, {
          headers: { accept: 'application/json' },
        });
        if (!res.ok) throw new Error(String(res.status));
        const dogs = (await res.json()) as DogCardRow[];
        if (!cancelled) setLoaded({ state: 'ready', dogs });
      } catch {
        if (!cancelled) setLoaded({ state: 'failed' });
      }
    };
    void load();
    // A heart un-pressed here leaves its card until the next visit, so it can be pressed again.
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <>
      <p className="lead">
        Los perros que guardaste con el corazón quedan en este navegador.{' '}
        <Link to={loginHref(PATH)}>Iniciá sesión</Link> para tenerlos en tu cuenta y verlos desde cualquier
        dispositivo.
      </p>
      <noscript>
        <p>Sin cuenta, tus favoritos se guardan en el navegador y para verlos hace falta JavaScript.</p>
      </noscript>
      <div aria-live="polite">
        {hydrated && loaded.state === 'loading' ? <p>Buscando tus favoritos…</p> : null}
        {loaded.state === 'failed' ? (
          <p className="form-alert">No pudimos mostrar tus favoritos. Probá de nuevo en unos minutos.</p>
        ) : null}
        {loaded.state === 'ready' ? (
          loaded.dogs.length === 0 ? (
            <Empty />
          ) : (
            <p>{countText(loaded.dogs.length)}</p>
          )
        ) : null}
      </div>
      {loaded.state === 'ready' && loaded.dogs.length > 0 ? <DogList dogs={loaded.dogs} /> : null}
    </>
  );
}
