// «Mis adopciones» in words (issue 37, item 4): each line the profile shows, written here on the server so the
// profile's script carries no date formatting or follow-up names (its JavaScript budget, docs/performance.md).
import { followupName, longDay } from '@campito/core';

/** One line of an adoption's card: its words and, when there is something to do, the link. */
export interface MyAdoptionLine {
  text: string;
  href: string | null;
  /** The link's words, and what it says to a screen reader when the words alone are not enough. */
  label: string | null;
  ariaLabel: string | null;
  /** A PDF to download rather than a page. */
  download: boolean;
}

const line = (
  text: string,
  link?: { href: string | null; label: string; ariaLabel?: string; download?: boolean },
): MyAdoptionLine => ({
  text,
  href: link?.href ?? null,
  label: link?.href ? link.label : null,
  ariaLabel: link?.href ? (link.ariaLabel ?? null) : null,
  download: Boolean(link?.href && link.download),
});

export function summaryLine(a: {
  approvedAt: string;
  deliveredOn: string | null;
  returnedOn: string | null;
}): string {
  return [
    `Aprobada el ${longDay(a.approvedAt)}.`,
    a.deliveredOn ? `Se fue a su casa el ${longDay(a.deliveredOn)}.` : 'Todavía falta la entrega.',
    a.returnedOn ? `Volvió al refugio el ${longDay(a.returnedOn)}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

export function contractLine(
  contract: {
    state: 'para_aceptar' | 'vencido' | 'aceptado';
    acceptedAt: string | null;
    href: string | null;
  } | null,
): MyAdoptionLine {
  if (!contract) return line('El contrato de adopción te llega por mail antes de la entrega.');
  if (contract.state === 'aceptado')
    return line(`Contrato aceptado el ${longDay(contract.acceptedAt!)}.`, {
      href: contract.href,
      label: 'Descargar el contrato (PDF)',
      download: true,
    });
  if (contract.state === 'para_aceptar')
    return line('Falta que aceptes el contrato de adopción.', {
      href: contract.href,
      label: 'Leer y aceptar el contrato',
    });
  return line('El enlace del contrato venció: escribinos y te lo mandamos de nuevo.');
}

export function commitmentLine(c: {
  description: string;
  dueOn: string;
  state: 'hecho' | 'pendiente' | 'vencido' | 'cancelado';
  doneAt: string | null;
  href: string | null;
}): MyAdoptionLine {
  const state =
    c.state === 'hecho'
      ? `hecho el ${longDay(c.doneAt!)}. ¡Gracias!`
      : c.state === 'cancelado'
        ? 'ya no está vigente.'
        : c.state === 'vencido'
          ? `venció el ${longDay(c.dueOn)}.`
          : `para el ${longDay(c.dueOn)}.`;
  return line(`${c.description}: ${state}`, {
    href: c.href,
    label: 'Avisar que está hecho',
    ariaLabel: `Avisar que está hecho: ${c.description}`,
  });
}

export function followupLine(f: {
  afterDays: number;
  dueOn: string;
  state: 'programado' | 'para_responder' | 'respondido' | 'cerrado' | 'cancelado';
  answeredAt: string | null;
  href: string | null;
}): MyAdoptionLine {
  const name = `Seguimiento ${followupName(f.afterDays)}`;
  const state =
    f.state === 'respondido'
      ? `respondido el ${longDay(f.answeredAt!)}. ¡Gracias por contarnos!`
      : f.state === 'para_responder'
        ? 'te estamos esperando.'
        : f.state === 'programado'
          ? `te escribimos el ${longDay(f.dueOn)}.`
          : f.state === 'cancelado'
            ? 'cancelado.'
            : 'quedó sin respuesta.';
  return line(`${name}: ${state}`, {
    href: f.href,
    label: 'Responder',
    ariaLabel: `Responder el ${name.toLowerCase()}`,
  });
}
