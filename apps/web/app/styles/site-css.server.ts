// Every stylesheet of the site, minified by Vite (`?inline`), in cascade order: app.css first, then each
// part's own rules (they only style their own classes). Rendered by <SiteStyles> on every page.
import account from './account.css?inline';
import app from './app.css?inline';
import content from './content.css?inline';
import dogs from './dogs.css?inline';
import donate from './donate.css?inline';
import forms from './forms.css?inline';
import giving from './giving.css?inline';

export const SITE_CSS = [app, content, dogs, forms, donate, giving, account].join('\n');
