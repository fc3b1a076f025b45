import { longDayTime, type PageHandle, type PostCategory, type PublicPost } from '@campito/core';
import { useLoaderData } from 'react-router';
import { Carousel } from '../components/carousel';
import { LoadNotice } from '../components/load-notice';
import { PageLinks } from '../components/page-links';
import { PostCard } from '../components/post-cards';
import { useVideoModal, VideoModal } from '../components/video-modal';
import { LOAD_ERRORS, pageData, settle } from '../lib/load.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/proyecto-talleres';

const TITLE = 'Talleres, capacitaciones y charlas';

// Cached for anonymous visitors until these tables change (ADR 003).
// `events`: the next dated taller, capacitación or charla (issue 35, item 7).
export const handle: PageHandle = { cache: ['posts', 'events'] };

/** The calendar's kinds this page links to. */
const WORKSHOP_KINDS = new Set(['taller', 'capacitacion', 'charla']);

export const meta: Route.MetaFunction = () =>
  pageMeta(
    TITLE,
    'Talleres, capacitaciones y charlas de El Campito sobre tenencia responsable y bienestar animal.',
  );

const SECTIONS: { category: Exclude<PostCategory, 'escolar'>; title: string; intro: string }[] = [
  {
    category: 'talleres',
    title: 'Talleres',
    intro:
      'Encuentros prácticos para aprender haciendo: educación canina, juguetes reciclados, primeros auxilios y más.',
  },
  {
    category: 'capacitaciones',
    title: 'Capacitaciones',
    intro:
      'Formación para voluntarios y para quienes quieren ayudar mejor: manejo, cuidados especiales y difusión.',
  },
  {
    category: 'charlas',
    title: 'Charlas',
    intro:
      'Charlas abiertas sobre adopción responsable, salud y derechos de los animales. Cada charla dura entre una hora y media y dos horas, con tiempo para tus preguntas.',
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  // Each section's newest posts (CONTENT_PAGE_SIZE at most, for its carousel).
  const posts = await settle(context, 'posts', (s) =>
    Promise.all(SECTIONS.map((section) => s.content.listPosts({ category: section.category }))),
  );
  const byCategory: Record<string, PublicPost[]> = {};
  for (const [i, section] of SECTIONS.entries()) {
    byCategory[section.category] = posts.ok ? (posts.value[i]?.rows ?? []) : [];
  }
  // The next dated workshop going ahead, if any; without it (or unreadable) the page shows none.
  const calendar = await settle(context, 'visits calendar', (s) => s.visits.upcoming());
  const next = calendar.ok
    ? (calendar.value.items.find((i) => WORKSHOP_KINDS.has(i.kind) && i.status === 'programado') ?? null)
    : null;
  return pageData(
    {
      byCategory,
      error: posts.ok ? null : LOAD_ERRORS.posts,
      next: next
        ? { title: next.title, kindLabel: next.kindLabel, when: longDayTime(next.startsAt), path: next.path }
        : null,
    },
    !posts.ok,
  );
}

export default function ProyectoTalleresPage() {
  const { byCategory, error, next } = useLoaderData<typeof loader>();
  const player = useVideoModal();
  // The first photo on the page is its largest paint: loaded at once, the rest lazily.
  const firstPhoto = SECTIONS.flatMap((section) => byCategory[section.category] ?? []).find(
    (p) => p.img,
  )?._id;
  return (
    <div className="container page content-page">
      <h1>{TITLE}</h1>
      <p className="lead">
        Organizamos talleres, capacitaciones y charlas sobre tenencia responsable y bienestar animal, para
        chicos y grandes. Elegí el que más te guste y sumate.
      </p>
      {next ? (
        <p className="notice notice-info" data-testid="next-workshop">
          <strong>Próxima fecha:</strong> {next.kindLabel} «{next.title}», el {next.when}.{' '}
          <a href={next.path}>Ver los detalles y anotarme</a>
        </p>
      ) : null}
      {error ? <LoadNotice message={error} /> : null}
      {SECTIONS.map((section) => {
        const posts = byCategory[section.category] ?? [];
        return (
          // Not a labelled region: the carousel inside already is one, named like the heading.
          <section key={section.category} className="post-section">
            <h2 id={`sec-${section.category}`}>{section.title}</h2>
            <p className="section-intro">{section.intro}</p>
            {error ? null : posts.length === 0 ? (
              <p className="empty-note">Pronto vamos a contarte las próximas fechas.</p>
            ) : (
              <Carousel label={section.title}>
                {posts.map((post) => (
                  <PostCard
                    key={post._id}
                    post={post}
                    onOpen={player.open}
                    priority={post._id === firstPhoto}
                  />
                ))}
              </Carousel>
            )}
          </section>
        );
      })}
      <PageLinks
        primary={{ to: '/contactanos', label: 'Pedí una charla' }}
        links={[{ to: '/proyectos', label: 'Todos los proyectos' }]}
      />
      <VideoModal video={player.video} onClose={player.close} />
    </div>
  );
}
