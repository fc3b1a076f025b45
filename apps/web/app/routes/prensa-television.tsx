import type { MetaFunction } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { pageMeta } from '../lib/meta';

const TITLE = 'Televisión';

export const meta: MetaFunction = () =>
  pageMeta(TITLE, 'Informes y entrevistas sobre El Campito en televisión y medios audiovisuales.');

export default function PrensaTelevisionPage() {
  return (
    <PlaceholderPage
      title={TITLE}
      lead={'Informes y entrevistas sobre El Campito en televisión y medios audiovisuales.'}
      links={[{ to: '/prensa', label: 'Volver a Prensa' }]}
    />
  );
}
