import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface PageLink {
  to: string;
  label: string;
}

interface PlaceholderPageProps {
  title: string;
  /** One or two sentences introducing the page. */
  lead: ReactNode;
  /** Further paragraphs, if any. */
  children?: ReactNode;
  /** The main way onward, shown as a prominent button. */
  primaryLink?: PageLink;
  /** Secondary ways onward. */
  links?: readonly PageLink[];
}

/**
 * A titled page with a short introduction and links onward: the shared frame of the sections whose
 * full content is still being built.
 */
export function PlaceholderPage({ title, lead, children, primaryLink, links }: PlaceholderPageProps) {
  return (
    <div className="container page">
      <h1>{title}</h1>
      <p className="lead">{lead}</p>
      {children}
      {primaryLink || links?.length ? (
        <ul className="page-links">
          {primaryLink ? (
            <li>
              <Link className="button" to={primaryLink.to}>
                {primaryLink.label}
              </Link>
            </li>
          ) : null}
          {links?.map((link) => (
            <li key={link.to}>
              <Link className="button button-secondary" to={link.to}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
