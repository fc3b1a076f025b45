import type { PageHandle } from '@campito/core';

import { PressSectionPage } from '../components/press-nav';
import { PressSocialCard } from '../components/press-social-card';
import { FRIEND_POSTS } from '../lib/friend-artists';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/prensa-amigos';

const TITLE = 'Artistas amigos';

// Nothing here needs React in the browser: the page ships none (PageHandle).
export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = () =>
  pageMeta(TITLE, 'Artistas amigos que acompañan a El Campito y difunden el trabajo del refugio.');

export default function PrensaAmigosPage() {
  return (
    <PressSectionPage
      title={TITLE}
      lead="Artistas que nos acompañan y difunden el trabajo del refugio en sus redes. Para cuidar tu privacidad, cada publicación se carga desde Instagram solo cuando la pedís."
      type="Artistas Amigos"
      data={{ error: null, total: FRIEND_POSTS.length, page: 1, pages: 1 }}
    >
      {FRIEND_POSTS.map((post) => (
        <PressSocialCard key={post.url} post={post} />
      ))}
    </PressSectionPage>
  );
}
