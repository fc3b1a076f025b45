import { type PressType, pageHref } from '@campito/core';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { pageMeta } from '../lib/meta';
import { LoadNotice } from './load-notice';
import { Pagination } from './pagination';

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

/** The page of the section that lists notes of `type`. */
export function pressSectionPath(type: PressType): string {
  return PRESS_SECTIONS.find((section) => section.type === type)?.to ?? '/prensa';
}

/** A section's title and description, with its page number past the first (its pages are distinct documents). */
export function pressSectionMeta(title: string, description: string, data: { page: number } | undefined) {
  return pageMeta(data && data.page > 1 ? `${title} (página ${data.page})` : title, description);
}

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
  /** The notes' type: the section's own path, for its page links. */
  type: PressType;
  /** What the section loader answered (pressPage): the notice, how many notes in all, this page of them. */
  data: { error: string | null; total: number; page: number; pages: number };
  children: ReactNode;
}

/** The frame every press section shares: title, introduction, section links, the cards and their pages. */
export function PressSectionPage({ title, lead, type, data, children }: PressSectionPageProps) {
  const { error, total, page, pages } = data;
  const path = pressSectionPath(type);
  return (
    <div className="container page content-page">
      <h1>{title}</h1>
      <p className="lead">{lead}</p>
      <PressNav />
      {error ? (
        <LoadNotice message={error} />
      ) : total === 0 ? (
        <p className="empty-note">Todavía no hay notas en esta sección. ¡Volvé pronto!</p>
      ) : (
        <>
          {pages > 1 ? (
            <p className="press-count">
              {`${total} notas, de la más nueva a la más vieja. Página ${page} de ${pages}.`}
            </p>
          ) : null}
          <div className="press-grid">{children}</div>
          <Pagination page={page} pages={pages} href={(p) => pageHref(path, p)} />
        </>
      )}
    </div>
  );
}
