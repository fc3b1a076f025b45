// The mails of a monthly pledge by transfer (issue 36): the first one and each month's reminder carry the
// shelter's account (from «Sitio»), a one-click link to «Avisanos tu transferencia» already filled in, and
// the link to pause or end the pledge; a change the donor makes is confirmed by mail.
import { formatAmount, isoDay } from '@campito/core';
import type { MailMessage } from '../../mail/outbox';
import { renderMail } from '../../mail/templates';
import type { SiteSettings } from '../../site/site.service';
import type { SubscriptionRow } from './store';

type Bank = SiteSettings['bank'];

export interface PledgeLinks {
  notice: string;
  manage: string;
}

const what = (plan: SubscriptionRow) =>
  `${formatAmount(plan.amount, plan.currency)} por mes${plan.dogName ? ` para apadrinar a ${plan.dogName}` : ''}`;

/** The account as rows of the mail, only what staff filled in. */
function bankRows(bank: Bank): [string, string][] {
  const rows: [string, string][] = [];
  if (bank.alias) rows.push(['Alias', bank.alias]);
  if (bank.cbu) rows.push(['CBU/CVU', bank.cbu]);
  if (bank.holder) rows.push(['Titular', bank.holder]);
  if (bank.cuit) rows.push(['CUIT', bank.cuit]);
  return rows;
}

const greeting = (plan: SubscriptionRow) => (plan.name ? `Hola, ${plan.name}:` : 'Hola:');

/** A mail to the pledge's donor whose title is its subject. */
const toDonor = (
  plan: SubscriptionRow,
  subject: string,
  body: Omit<Parameters<typeof renderMail>[0], 'title'>,
): MailMessage => ({ to: plan.email!, subject, ...renderMail({ title: subject, ...body }) });

function withAccount(
  plan: SubscriptionRow,
  bank: Bank,
  links: PledgeLinks,
  subject: string,
  opening: string,
): MailMessage {
  const rows = bankRows(bank);
  return toDonor(plan, subject, {
    paragraphs: [
      greeting(plan),
      opening,
      rows.length
        ? 'Transferí desde cualquier banco o billetera virtual a esta cuenta:'
        : 'Los datos de la cuenta están en la página del enlace de abajo.',
    ],
    rows: [...rows, ['Tu aporte', what(plan)]],
    link: { href: links.notice, label: 'Ya transferí: avisarles' },
    footer: {
      text: '¿Querés pausar o terminar tu aporte mensual? Nada se debita solo:',
      href: links.manage,
      label: 'Administrar mi aporte',
    },
  });
}

/** Right after the pledge: thanks, the account, and how the months will go. */
export const pledgeMail = (plan: SubscriptionRow, bank: Bank, links: PledgeLinks) =>
  withAccount(
    plan,
    bank,
    links,
    'Tu aporte mensual por transferencia',
    `¡Gracias por sumarte con ${what(plan)}! Cuando transfieras, avisanos con el botón de abajo: el equipo la confirma y te manda el recibo. Cada mes te vamos a mandar un recordatorio como este.`,
  );

/** Each month's reminder. */
export const reminderMail = (plan: SubscriptionRow, bank: Bank, links: PledgeLinks, now: Date) =>
  withAccount(
    plan,
    bank,
    links,
    'Recordatorio: tu aporte mensual a El Campito',
    `Te recordamos tu aporte de ${what(plan)} de este mes (${isoDay(now).slice(0, 7).split('-').reverse().join('/')}). Si ya transferiste, avisanos con el botón de abajo.`,
  );

/** After three months without a transfer the reminders stop, and we say so once. */
export const lapsedMail = (plan: SubscriptionRow, links: Pick<PledgeLinks, 'manage'>) =>
  toDonor(plan, 'Dejamos de mandarte recordatorios', {
    paragraphs: [
      greeting(plan),
      `Hace tres meses que no recibimos transferencias de tu aporte de ${what(plan)}, así que dejamos de recordártelo. Si querés retomarlo, entrá al enlace: no hace falta que completes nada de nuevo.`,
    ],
    link: { href: links.manage, label: 'Retomar mi aporte' },
  });

/** The donor paused, resumed or ended the pledge from a link: confirmed by mail. */
export const changedMail = (plan: SubscriptionRow, message: string, manage: string) =>
  toDonor(plan, 'Cambiaste tu aporte mensual', {
    paragraphs: [greeting(plan), `${message} (${what(plan)}).`],
    link: { href: manage, label: 'Ver mi aporte' },
  });
