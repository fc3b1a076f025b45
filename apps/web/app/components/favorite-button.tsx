import type { PageHandle } from '@campito/core';
import { useEffect, useState } from 'react';
import { useLocation, useMatches, useRouteLoaderData } from 'react-router';
import { isFavorite, startFavorites, subscribeFavorites, toggleFavorite } from '../lib/favorites';
import type { loader as rootLoader } from '../root';

/**
 * The heart that keeps a dog in "Mis favoritos" (issue 17): a toggle button (aria-pressed) with the dog's
 * name. With JavaScript it saves at once — in the account when signed in, in this browser otherwise (see
 * lib/favorites.ts). Without it, it is a form posted to /favoritos, which saves it for a signed-in person
 * and comes back here (a visitor without an account is told why it needs one then).
 */
export function FavoriteButton({
  dogId,
  dogName,
  large = false,
}: {
  dogId: string;
  dogName: string;
  /** The dog's page: the heart with its words beside it. */
  large?: boolean;
}) {
  const serverIds = useRouteLoaderData<typeof rootLoader>('root')?.favorites ?? null;
  const [pressed, setPressed] = useState(() => serverIds?.includes(dogId) ?? false);
  const [message, setMessage] = useState('');
  const location = useLocation();
  // Back to this page after a post without JavaScript: its path and only the query parameters the page reads
  // (the ones its cached answer is keyed on, ADR 008), so a cached page never carries someone else's query.
  const read = (useMatches().at(-1)?.handle as PageHandle | undefined)?.query ?? [];
  const search = new URLSearchParams(location.search);
  const kept = new URLSearchParams();
  for (const name of read) {
    const value = search.get(name);
    if (value !== null) kept.set(name, value);
  }
  const back = kept.size > 0 ? `${location.pathname}?${kept}` : location.pathname;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the page's list starts once from the first render's copy.
  useEffect(() => {
    startFavorites(serverIds);
    const update = () => setPressed(isFavorite(dogId));
    update();
    return subscribeFavorites(update);
  }, [dogId]);

  return (
    <form
      method="post"
      action="/favoritos"
      className={large ? 'favorite favorite-large' : 'favorite'}
      onSubmit={(event) => {
        event.preventDefault();
        setMessage('');
        void toggleFavorite(dogId).then((problem) => setMessage(problem ?? ''));
      }}
    >
      <input type="hidden" name="dog" value={dogId} />
      <input type="hidden" name="intent" value={pressed ? 'quitar' : 'guardar'} />
      <input type="hidden" name="volver" value={back} />
      <button type="submit" className="favorite-button" aria-pressed={pressed}>
        <svg className="favorite-heart" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.1 4.4 2.6h1.6c.8-1.5 2.3-2.6 4.4-2.6 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z" />
        </svg>
        {large ? (
          <span>Guardar en favoritos</span>
        ) : (
          <span className="visually-hidden">Guardar a {dogName} en favoritos</span>
        )}
      </button>
      <span className="favorite-message" role="status">
        {message}
      </span>
    </form>
  );
}
