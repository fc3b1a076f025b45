import {
  cutText,
  dogListHref,
  dogStatus,
  imageUrl,
  type PageHandle,
  paragraphs,
  referenceLabel,
  toDogCard,
} from '@campito/core';

import { data, Link, useLoaderData } from 'react-router';
import { Carousel } from '../components/carousel';
import { CatalogBreadcrumbs } from '../components/catalog-breadcrumbs';
import { DogFacts, DogFosterBadge, DogStatusBadge } from '../components/dog-card';
import { DogImage, DogImageMissing } from '../components/dog-image';
import { DogInProcessNote, SimilarDogs } from '../components/dog-in-process';
import { LivingWith } from '../components/dog-living';
import { FavoriteButton } from '../components/favorite-button';
import { DogGiving } from '../components/giving/dog-giving';
import { ShareButtons } from '../components/share';
import { Stories } from '../components/stories';
import { YouTubeEmbed } from '../components/youtube-embed';
import { loadDogGiving } from '../lib/dog-giving.server';
import { pageMeta } from '../lib/meta';
import { SITE_NAME } from '../lib/site';
import type { Route } from './+types/adoptar-perro';

/**
 * A dog's page shows the dogs table, whether an adoption of it is under way (adoption requests), and its
 * sponsors' meter and news (issue 18): anonymous answers are cached until one of them changes (ADR 003).
 */
export const handle: PageHandle = {
  cache: ['dogs', 'adoption_requests', 'subscriptions', 'dog_updates', 'adoption_followups'],
};

/** Similar dogs shown on the page of a dog whose adoption is under way. */
const SIMILAR_DOGS = 3;

export async function loader({ params, context }: Route.LoaderArgs) {
  const row = await context.services.dogs.findActiveById(params.id ?? '');
  // Unknown, removed, pending or malformed: the site's Spanish 404 page, with status 404.
  if (!row) throw data(null, { status: 404 });
  const publicUrl = context.config.publicUrl.replace(/\/$/, '');
  const giving = await loadDogGiving(context, row);
  const status = dogStatus({
    adopted: row.adoptedAt !== null,
    toAdopt: row.toAdopt,
    inProcess: row.inProcess,
  });
  // Someone is already ahead (issue 34, item 4): dogs of the same size and age that still wait, beside it.
  const similar = status === 'en-proceso' ? { size: row.size, age: row.age } : null;
  const similarDogs = similar
    ? (await context.services.dogs.list(similar, { page: 1, limit: SIMILAR_DOGS + 6 })).rows
        // Still waiting for a family: not this one, none under way, none only for sponsorship (a dog back
        // from an adoption stays in the shelter until staff offer it again, issue 37).
        .filter((d) => d.id !== row.id && !d.inProcess && d.toAdopt)
        .slice(0, SIMILAR_DOGS)
        .map(toDogCard)
    : [];
  // Its family's stories (issue 37), once it has one.
  const stories =
    row.adoptedAt !== null ? await context.services.followups.stories({ dogId: row.id, limit: 6 }) : [];
  return {
    giving,
    stories,
    similar: similar ? { dogs: similarDogs, href: dogListHref(similar) } : null,
    dog: {
      id: row.id,
      name: row.name,
      gender: row.gender,
      age: row.age,
      size: row.size,
      race: row.race,
      images: row.images,
      features: row.features,
      references: row.references,
      toAdopt: row.toAdopt,
      /** It found a family: the page stays for sharing, without the adopt and sponsor buttons. */
      adopted: row.adoptedAt !== null,
      isSponsored: row.isSponsored,
      video: row.video,
      status,
      mobility: row.mobility,
      careNeeds: row.careNeeds,
      monthlyCareCost: row.monthlyCareCost,
      /** Living in a foster home for now: said, never where. */
      inFoster: row.inFoster && row.adoptedAt === null,
    },
    publicUrl,
    url: `${publicUrl}/adoptar/perros/${row.id}`,
    /** The card social networks show (modules/share-images): photo, name and where the dog is. */
    shareImage: {
      url: `${publicUrl}${context.services.shareImages.urlPath(row)}`,
      alt: context.services.shareImages.alt(row),
    },
  };
}

type Dog = ReturnType<typeof useLoaderData<typeof loader>>['dog'];

/** "Luna: hembra, cachorro, tamaño chico, Mestiza. Busca familia en El Campito. …" for results and previews. */
function summary(dog: Dog): string {
  const where = dog.adopted
    ? `Ya tiene familia gracias a ${SITE_NAME}.`
    : dog.toAdopt
      ? `Busca familia en ${SITE_NAME}.`
      : `Vive en ${SITE_NAME}.`;
  const intro = `${dog.name}: ${dog.gender}, ${dog.age}, tamaño ${dog.size}, ${dog.race}. ${where}`;
  const story = paragraphs(dog.features)[0];
  return cutText(story ? `${intro} ${story}` : intro, 157);
}

export const meta: Route.MetaFunction = ({ data: loaded }) => {
  // A 404 renders the error page's own title.
  if (!loaded) return [];
  const { dog, url, publicUrl, shareImage } = loaded;
  const title = dog.adopted
    ? `${dog.name} ya tiene familia`
    : dog.toAdopt
      ? `${dog.name} busca familia`
      : `Conocé a ${dog.name}`;
  const description = summary(dog);
  const first = dog.images[0];
  // The dog's own photo describes the page (structured data); links shared show its card.
  const image = first
    ? {
        url: `${publicUrl}${imageUrl(first)}`,
        width: first.width,
        height: first.height,
        alt: first.alt ?? `Foto de ${dog.name}`,
      }
    : undefined;
  const card = { ...shareImage, width: 1200, height: 630 };
  const crumb = (position: number, name: string, item: string) => ({
    '@type': 'ListItem',
    position,
    name,
    item,
  });
  return pageMeta(title, description, {
    url,
    image: card,
    type: 'article',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'ItemPage',
      name: `${dog.name}, ${dog.race}`,
      description,
      url,
      inLanguage: 'es-AR',
      ...(image && {
        primaryImageOfPage: {
          '@type': 'ImageObject',
          contentUrl: image.url,
          width: image.width,
          height: image.height,
        },
      }),
      isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: publicUrl },
      breadcrumb: {
        '@type': 'BreadcrumbList',
        itemListElement: [
          crumb(1, 'Adoptar', `${publicUrl}/adoptar`),
          crumb(2, 'Perros en adopción', `${publicUrl}/adoptar/perros`),
          crumb(3, dog.name, url),
        ],
      },
    },
  });
};

/** The carousel is as wide as its column: the whole screen on phones, about 55% beside the text. */
const PHOTO_SIZES = '(min-width: 72rem) 38rem, (min-width: 56em) 55vw, 100vw';

export default function AdoptarPerroPage() {
  const { dog, url, giving, similar, stories } = useLoaderData<typeof loader>();
  const name = encodeURIComponent(dog.name);
  const story = paragraphs(dog.features);
  return (
    <article className="container page dog-page">
      <CatalogBreadcrumbs current={dog.name} />
      <div className="dog-layout">
        <header className="dog-head">
          <h1>{dog.name}</h1>
          <p className="dog-race">{dog.race}</p>
          <p className="dog-head-status">
            <DogStatusBadge status={dog.status} gender={dog.gender} />
            {dog.inFoster ? <DogFosterBadge /> : null}
          </p>
          {dog.inFoster ? (
            <p className="dog-foster-note">
              {`Por ahora ${dog.name} vive en un hogar de tránsito, con una familia que ${dog.gender === 'hembra' ? 'la' : 'lo'} cuida mientras espera la suya. Sigue en adopción: si querés ${dog.gender === 'hembra' ? 'conocerla' : 'conocerlo'}, escribinos y coordinamos el encuentro.`}
            </p>
          ) : null}
        </header>
        <div className="dog-gallery">
          {dog.images.length > 0 ? (
            <Carousel single showPosition label={`Fotos de ${dog.name}`}>
              {dog.images.map((image, i) => (
                <DogImage
                  key={image.key}
                  className="dog-photo"
                  image={image}
                  dogName={dog.name}
                  alt={image.alt ?? `Foto ${i + 1} de ${dog.name}`}
                  sizes={PHOTO_SIZES}
                  priority={i === 0}
                />
              ))}
            </Carousel>
          ) : (
            <DogImageMissing name={dog.name} />
          )}
        </div>
        <div className="dog-info">
          <DogFacts dog={dog} large />
          {dog.references.length > 0 ? (
            <ul className="chips" aria-label="Referencias">
              {dog.references.map((reference) => (
                <li key={reference}>{referenceLabel(reference, dog.gender)}</li>
              ))}
            </ul>
          ) : null}
          {dog.adopted ? (
            <p className="dog-note dog-adopted">
              <strong>Ya tiene familia.</strong> {dog.name} encontró un hogar: gracias a quienes compartieron
              su historia. Hay muchos más esperando en <Link to="/adoptar/perros">Perros en adopción</Link>.
            </p>
          ) : similar ? (
            <DogInProcessNote name={dog.name} gender={dog.gender} />
          ) : dog.toAdopt ? null : (
            <p className="dog-note">
              {dog.name} vive en el refugio y no está en adopción, pero podés apadrinarlo para ayudar con sus
              cuidados.
            </p>
          )}
          {dog.adopted ? null : (
            <ul className="page-links dog-actions">
              {similar ? (
                <>
                  <li>
                    <Link className="button" to={similar.href}>
                      Ver perros parecidos
                    </Link>
                  </li>
                  <li>
                    <Link className="button button-secondary" to={`/adoptionForm/${name}`}>
                      Mandar mi solicitud igual
                    </Link>
                  </li>
                </>
              ) : dog.toAdopt ? (
                <li>
                  <Link className="button" to={`/adoptionForm/${name}`}>
                    Adoptar
                  </Link>
                </li>
              ) : null}
              <li>
                <Link className="button button-secondary" to={`/colaborar/${name}`}>
                  Apadrinar
                </Link>
              </li>
            </ul>
          )}
          <FavoriteButton dogId={dog.id} dogName={dog.name} large />
          <ShareButtons
            url={url}
            title={`${dog.name} · ${SITE_NAME}`}
            text={`Conocé a ${dog.name} en ${SITE_NAME}.`}
          />
        </div>
      </div>
      {story.length > 0 ? (
        <section className="dog-story" aria-labelledby="historia">
          <h2 id="historia">Su historia</h2>
          {story.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ) : null}
      {stories.length > 0 ? (
        <section className="dog-stories" aria-labelledby="historias">
          <h2 id="historias">Historias desde su casa</h2>
          <Stories stories={stories} withName={false} />
        </section>
      ) : null}
      <LivingWith dog={dog} />
      {similar ? <SimilarDogs dogs={similar.dogs} href={similar.href} /> : null}
      <DogGiving dog={dog} giving={giving} />
      {dog.video ? (
        <section className="dog-video" aria-labelledby="video">
          <h2 id="video">Video</h2>
          <YouTubeEmbed url={dog.video} title={`Video de ${dog.name}`} />
        </section>
      ) : null}
    </article>
  );
}
