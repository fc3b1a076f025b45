import { SITE_NAME } from '@campito/core';
import type { MailMessage } from './outbox';

/** The first line of a mail to a person: by name when we know it. */
export const greeting = (name?: string | null): string => (name ? `Hola, ${name}:` : 'Hola:');

/** The last link of a mail with nothing more specific to point at: the site's home. */
export const homeLink = (publicUrl: string) => ({ href: publicUrl, label: SITE_NAME });

/** Escapes user text for mail HTML. */
function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * A plain, readable mail: a title, an optional photo, paragraphs and label/value rows; every value escaped.
 * `footer` is a last small line with its own link (e.g. how to stop receiving these mails).
 */
export function renderMail(options: {
  title: string;
  paragraphs?: string[];
  rows?: [label: string, value: string][];
  link?: { href: string; label: string };
  image?: { src: string; alt: string };
  footer?: { text: string; href: string; label: string };
}): { text: string; html: string } {
  const { title, paragraphs = [], rows = [], link, image, footer } = options;
  const text = [
    title,
    '',
    ...(image ? [`${image.alt}: ${image.src}`, ''] : []),
    ...paragraphs.flatMap((p) => [p, '']),
    ...rows.map(([k, v]) => `${k}: ${v}`),
    ...(link ? ['', `${link.label}: ${link.href}`] : []),
    '',
    `— ${SITE_NAME}`,
    ...(footer ? ['', `${footer.text} ${footer.label}: ${footer.href}`] : []),
  ].join('\n');
  const html = `<!doctype html><html lang="es"><body style="font-family:sans-serif;color:#222">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
${image ? `<p><img src="${escapeHtml(image.src)}" alt="${escapeHtml(image.alt)}" width="480" style="max-width:100%;height:auto"></p>` : ''}
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${rows.length ? `<table>${rows.map(([k, v]) => `<tr><th align="left" style="padding-right:12px">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>` : ''}
${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''}
<p>— ${SITE_NAME}</p>${footer ? `\n<p style="font-size:12px;color:#555">${escapeHtml(footer.text)} <a href="${escapeHtml(footer.href)}">${escapeHtml(footer.label)}</a></p>` : ''}</body></html>`;
  return { text, html };
}

/**
 * The mail that tells someone we received what they sent: its subject is also its title; it greets them,
 * says what happens next, and links to the site.
 */
export function receivedMail(options: {
  to: string;
  subject: string;
  name: string | null;
  next: string;
  publicUrl: string;
}): MailMessage {
  const { to, subject, name, next, publicUrl } = options;
  return {
    to,
    subject,
    ...renderMail({ title: subject, paragraphs: [greeting(name), next], link: homeLink(publicUrl) }),
  };
}
