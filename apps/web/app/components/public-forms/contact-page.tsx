import { useLoaderData } from 'react-router';
import { useSiteSettings } from '../../lib/site-settings';
import type { contactLoader } from './contact-action.server';
import { ContactForm } from './contact-form';

/** The page around the contact form, for /contactanos and /ContactForm alike. */
export function ContactPage({ title, lead }: { title: string; lead: string }) {
  const { idempotencyKey, prefill } = useLoaderData<typeof contactLoader>();
  const contact = useSiteSettings()?.contact;
  const email = contact?.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : null;
  const phone = contact?.phone ? <a href={contact.phoneHref}>{contact.phone}</a> : null;
  return (
    <div className="container page form-page">
      <h1>{title}</h1>
      <p className="lead">{lead}</p>
      <p>
        Completá el formulario y el equipo te responde por email o por teléfono.
        {email && phone ? (
          <>
            {' '}
            También podés escribirnos a {email} o llamarnos al {phone}.
          </>
        ) : email ? (
          <> También podés escribirnos a {email}.</>
        ) : phone ? (
          <> También podés llamarnos al {phone}.</>
        ) : null}
      </p>
      <p className="form-note">Todos los campos son obligatorios, salvo los que dicen «opcional».</p>
      <ContactForm idempotencyKey={idempotencyKey} prefill={prefill} />
    </div>
  );
}
