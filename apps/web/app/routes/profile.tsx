import type { MetaFunction } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { pageMeta } from '../lib/meta';

const TITLE = 'Mi perfil';

export const meta: MetaFunction = () =>
  pageMeta(
    TITLE,
    'Ingresá a tu cuenta de El Campito o registrate para seguir tus adopciones y colaboraciones.',
    { noIndex: true },
  );

export default function ProfilePage() {
  return (
    <PlaceholderPage
      title={TITLE}
      lead={
        'Ingresá con tu cuenta o registrate para seguir tus adopciones y colaboraciones y mantener tus datos al día.'
      }
    />
  );
}
