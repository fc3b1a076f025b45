import type { MetaFunction } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { pageMeta } from '../lib/meta';

const TITLE = 'Editar perfil';

export const meta: MetaFunction = () =>
  pageMeta(TITLE, 'Actualizá los datos de tu cuenta de El Campito.', { noIndex: true });

export default function ProfileEditPage() {
  return (
    <PlaceholderPage
      title={TITLE}
      lead={'Actualizá tu teléfono, tu fecha de nacimiento y tu foto de perfil.'}
      links={[{ to: '/profile', label: 'Volver a mi perfil' }]}
    />
  );
}
