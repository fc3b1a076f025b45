import { type KeyboardEvent, useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { FAVORITES_NAV, MAIN_NAV, PROFILE_NAV, SITE_NAME, SITE_TAGLINE } from '../lib/site';
import { Logo } from './logo';

/**
 * Site header. On narrow screens the navigation hides behind a <details> disclosure: it opens and
 * closes without JavaScript and is operable from the keyboard; with it, Escape closes it too. The nav is a sibling of <details>
 * (not its content) so that on wide screens CSS can show it permanently.
 */
export function SiteHeader() {
  const menuRef = useRef<HTMLDetailsElement>(null);
  // With JavaScript, client-side navigations keep the header mounted: fold the menu after a choice.
  const closeMenu = () => {
    if (menuRef.current) menuRef.current.open = false;
  };
  // Escape, from the menu's button or a link of the menu, folds it and gives the focus back to the button
  // (public/enhance.js does the same on the pages without React).
  const onKeyDown = (event: KeyboardEvent) => {
    const menu = menuRef.current;
    if (event.key !== 'Escape' || !menu?.open) return;
    menu.open = false;
    menu.querySelector('summary')?.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape bubbles up from the menu's button and links; the header itself takes no input.
    <header className="site-header" onKeyDown={onKeyDown}>
      <div className="container header-bar">
        <Link to="/" className="brand" onClick={closeMenu}>
          <Logo />
          <span className="brand-text">
            <span className="brand-name">{SITE_NAME}</span>
            <span className="brand-tagline">{SITE_TAGLINE}</span>
          </span>
        </Link>
        <details className="menu-toggle" ref={menuRef}>
          <summary>
            <span className="menu-icon" aria-hidden="true" />
            Menú
          </summary>
        </details>
        <nav className="main-nav" aria-label="Principal">
          <ul>
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} onClick={closeMenu}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li className="nav-favorites">
              <NavLink to={FAVORITES_NAV.to} onClick={closeMenu}>
                {FAVORITES_NAV.label}
              </NavLink>
            </li>
            <li className="nav-profile">
              <NavLink to={PROFILE_NAV.to} onClick={closeMenu}>
                {PROFILE_NAV.label}
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
