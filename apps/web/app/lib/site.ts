// Site-wide texts and links of the header and footer, spelled once.
// The contact details and social accounts below are demo values: replace them with the shelter's own.

export const SITE_NAME = 'El Campito';
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

export const CONTACT = {
  email: 'hola@elcampito.example',
  phone: '+54 9 11 5555-0123',
  phoneHref: 'tel:+5491155550123',
  address: 'Camino de las Acacias s/n, Guernica, provincia de Buenos Aires',
} as const;

export const SOCIAL_LINKS = [
  { name: 'Instagram', href: 'https://www.instagram.com/elcampito.demo' },
  { name: 'Facebook', href: 'https://www.facebook.com/elcampito.demo' },
  { name: 'YouTube', href: 'https://www.youtube.com/@elcampito.demo' },
] as const;
