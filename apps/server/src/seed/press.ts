import { PRESS_TYPES, type PressType } from '@campito/core';
import type { pressNotes } from '@campito/db';
import { isoDate, monthsUntil, spreadOverMonths } from './calendar';
import { type CardArt, cardSvg, type LogoShape, logoSvg } from './card-svg';
import type { ImagePlan } from './dogs';
import { ACCENTS, BACKGROUNDS, randomLook, randomPose } from './looks';
import { Rng } from './random';

const NOTES_PER_TYPE = 6;
const FIRST_PRESS_YEAR = 2019;

interface Outlet {
  media: string;
  color: string;
  shape: LogoShape;
}

// Every outlet is invented; links point to example.org, YouTube or Instagram with made-up ids.
const OUTLETS: Record<PressType, Outlet[]> = {
  'Prensa Gráfica': [
    { media: 'Diario del Sur', color: '#1d3557', shape: 'circle' },
    { media: 'El Matutino Pampeano', color: '#6d597a', shape: 'diamond' },
    { media: 'Revista Patitas', color: '#e76f51', shape: 'paw' },
  ],
  'Televisión / Audiovisual': [
    { media: 'Canal Río TV', color: '#0077b6', shape: 'wave' },
    { media: 'Noticiero Ciudad', color: '#d62828', shape: 'star' },
    { media: 'Señal Pampa', color: '#2a9d8f', shape: 'bars' },
  ],
  'Radio / Audio': [
    { media: 'Radio Horizonte AM 870', color: '#f77f00', shape: 'wave' },
    { media: 'FM Arrabal 98.3', color: '#7209b7', shape: 'bars' },
    { media: 'Podcast Vida Animal', color: '#588157', shape: 'paw' },
  ],
  'Artistas Amigos': [
    { media: 'Estudio Lápiz y Pata', color: '#bc4749', shape: 'star' },
    { media: 'Colectivo Murales del Sur', color: '#3a86ff', shape: 'diamond' },
    { media: 'Dúo Guitarra y Hueso', color: '#8338ec', shape: 'circle' },
  ],
};

const TITLES: Record<PressType, string[]> = {
  'Prensa Gráfica': [
    'El refugio que le cambia la vida a cientos de perros',
    'Adoptar un perro adulto: la experiencia de El Campito',
    'Voluntarios que dan todo por los perros rescatados',
    'Una jornada de castración gratuita convocó a cientos de vecinos',
    'El Campito festeja su aniversario con una jornada de adopción',
    'Perros en carrito: la historia que emocionó al barrio',
  ],
  'Televisión / Audiovisual': [
    'Informe especial: un día en El Campito',
    'Entrevista en vivo desde el refugio',
    'Los perros de El Campito visitaron el estudio',
    'Campaña de invierno: mantas y alimento para el refugio',
    'Adopción responsable, en primera persona',
    'Móvil en el refugio durante la jornada de vacunación',
  ],
  'Radio / Audio': [
    'Charlamos con el equipo de El Campito',
    'Adopción responsable: qué tener en cuenta',
    'El rol de los voluntarios en los refugios',
    'Historias de rescate contadas por sus protagonistas',
    'Vacaciones con perros: tenencia responsable',
    'Cómo ayudar a un refugio sin salir de casa',
  ],
  'Artistas Amigos': [
    'Mural solidario en la entrada del refugio',
    'Retratos de los perros del Campito',
    'Una canción dedicada a los perros rescatados',
    'Muestra de ilustraciones a beneficio del refugio',
    'Subasta de obras para la campaña de invierno',
    'Fotografías de los perros que buscan familia',
  ],
};

const OPENINGS = [
  (m: string) => `${m} visitó el refugio para conocer de cerca el trabajo diario de los voluntarios.`,
  (m: string) => `En esta nota, ${m} cuenta cómo viven los más de cien perros que esperan una familia.`,
  (m: string) => `${m} compartió la historia de El Campito y de los perros que buscan hogar.`,
];
const MIDDLES = [
  'Recorrieron los caniles, conocieron a los perros viejitos y a los que usan carrito, y charlaron con quienes los cuidan todos los días.',
  'Se habló de adopción responsable, de la importancia de castrar y vacunar, y de cómo cada vecino puede dar una mano.',
  'La nota muestra cómo se sostiene el refugio gracias a las donaciones, los padrinos y los voluntarios de fin de semana.',
];
const CLOSINGS: Record<PressType, string[]> = {
  'Prensa Gráfica': ['Gracias por ayudarnos a difundir.', '¡Leela completa en el enlace!'],
  'Televisión / Audiovisual': ['¡Mirala completa en el enlace!', 'Una linda forma de conocernos.'],
  'Radio / Audio': ['¡Escuchala completa en el enlace!', 'Gracias por abrirnos el micrófono.'],
  'Artistas Amigos': ['Gracias por tanto arte y cariño.', '¡Mirá la obra completa en el enlace!'],
};

export interface PressPlan {
  row: Omit<typeof pressNotes.$inferInsert, 'img' | 'favicon'> & { media: string };
  image: ImagePlan;
}

export interface LogoPlan {
  media: string;
  svg: string;
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function link(rng: Rng, type: PressType, media: string, title: string, date: string): string {
  if (type === 'Televisión / Audiovisual') return `https://www.youtube.com/watch?v=${rng.token(11)}`;
  if (type === 'Artistas Amigos') return `https://www.instagram.com/p/${rng.token(11)}/`;
  return `https://example.org/${slug(media)}/${date.slice(0, 4)}/${date.slice(5, 7)}/${slug(title)}`;
}

export function planPress(now: Date): { notes: PressPlan[]; logos: LogoPlan[] } {
  const rng = new Rng('press');
  const when = new Rng('press-dates');
  const ids = new Rng('press-ids');
  const months = monthsUntil(now, FIRST_PRESS_YEAR);
  const notes = PRESS_TYPES.flatMap((type) => {
    const dates = spreadOverMonths(when, NOTES_PER_TYPE, months, now);
    return TITLES[type].slice(0, NOTES_PER_TYPE).map((title, i): PressPlan => {
      const media = OUTLETS[type][i % OUTLETS[type].length]!.media;
      const date = isoDate(dates[i]!);
      // Every other description is long, so the card cut at 150 characters shows on the page.
      const parts = [
        rng.pick(OPENINGS)(media),
        ...(i % 2 === 0 ? [rng.pick(MIDDLES)] : []),
        rng.pick(CLOSINGS[type]),
      ];
      const art: CardArt = {
        background: rng.pick(BACKGROUNDS),
        accent: rng.pick(ACCENTS),
        look: randomLook(rng),
        pose: randomPose(rng),
      };
      return {
        row: {
          id: ids.uuid(),
          media,
          type,
          link: link(rng, type, media, title, date),
          date,
          title,
          description: parts.join(' '),
          createdAt: dates[i]!,
          updatedAt: dates[i]!,
        },
        image: { svg: cardSvg(type, art), alt: `${title} (${media})` },
      };
    });
  });
  const logos = Object.values(OUTLETS)
    .flat()
    .map((o) => ({ media: o.media, svg: logoSvg(o.color, o.shape) }));
  return { notes, logos };
}
