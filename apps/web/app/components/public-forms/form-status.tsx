import { useEffect, useRef } from 'react';
import { PageLinks } from '../page-links';

/** Why the last post failed (a summary, the rate limit, the honeypot…), announced at once. */
export function FormFailure({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="form-alert" role="alert">
      {message}
    </p>
  );
}

/** What the adoption and volunteer confirmations say comes next, in order. */
const NEXT_STEPS = {
  adoption: {
    lead: '¡Gracias por querer adoptar! Recibimos tu solicitud y ya está en manos del equipo del refugio.',
    steps: [
      'Te mandamos un email confirmando que la recibimos. Si no lo ves, fijate en la carpeta de spam o promociones.',
      'Leemos cada solicitud con atención, así que puede tardar unos días. Somos un equipo chico: gracias por la paciencia.',
      'Te escribimos por email o te llamamos por teléfono para conversar, resolver dudas y, si todo va bien, coordinar un encuentro con el perro.',
    ],
  },
  volunteer: {
    lead: '¡Gracias por querer sumarte! Recibimos tu postulación y ya está en manos del equipo del refugio.',
    steps: [
      'Te mandamos un email confirmando que la recibimos. Si no lo ves, fijate en la carpeta de spam o promociones.',
      'Leemos cada postulación con atención, así que puede tardar unos días.',
      'Te escribimos por email o te llamamos por teléfono para contarte cómo seguir y coordinar tu primera visita.',
    ],
  },
  foster: {
    lead: '¡Gracias por abrir tu casa! Recibimos tu solicitud y ya está en manos del equipo del refugio.',
    steps: [
      'Te mandamos un email confirmando que la recibimos. Si no lo ves, fijate en la carpeta de spam o promociones.',
      'Leemos cada solicitud con atención, así que puede tardar unos días.',
      'Te escribimos o te llamamos para conocerte y coordinar una visita a tu casa. Si todo va bien, cuando un perro necesite un hogar como el tuyo, te avisamos.',
    ],
  },
} as const;

/**
 * The adoption and volunteer confirmation (issue 17): the success message of docs/product.md §8 as it is, then what happens
 * next and where to follow the request. It stays until the person leaves: no timer takes them away.
 */
export function ApplicationSent({ message, kind }: { message: string; kind: keyof typeof NEXT_STEPS }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    // The confirmation replaced the form lower down the page: start reading it from its top.
    heading.current?.scrollIntoView({ block: 'start' });
  }, []);
  const next = NEXT_STEPS[kind];
  return (
    <div className="form-success form-done application-sent" role="status">
      <h2 ref={heading} tabIndex={-1}>
        {message}
      </h2>
      <p>{next.lead}</p>
      <h3>¿Qué sigue?</h3>
      <ol className="next-steps">
        {next.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p>
        Si tenés cuenta en El Campito con este mismo email, en «Mis solicitudes» vas a ver en qué etapa está.
      </p>
      <PageLinks
        primary={{ to: '/profile#mis-solicitudes', label: 'Ver Mis solicitudes' }}
        links={[{ to: '/', label: 'Volver al inicio' }]}
      />
    </div>
  );
}

/** The submit button; says so while the post is under way. */
export function SubmitButton({ submitting, children }: { submitting: boolean; children: string }) {
  return (
    <button type="submit" className="button form-submit" aria-disabled={submitting || undefined}>
      {submitting ? 'Enviando…' : children}
    </button>
  );
}
