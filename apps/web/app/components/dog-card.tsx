import {
  DOG_GENDER_LABELS,
  DOG_MOBILITY_LABELS,
  DOG_SIZE_LABELS,
  type DogCard as DogCardFields,
  type DogGender,
  type DogStatus,
  dogAgeLabel,
  dogStatusLabel,
} from '@campito/core';
import { Link } from 'react-router';
import { DogImage, DogImageMissing } from './dog-image';
import { FavoriteButton } from './favorite-button';

/** What a card shows of a dog: core's DogCard, made by core's toDogCard in the loaders. */
export type DogCardData = DogCardFields;

/** One column on small phones, two from 26em, three from 48em, four from 64em (see dogs.css). */
const CARD_SIZES =
  '(min-width: 72rem) 16rem, (min-width: 64em) 23vw, (min-width: 48em) 31vw, (min-width: 26em) 47vw, 92vw';

/**
 * A dog in a list: photo, name (the link to its page), gender, age and size, where it stands and, when it
 * does not walk, how it moves. `heading` is the level of its name in the page's outline.
 */
export function DogCard({
  dog,
  priority = false,
  heading = 2,
}: {
  dog: DogCardData;
  priority?: boolean;
  heading?: 2 | 3;
}) {
  const Name = heading === 3 ? 'h3' : 'h2';
  return (
    <article className="dog-card">
      {dog.image ? (
        <DogImage
          className="dog-card-image"
          image={dog.image}
          dogName={dog.name}
          sizes={CARD_SIZES}
          priority={priority}
        />
      ) : (
        <DogImageMissing name={dog.name} />
      )}
      <div className="dog-card-body">
        <Name className="dog-card-name">
          {/* The link covers the whole card (CSS), but its name is just the dog's. */}
          <Link className="dog-card-link" to={`/adoptar/perros/${dog.id}`} prefetch="intent">
            {dog.name}
          </Link>
        </Name>
        <DogFacts dog={dog} />
        <p className="dog-card-tags">
          <DogStatusBadge status={dog.status} gender={dog.gender} />
          {dog.inFoster ? <DogFosterBadge /> : null}
          {dog.mobility !== 'camina' ? (
            <span className="dog-card-mobility">{DOG_MOBILITY_LABELS[dog.mobility]}</span>
          ) : null}
        </p>
      </div>
      {/* After the name in reading order; drawn over the photo's corner (dogs.css). */}
      <FavoriteButton dogId={dog.id} dogName={dog.name} />
    </article>
  );
}

/** Where a dog stands, as a badge: its words say it (the colour only repeats them). */
export function DogStatusBadge({ status, gender }: { status: DogStatus; gender: DogGender }) {
  return (
    <span className={`dog-status dog-status-${status}`} data-testid="dog-status">
      {dogStatusLabel(status, gender)}
    </span>
  );
}

/** A dog living in a foster home for now: still adoptable, and where it lives is not said. */
export function DogFosterBadge() {
  return (
    <span className="dog-foster" data-testid="dog-foster">
      En tránsito
    </span>
  );
}

/** Sex, age and size, as the card and the dog's page show them (`large` on the page). */
export function DogFacts({
  dog,
  large = false,
}: {
  dog: Pick<DogCardData, 'gender' | 'age' | 'size'>;
  large?: boolean;
}) {
  return (
    <dl className={large ? 'dog-facts dog-facts-large' : 'dog-facts'}>
      <div>
        <dt>Sexo</dt>
        <dd>{DOG_GENDER_LABELS[dog.gender]}</dd>
      </div>
      <div>
        <dt>Edad</dt>
        <dd>{dogAgeLabel(dog.age, dog.gender)}</dd>
      </div>
      <div>
        <dt>Tamaño</dt>
        <dd>{DOG_SIZE_LABELS[dog.size]}</dd>
      </div>
    </dl>
  );
}
