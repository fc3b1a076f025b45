import type { MetaFunction } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { pageMeta } from '../lib/meta';

const TITLE = 'Un perro busca familia';

export const meta: MetaFunction = () =>
  pageMeta(
    TITLE,
    'Conocé la historia de este perro de El Campito y adoptalo o apadrinalo mientras espera un hogar.',
  );

export default function AdoptarPerroPage() {
  return (
    <PlaceholderPage
      title={TITLE}
      lead={
        'Mirá sus fotos y conocé su historia. Si sentís que es para vos, podés adoptarlo, o apadrinarlo mientras espera un hogar.'
      }
      links={[
        { to: '/adoptar/perros', label: 'Volver al listado' },
        { to: '/colaborar', label: 'Apadrinar' },
      ]}
    />
  );
}
