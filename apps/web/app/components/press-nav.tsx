import type { PressType } from '@campito/core';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { LoadNotice } from './load-notice';

export interface PressSection {
  to: string;
  label: string;
  type: PressType;
  description: string;
}

/** The four press sections of docs/product.md §2.1, in the order the press index shows them. */
export const PRESS_SECTIONS: readonly PressSection[] = [
  {
    to: '/prensa/grafica',
    label: 'Prensa gráfica',
    type: 'Prensa Gráfica',
    description: 'Notas en diarios, revistas y portales que contaron nuestra historia.',
  },
  {
    to: '/prensa/television',
    label: 'Televisión',
    type: 'Televisión / Audiovisual',
    description: 'Informes y entrevistas para ver desde tu casa.',
  },
  {
    to: '/prensa/radio',
    label: 'Radio',
    type: 'Radio / Audio',
    description: 'Charlas en radios y podcasts sobre adopción y cuidado responsable.',
  },
  {
    to: '/prensa/amigos',
    label: 'Artistas amigos',
    type: 'Artistas Amigos',
    description: 'Artistas que nos regalan su arte y nos ayudan a difundir.',
  },
];

/** Moves between the press sections; the current one is marked (aria-current) by NavLink. */
function PressNav() {
  return (
    <nav className="press-nav" aria-label="Secciones de prensa">
      <ul>
        <li>
          <Link to="/prensa">Toda la prensa</Link>
        </li>
        {PRESS_SECTIONS.map((section) => (
          <li key={section.to}>
            <NavLink to={section.to}>{section.label}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface PressSectionPageProps {
  title: string;
  lead: string;
  /** A Spanish notice when the notes could not be loaded. */
  error?: string | null;
  /** How many notes there are: none shows a friendly line instead of an empty grid. */
  count: number;
  children: ReactNode;
}

/** The frame every press section shares: title, introduction, section links and the cards. */
export function PressSectionPage({ title, lead, error, count, children }: PressSectionPageProps) {
  return (
    <div className="container page content-page">
      <h1>{title}</h1>
      <p className="lead">{lead}</p>
      <PressNav />
      {error ? (
        <LoadNotice message={error} />
      ) : count === 0 ? (
        <p className="empty-note">Todavía no hay notas en esta sección. ¡Volvé pronto!</p>
      ) : (
        <div className="press-grid">{children}</div>
      )}
    </div>
  );
}
