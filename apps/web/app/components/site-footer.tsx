import { Link } from 'react-router';
import { CONTACT, SITE_NAME, SOCIAL_LINKS } from '../lib/site';

export function SiteFooter() {
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
          <address>
            <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
            <br />
            <a href={CONTACT.phoneHref}>{CONTACT.phone}</a>
            <br />
            {CONTACT.address}
          </address>
          <p>
            <Link to="/contactanos">Escribinos desde el formulario de contacto</Link>
          </p>
        </div>
        <div>
          <h2>Seguinos</h2>
          <ul className="social-links">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.name}>
                <a href={social.href} target="_blank" rel="noopener noreferrer">
                  {social.name}
                  <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="container footer-note">
        Hecho con cariño para los perros de {SITE_NAME}. <Link to="/denuncias">¿Viste maltrato animal?</Link>
      </p>
    </footer>
  );
}
