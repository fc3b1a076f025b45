// /ContactForm (docs/product.md §2.1): the same page as /contactanos — one module, so the two can never drift apart.
export { action, default, handle, headers, loader, meta } from './contactanos';
