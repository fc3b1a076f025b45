// The one script of the pages without React (handle.hydrate = false): see app/components/page-scripts.tsx.
// It declares nothing global.

// A plain click on a link followed by <template data-swap> puts the template's content in its place.
document.addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  const template = link?.nextElementSibling;
  if (!template?.matches('template[data-swap]')) return;
  if (event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  const content = template.content.cloneNode(true);
  const frame = content.querySelector('iframe');
  template.remove();
  link.replaceWith(content);
  frame?.focus();
});

// <TimedRedirect>: without JavaScript its meta refresh goes; with it, this does, leaving its confirmation
// for the next page under the key app/components/arrival-notice.tsx reads.
for (const at of document.querySelectorAll('noscript[data-redirect]')) {
  const { redirect, ms, replace, notice } = at.dataset;
  setTimeout(() => {
    try {
      if (notice) sessionStorage.setItem('campito:aviso', notice);
    } catch {}
    replace ? location.replace(redirect) : location.assign(redirect);
  }, Number(ms));
}

// Escape folds the header's menu open on a phone and gives the focus back to its button.
document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  const menu = document.querySelector('details.menu-toggle[open]');
  if (!menu) return;
  menu.open = false;
  menu.querySelector('summary')?.focus();
});
