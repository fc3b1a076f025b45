import type { MetaFunction } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { pageMeta } from '../lib/meta';

const TITLE = 'Cambiar contraseña';

export const meta: MetaFunction = () =>
  pageMeta(TITLE, 'Elegí una contraseña nueva para tu cuenta de El Campito.', { noIndex: true });

export default function CambiarPasswordPage() {
  return (
    <PlaceholderPage
      title={TITLE}
      lead={'Elegí una contraseña nueva de al menos 8 caracteres que combine letras y números.'}
    />
  );
}
