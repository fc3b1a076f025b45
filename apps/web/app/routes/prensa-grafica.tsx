import type { MetaFunction } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { pageMeta } from '../lib/meta';

const TITLE = 'Prensa gráfica';

export const meta: MetaFunction = () =>
  pageMeta(TITLE, 'Notas sobre El Campito publicadas en diarios, revistas y portales de noticias.');

export default function PrensaGraficaPage() {
  return (
    <PlaceholderPage
      title={TITLE}
      lead={'Notas sobre El Campito publicadas en diarios, revistas y portales de noticias.'}
      links={[{ to: '/prensa', label: 'Volver a Prensa' }]}
    />
  );
}
