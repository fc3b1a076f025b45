import type { SiteSettings } from '@campito/server/web';
import { Link } from 'react-router';
import { SITE_NAME } from '../lib/site';

/**
 * The shelter's contact data and social accounts come from the admin's "Sitio" (the root loader); each
 * one left empty there is left out here, and a column with nothing to show goes.
 */
export function SiteFooter({ site }: { site: SiteSettings | null }) {
  const contact = site?.contact;
  const social = site?.social ?? [];
  const reach = contact
    ? [
        contact.email ? (
          <a key="email" href={`mailto:${contact.email}`}>
            {contact.email}
          </a>
        ) : null,
        contact.phone ? (
          <a key="phone" href={contact.phoneHref} data-testid="footer-phone">
            {contact.phone}
          </a>
        ) : null,
        contact.whatsappHref ? (
          <a key="whatsapp" href={contact.whatsappHref} target="_blank" rel="noopener noreferrer">
            WhatsApp<span className="visually-hidden"> (se abre en una pestaña nueva)</span>
          </a>
        ) : null,
        contact.address ? <span key="address">{contact.address}</span> : null,
        contact.mapUrl ? (
          <a key="map" href={contact.mapUrl} target="_blank" rel="noopener noreferrer">
            Cómo llegar en el mapa<span className="visually-hidden"> (se abre en una pestaña nueva)</span>
          </a>
        ) : null,
      ].filter((item) => item !== null)
    : [];
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div>
          <h2>{SITE_NAME}</h2>
          <p>
            Refugio sin fines de lucro donde cerca de 400 perros rescatados esperan una familia. Cada
            adopción, donación y hora de voluntariado los ayuda a vivir mejor.
          </p>
        </div>
        <div>
          <h2>Contacto</h2>
          {reach.length > 0 ? (
            <address>
              <ul className="footer-contact">
                {reach.map((item) => (
                  <li key={item.key}>{item}</li>
                ))}
              </ul>
            </address>
          ) : null}
          <p>
            <Link to="/contactanos">Escribinos desde el formulario de contacto</Link>
          </p>
        </div>
        {social.length > 0 ? (
          <div>
            <h2>Seguinos</h2>
            <ul className="social-links">
              {social.map((account) => (
                <li key={account.name}>
                  <a href={account.href} target="_blank" rel="noopener noreferrer">
                    {account.name}
                    <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <p className="container footer-note">
        Hecho con cariño para los perros de {SITE_NAME}.{' '}
        <Link to="/impacto">Lo que hacemos con tu ayuda</Link> ·{' '}
        <Link to="/denuncias">¿Viste maltrato animal?</Link>
      </p>
    </footer>
  );
}
