// The mail a donor gets when their monthly plan becomes active: what it gives and exactly how to end it.
import { formatAmount, MONTHLY_CANCEL_WHERE, PROVIDER_NAMES } from '@campito/core';
import { renderMail } from '../../mail/templates';
import type { SubscriptionRow } from './store';

export function confirmationMail(plan: SubscriptionRow, publicUrl: string, manageUrl: string) {
  const amount = formatAmount(plan.amount, plan.currency);
  const via = PROVIDER_NAMES[plan.provider];
  const title = plan.dogName
    ? `Tu padrinazgo mensual de ${plan.dogName} está activo`
    : 'Tu aporte mensual a El Campito está activo';
  const { text, html } = renderMail({
    title,
    paragraphs: [
      plan.dogName
        ? `¡Gracias! Desde ahora aportás ${amount} por mes para los cuidados de ${plan.dogName}, con ${via}.`
        : `¡Gracias! Desde ahora aportás ${amount} por mes a El Campito, con ${via}.`,
      'Cada mes que se cobre te vamos a mandar el comprobante.',
      'Podés cancelarlo cuando quieras desde "Mis aportes" en tu perfil del sitio, ingresando con este mismo email (confirmado).',
      MONTHLY_CANCEL_WHERE[plan.provider],
    ],
    link: { href: `${publicUrl}/profile`, label: 'Ir a Mis aportes' },
    footer: {
      text: 'Para cambiar el monto, pausarlo o terminarlo sin iniciar sesión:',
      href: manageUrl,
      label: 'Administrar mi aporte',
    },
  });
  return { to: plan.email!, subject: title, text, html };
}
