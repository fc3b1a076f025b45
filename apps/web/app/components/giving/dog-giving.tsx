import { paragraphs } from '@campito/core';
import { Link } from 'react-router';
import type { DogGivingData } from '../../lib/dog-giving';
import { DogImage } from '../dog-image';
import { CareMeter } from './meters';

/**
 * A dog page's sponsorship part (issue 18): how much of its monthly care its sponsors cover, with a way
 * to join them, and staff's latest news about it. Renders nothing when there is neither.
 */
export function DogGiving({
  dog,
  giving,
}: {
  dog: { name: string; adopted: boolean };
  giving: DogGivingData;
}) {
  const meter = dog.adopted ? null : giving.meter;
  if (!meter && giving.news.length === 0) return null;
  return (
    <>
      {meter ? (
        <section className="dog-sponsorship" aria-labelledby="padrinazgo">
          <h2 id="padrinazgo">Padrinazgo</h2>
          <CareMeter dogName={dog.name} meter={meter} />
          <p>
            <Link className="button button-secondary" to={`/colaborar/${encodeURIComponent(dog.name)}`}>
              {`Apadriná a ${dog.name} todos los meses`}
            </Link>
          </p>
        </section>
      ) : null}
      {giving.news.length > 0 ? (
        <section className="dog-news" aria-labelledby="novedades">
          <h2 id="novedades">{`Novedades de ${dog.name}`}</h2>
          <ol className="dog-news-list">
            {giving.news.map((item) => (
              <li key={item.id} className="dog-news-item">
                <article>
                  <p className="dog-news-date">
                    <time dateTime={item.iso}>{item.date}</time>
                  </p>
                  {item.image ? (
                    <DogImage
                      className="dog-news-photo"
                      image={item.image}
                      dogName={dog.name}
                      sizes="(min-width: 48em) 24rem, 90vw"
                    />
                  ) : null}
                  {paragraphs(item.text).map((p) => (
                    <p key={p}>{p}</p>
                  ))}
                </article>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </>
  );
}
