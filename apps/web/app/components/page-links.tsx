import { Link } from 'react-router';

export interface PageLink {
  to: string;
  label: string;
  /** Replaces the page in the history (Back does not come back to it). */
  replace?: boolean;
}

/** A page's ways onward, as buttons: the main one (`primary`) filled, the others outlined. */
export function PageLinks({
  primary,
  links = [],
}: {
  primary?: PageLink | null;
  links?: readonly PageLink[];
}) {
  return (
    <ul className="page-links">
      {primary ? (
        <li>
          <Link className="button" to={primary.to} replace={primary.replace}>
            {primary.label}
          </Link>
        </li>
      ) : null}
      {links.map((link) => (
        <li key={link.to}>
          <Link className="button button-secondary" to={link.to} replace={link.replace}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
