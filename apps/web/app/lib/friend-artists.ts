// The six friend-artist posts of /prensa/amigos (docs/product.md §2.3: six embedded social posts from a static list).
// Demo values: the artists and post addresses are invented; replace them with the shelter's real friends.

export interface FriendPost {
  artist: string;
  /** Instagram account, without the @. */
  handle: string;
  /** What the artist does, shown under the name. */
  craft: string;
  /** The public post; its embed is `${url}embed/`. */
  url: string;
  /** A short description of the post, so the card says something before the embed loads. */
  caption: string;
}

export const FRIEND_POSTS: readonly FriendPost[] = [
  {
    artist: 'Lucía Bermejo',
    handle: 'lucia.bermejo.ilustra',
    craft: 'Ilustradora',
    url: 'https://www.instagram.com/p/C4kP9sRr2Lm/',
    caption: 'Retratos en acuarela de seis viejitos del Campito, a beneficio de la campaña de invierno.',
  },
  {
    artist: 'Colectivo Murales del Sur',
    handle: 'muralesdelsur.colectivo',
    craft: 'Muralistas',
    url: 'https://www.instagram.com/p/C6Tq3vXk8Hd/',
    caption: 'El mural de la entrada del refugio: tres semanas de pintura y muchos perros mirando.',
  },
  {
    artist: 'Tomás Ledesma',
    handle: 'tomasledesma.musica',
    craft: 'Músico',
    url: 'https://www.instagram.com/p/C8bW1nYp4Qs/',
    caption: '“Canción para Pochola”, grabada en vivo entre los caniles. La recaudación fue para alimento.',
  },
  {
    artist: 'Ana Suárez',
    handle: 'anasuarez.foto',
    craft: 'Fotógrafa',
    url: 'https://www.instagram.com/p/C9xL7dFt0Rv/',
    caption: 'Una tarde de fotos con los perros que buscan familia. ¿Cuál te robó el corazón?',
  },
  {
    artist: 'Dúo Guitarra y Hueso',
    handle: 'guitarrayhueso',
    craft: 'Dúo de folclore',
    url: 'https://www.instagram.com/p/DA2mH5kJs9Y/',
    caption: 'Peña solidaria en el barrio: chacareras, empanadas y colecta de mantas para el refugio.',
  },
  {
    artist: 'Martina Olmos',
    handle: 'martinaolmos.ceramica',
    craft: 'Ceramista',
    url: 'https://www.instagram.com/p/DB7rN2cWq5Z/',
    caption: 'Comederos de cerámica hechos a mano: cada uno que se vende alimenta a un perro por un mes.',
  },
];

/** The address Instagram serves its embeddable view of a post from. */
export function instagramEmbedUrl(postUrl: string): string {
  return `${postUrl.replace(/\/?$/, '/')}embed/`;
}
