import { useLoaderData } from 'react-router';
import { CONTACT } from '../../lib/site';
import type { contactLoader } from './contact-action.server';
import { ContactForm } from './contact-form';

/** The page around the contact form, for /contactanos and /ContactForm alike. */
export function ContactPage({ title, lead }: { title: string; lead: string }) {
  const { idempotencyKey, prefill } = useLoaderData<typeof contactLoader>();
  return (
    <div className="container page form-page">
      <h1>{title}</h1>
      <p className="lead">{lead}</p>
      <p>
        Completá el formulario y el equipo te responde por email o por teléfono. También podés escribirnos a{' '}
        <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a> o llamarnos al{' '}
        <a href={CONTACT.phoneHref}>{CONTACT.phone}</a>.
      </p>
      <p className="form-note">Todos los campos son obligatorios, salvo los que dicen «opcional».</p>
      <ContactForm idempotencyKey={idempotencyKey} prefill={prefill} />
    </div>
  );
}
