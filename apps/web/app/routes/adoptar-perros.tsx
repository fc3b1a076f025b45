import type { MetaFunction } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { pageMeta } from '../lib/meta';

const TITLE = 'Perros en adopción';

export const meta: MetaFunction = () =>
  pageMeta(
    TITLE,
    'Cachorros, adultos y viejitos de todos los tamaños esperan una familia en El Campito. Conocé a los perros en adopción.',
  );

export default function AdoptarPerrosPage() {
  return (
    <PlaceholderPage
      title={TITLE}
      lead={
        'Cachorros, adultos y viejitos de todos los tamaños esperan una familia. Tomate tu tiempo para conocerlos y encontrar a tu compañero ideal.'
      }
      links={[
        { to: '/adoptar', label: 'Cómo adoptar' },
        { to: '/colaborar', label: 'Apadrinar un perro' },
      ]}
    />
  );
}
