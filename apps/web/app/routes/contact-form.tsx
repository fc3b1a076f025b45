// /ContactForm (SPEC §2): the same page as /contactanos — one module, so the two can never drift apart.
export { action, default, headers, links, loader, meta } from './contactanos';
