import type { MetaFunction } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { pageMeta } from '../lib/meta';

const TITLE = 'Pago realizado';

export const meta: MetaFunction = () =>
  pageMeta(TITLE, 'Tu pago a El Campito se realizó con éxito. ¡Gracias por colaborar!', { noIndex: true });

export default function PayPage() {
  return (
    <PlaceholderPage
      title={TITLE}
      lead={'¡Gracias por tu colaboración! Tu aporte ayuda a cuidar a los perros de El Campito.'}
      primaryLink={{ to: '/', label: 'Volver al inicio' }}
    />
  );
}
