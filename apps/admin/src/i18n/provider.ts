import polyglotI18nProvider from 'ra-i18n-polyglot';
import { spanishMessages } from './es';
import { resourceMessages } from './resources';

const messages = { ...spanishMessages, resources: resourceMessages };

/** One locale: the panel is in Spanish, like the site. */
export const i18nProvider = polyglotI18nProvider(() => messages, 'es', [{ locale: 'es', name: 'Español' }]);
