import type { MetaFunction } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { pageMeta } from '../lib/meta';

const TITLE = 'Artistas amigos';

export const meta: MetaFunction = () =>
  pageMeta(TITLE, 'Artistas amigos que acompañan a El Campito y difunden el trabajo del refugio.');

export default function PrensaAmigosPage() {
  return (
    <PlaceholderPage
      title={TITLE}
      lead={'Artistas que nos acompañan y difunden el trabajo del refugio en sus redes.'}
      links={[{ to: '/prensa', label: 'Volver a Prensa' }]}
    />
  );
}
