import type { MetaFunction } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { pageMeta } from '../lib/meta';

const TITLE = 'Prensa';

export const meta: MetaFunction = () =>
  pageMeta(
    TITLE,
    'El Campito en los medios: notas en prensa gráfica, televisión y radio, y artistas amigos del refugio.',
  );

export default function PrensaPage() {
  return (
    <PlaceholderPage
      title={TITLE}
      lead={
        'Lo que dicen de El Campito en diarios, revistas, televisión y radio, y el apoyo de artistas amigos.'
      }
      links={[
        { to: '/prensa/grafica', label: 'Prensa gráfica' },
        { to: '/prensa/television', label: 'Televisión' },
        { to: '/prensa/radio', label: 'Radio' },
        { to: '/prensa/amigos', label: 'Artistas amigos' },
      ]}
    />
  );
}
