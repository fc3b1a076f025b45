/** Escapes user text for mail HTML. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A plain, readable mail: a title, paragraphs and label/value rows; every value escaped. */
export function renderMail(options: {
  title: string;
  paragraphs?: string[];
  rows?: [label: string, value: string][];
  link?: { href: string; label: string };
}): { text: string; html: string } {
  const { title, paragraphs = [], rows = [], link } = options;
  const text = [
    title,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...rows.map(([k, v]) => `${k}: ${v}`),
    ...(link ? ['', `${link.label}: ${link.href}`] : []),
    '',
    '— El Campito',
  ].join('\n');
  const html = `<!doctype html><html lang="es"><body style="font-family:sans-serif;color:#222">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${rows.length ? `<table>${rows.map(([k, v]) => `<tr><th align="left" style="padding-right:12px">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>` : ''}
${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''}
<p>— El Campito</p></body></html>`;
  return { text, html };
}
