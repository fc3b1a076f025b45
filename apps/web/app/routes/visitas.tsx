import type { MetaFunction } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { pageMeta } from '../lib/meta';

const TITLE = 'Visitas';

export const meta: MetaFunction = () =>
  pageMeta(
    TITLE,
    'Visitas a El Campito: por el momento están suspendidas. Enterate acá cuándo vuelven y cómo llegar al refugio.',
  );

export default function VisitasPage() {
  return (
    <PlaceholderPage
      title={TITLE}
      lead={
        'Por el momento las visitas al refugio están suspendidas. Cuando vuelvan, vas a encontrar acá los días, qué traer y cómo llegar.'
      }
      links={[
        { to: '/colaborar', label: 'Otras formas de ayudar' },
        { to: '/voluntario', label: 'Voluntariado' },
      ]}
    />
  );
}
