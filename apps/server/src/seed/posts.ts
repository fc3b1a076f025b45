import { POST_CATEGORIES, type PostCategory } from '@campito/core';
import type { posts } from '@campito/db';
import { isoDate, monthsUntil, spreadOverMonths } from './calendar';
import { cardSvg } from './card-svg';
import type { ImagePlan } from './dogs';
import { ACCENTS, BACKGROUNDS, randomLook, randomPose } from './looks';
import { Rng } from './random';

const POSTS_PER_CATEGORY = 5;

const POSTS: Record<PostCategory, [title: string, description: string][]> = {
  escolar: [
    [
      'Visita de la Escuela N° 23 al refugio',
      'Los chicos de cuarto grado recorrieron el Campito, conocieron a los perros y aprendieron cómo se cuida a un animal rescatado. Se llevaron muchas preguntas y dejaron dibujos hermosos.',
    ],
    [
      'Cartas para los perros del Campito',
      'Un grado entero escribió cartas a los perros que esperan familia. Las leímos en voz alta en los caniles.',
    ],
    [
      'Un día con los perros en el jardín',
      'Las salas de cinco años aprendieron a saludar a un perro con respeto: despacio, de costado y dejando que se acerque solo.',
    ],
    [
      'Tenencia responsable en el aula',
      'Charlamos con estudiantes de secundaria sobre castración, vacunas y adopción responsable. Después armaron afiches para difundir en su barrio y en las redes de la escuela.',
    ],
    [
      'Camas recicladas hechas por estudiantes',
      'Con neumáticos y telas en desuso, los chicos armaron camas para los perros viejitos.',
    ],
  ],
  talleres: [
    [
      'Taller de educación canina básica',
      'Aprendimos a enseñar "sentado", "quieto" y a caminar con correa usando refuerzo positivo y mucha paciencia.',
    ],
    [
      'Juguetes con materiales reciclados',
      'Botellas, sogas y medias viejas se convirtieron en juguetes para los perros del refugio.',
    ],
    [
      'Primeros auxilios para mascotas',
      'Qué hacer ante un golpe de calor, una herida o una intoxicación mientras llegás a la veterinaria. Un taller práctico con muñecos y vendas para todas las edades.',
    ],
    [
      'Fotografía de perros en adopción',
      'Cómo sacar fotos que muestren la personalidad de cada perro y lo ayuden a encontrar familia.',
    ],
    [
      'Premios caseros para perros',
      'Recetas simples y sanas de galletitas para perros, con ingredientes que tenés en tu cocina.',
    ],
  ],
  charlas: [
    [
      'Adopción responsable',
      'Todo lo que conviene pensar antes de sumar un perro a la familia: tiempo, espacio, costos y compromiso.',
    ],
    [
      'Castración y salud',
      'Una veterinaria del refugio explicó por qué castrar es la mejor forma de cuidar a los perros y de evitar que haya más animales en la calle. Respondimos todas las dudas del público.',
    ],
    [
      'Acompañar a un perro viejito',
      'Cuidados, alimentación y mucho cariño para la mejor etapa de la vida de un perro.',
    ],
    [
      'Maltrato animal: cómo denunciarlo',
      'Qué dice la ley, dónde hacer la denuncia y cómo acompañar el proceso.',
    ],
    [
      'Perros con discapacidad',
      'Perros con carrito, ciegos o sordos pueden tener una vida plena: te contamos cómo.',
    ],
  ],
  capacitaciones: [
    [
      'Capacitación para nuevos voluntarios',
      'Recorrido por el refugio, normas de seguridad, manejo de correas y cómo acercarse a cada perro. Es el primer paso para sumarse al equipo de voluntarios de fin de semana.',
    ],
    [
      'Manejo de perros con miedo',
      'Técnicas para acercarse sin asustar y ayudar a los perros tímidos a ganar confianza.',
    ],
    [
      'Cuidados de perros con discapacidad',
      'Cómo poner un carrito, ayudar a un perro a moverse y prevenir lastimaduras.',
    ],
    ['Difusión y redes sociales', 'Cómo contar la historia de un perro para que llegue a su familia.'],
    ['Primeros auxilios veterinarios', 'Nociones básicas para actuar ante una urgencia en el refugio.'],
  ],
};

export interface PostPlan {
  row: Omit<typeof posts.$inferInsert, 'img'>;
  image: ImagePlan;
}

export function planPosts(now: Date): PostPlan[] {
  const rng = new Rng('posts');
  const when = new Rng('post-dates');
  const ids = new Rng('post-ids');
  const months = monthsUntil(now);
  return POST_CATEGORIES.flatMap((category) => {
    const dates = spreadOverMonths(when, POSTS_PER_CATEGORY, months, now);
    return POSTS[category].slice(0, POSTS_PER_CATEGORY).map(([title, description], i): PostPlan => {
      const image = cardSvg(category, {
        background: rng.pick(BACKGROUNDS),
        accent: rng.pick(ACCENTS),
        look: randomLook(rng),
        pose: randomPose(rng),
      });
      return {
        row: {
          id: ids.uuid(),
          category,
          link: `https://www.youtube.com/watch?v=${rng.token(11)}`,
          date: isoDate(dates[i]!),
          title,
          description,
          createdAt: dates[i]!,
          updatedAt: dates[i]!,
        },
        image: { svg: image, alt: title },
      };
    });
  });
}
