import type { MetaFunction } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { pageMeta } from '../lib/meta';

const TITLE = 'Adoptar';

export const meta: MetaFunction = () =>
  pageMeta(
    TITLE,
    'Cómo adoptar un perro de El Campito: conocé a los perros, completá el cuestionario y te acompañamos en todo el proceso.',
  );

export default function AdoptarPage() {
  return (
    <PlaceholderPage
      title={TITLE}
      lead={
        'Adoptar es darle una segunda oportunidad a un perro que espera una familia. Conocé a los perros del refugio, elegí con calma y completá el cuestionario: te acompañamos en todo el proceso.'
      }
      primaryLink={{ to: '/adoptar/perros', label: 'Ver perros' }}
    />
  );
}
