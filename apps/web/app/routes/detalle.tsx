import type { MetaFunction } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { pageMeta } from '../lib/meta';

const TITLE = 'Nosotros';

export const meta: MetaFunction = () =>
  pageMeta(
    TITLE,
    'Conocé El Campito, el refugio sin fines de lucro que cuida a cerca de 400 perros rescatados y les busca una familia.',
  );

export default function NosotrosPage() {
  return (
    <PlaceholderPage
      title={TITLE}
      lead={
        'El Campito es un refugio sin fines de lucro que rescata perros abandonados, los cuida y les busca una familia. Hoy viven acá cerca de 400 perros, y unos 100 de ellos no pueden caminar.'
      }
      links={[
        { to: '/adoptar', label: 'Adoptar' },
        { to: '/colaborar', label: 'Colaborar' },
        { to: '/voluntario', label: 'Voluntariado' },
      ]}
    />
  );
}
