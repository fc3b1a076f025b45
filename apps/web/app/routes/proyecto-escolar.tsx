import { type PageHandle, SCHOOL_TALK_CTA, SCHOOL_TALK_PATH } from '@campito/core';
import { useLoaderData } from 'react-router';
import { Carousel } from '../components/carousel';
import { LoadNotice } from '../components/load-notice';
import { MediaImage } from '../components/media-image';
import { PageLinks } from '../components/page-links';
import { VideoCard } from '../components/post-cards';
import { RichText } from '../components/rich-text';
import { useVideoModal, VideoModal } from '../components/video-modal';
import { youTubeId } from '../components/youtube-embed';
import { LOAD_ERRORS, pageData, settle } from '../lib/load.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/proyecto-escolar';

const TITLE = 'Proyecto escolar';

// Cached for anonymous visitors until these tables change (ADR 003).
export const handle: PageHandle = { cache: ['interfaces', 'posts'] };

export const meta: Route.MetaFunction = () =>
  pageMeta(
    TITLE,
    'El Campito Escolar: propuestas sobre cuidado responsable de los animales para nivel inicial, primario y secundario.',
  );

export async function loader({ context }: Route.LoaderArgs) {
  const [site, posts] = await Promise.all([
    settle(context, 'interface', (s) => s.site.getInterface()),
    settle(context, 'posts escolar', (s) => s.content.listPosts({ category: 'escolar' })),
  ]);
  return pageData(
    {
      text: (site.ok && site.value?.escolarText) || '',
      textError: site.ok ? null : LOAD_ERRORS.site,
      // The newest CONTENT_PAGE_SIZE posts: the carousels show the latest work.
      posts: posts.ok ? posts.value.rows : [],
      postsError: posts.ok ? null : LOAD_ERRORS.posts,
    },
    !site.ok || !posts.ok,
  );
}

const STAGES = [
  {
    name: 'Nivel inicial',
    ages: 'de 3 a 5 años',
    text: 'Cuentos, canciones y juegos para aprender a saludar a un perro con respeto y a entender qué necesita.',
  },
  {
    name: 'Nivel primario',
    ages: 'de 6 a 11 años',
    text: 'Qué es la tenencia responsable, por qué vacunamos y castramos, y cómo ayudar a un animal de la calle.',
  },
  {
    name: 'Nivel secundario',
    ages: 'desde los 12 años',
    text: 'Adopción, maltrato animal y la Ley 14.346, voluntariado y proyectos solidarios pensados por los chicos.',
  },
] as const;

export default function ProyectoEscolarPage() {
  const { text, textError, posts, postsError } = useLoaderData<typeof loader>();
  const player = useVideoModal();
  const photos = posts.filter((p) => p.img);
  const videos = posts.filter((p) => youTubeId(p.link));
  return (
    <div className="container page content-page">
      <h1>{TITLE}</h1>
      <p className="lead">
        El Campito Escolar acerca el cuidado responsable de los animales a las aulas, con propuestas para
        nivel inicial (3 a 5 años), primario (6 a 11 años) y secundario (desde los 12).
      </p>
      {textError ? <LoadNotice message={textError} /> : <RichText text={text} className="prose" />}

      <section aria-labelledby="etapas">
        <h2 id="etapas">Una propuesta para cada edad</h2>
        <ul className="card-grid card-grid-3 plain-list" data-testid="school-stages">
          {STAGES.map((stage) => (
            <li key={stage.name} className="info-card">
              <h3>
                {stage.name} <span className="stage-ages">({stage.ages})</span>
              </h3>
              <p>{stage.text}</p>
            </li>
          ))}
        </ul>
      </section>

      {postsError ? (
        <LoadNotice message={postsError} />
      ) : (
        <>
          <section aria-labelledby="fotos">
            <h2 id="fotos">Así lo vivimos</h2>
            {photos.length === 0 ? (
              <p className="empty-note">Pronto vamos a compartir fotos de los encuentros.</p>
            ) : (
              <ul className="photo-grid plain-list" data-testid="photo-grid">
                {photos.map((post) => (
                  <li key={post._id}>
                    <figure>
                      <MediaImage
                        src={post.img ?? ''}
                        sizes="(min-width: 62em) 22rem, (min-width: 40em) 45vw, 100vw"
                      />
                      <figcaption>{post.title}</figcaption>
                    </figure>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="videos">
            <h2 id="videos">Videos</h2>
            {videos.length === 0 ? (
              <p className="empty-note">Todavía no hay videos. ¡Volvé pronto!</p>
            ) : (
              <Carousel label="Videos del proyecto escolar">
                {videos.map((post) => (
                  <VideoCard key={post._id} post={post} onOpen={player.open} />
                ))}
              </Carousel>
            )}
          </section>
        </>
      )}

      <section className="prose" aria-labelledby="sumar">
        <h2 id="sumar">¿Querés que vayamos a tu escuela?</h2>
        <p>
          Si sos docente, directivo o parte de una cooperadora, contanos sobre tu grupo y armamos juntos la
          propuesta: vamos a la escuela, los recibimos en el refugio o charlamos por videollamada.
        </p>
        <PageLinks
          primary={{ to: SCHOOL_TALK_PATH, label: SCHOOL_TALK_CTA }}
          links={[
            { to: '/proyectotalleres', label: 'Talleres y charlas' },
            { to: '/contactanos', label: 'Escribinos' },
          ]}
        />
      </section>
      <VideoModal video={player.video} onClose={player.close} />
    </div>
  );
}
