// /ContactForm (SPEC §2): the same page as /contactanos — one module, so the two can never drift apart.
export { action, default, headers, loader, meta } from './contactanos';
