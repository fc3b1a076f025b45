import type { MetaFunction } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { pageMeta } from '../lib/meta';

const TITLE = 'Recuperar cuenta';

export const meta: MetaFunction = () =>
  pageMeta(TITLE, 'Recuperá el acceso a tu cuenta de El Campito.', { noIndex: true });

export default function RecuperarPage() {
  return (
    <PlaceholderPage
      title={TITLE}
      lead={
        '¿Olvidaste tu contraseña? Ingresá el email con el que te registraste y te enviamos un enlace para crear una nueva.'
      }
    />
  );
}
