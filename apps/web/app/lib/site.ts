// Site-wide texts and links of the header and footer, spelled once. The shelter's contact details and
// social accounts are not here: staff edit them in the admin's "Sitio" (site service `getSettings()`).
// The name is core's, the same the mails sign with.

export { SITE_NAME } from '@campito/core';
export const SITE_TAGLINE = 'Refugio de perros';

export interface NavItem {
  to: string;
  label: string;
}

/** Main navigation, in the order the header shows it (the profile link is rendered apart). */
export const MAIN_NAV: readonly NavItem[] = [
  { to: '/detalle', label: 'Nosotros' },
  { to: '/adoptar', label: 'Adoptar' },
  { to: '/colaborar', label: 'Colaborar' },
  { to: '/voluntario', label: 'Voluntariado' },
  { to: '/visitas', label: 'Visitas' },
  { to: '/proyectos', label: 'Proyectos' },
  { to: '/prensa', label: 'Prensa' },
  { to: '/contactanos', label: 'Contacto' },
];

export const PROFILE_NAV: NavItem = { to: '/profile', label: 'Mi perfil' };
/** The hearts' list (issue 17), beside the profile link. */
export const FAVORITES_NAV: NavItem = { to: '/favoritos', label: 'Mis favoritos' };
