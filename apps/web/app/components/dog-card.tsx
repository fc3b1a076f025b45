import {
  DOG_AGE_LABELS,
  DOG_GENDER_LABELS,
  DOG_SIZE_LABELS,
  type DogAge,
  type DogGender,
  type DogSize,
  type ImageRef,
} from '@campito/core';
import { Link } from 'react-router';
import { DogImage, DogImageMissing } from './dog-image';
import { FavoriteButton } from './favorite-button';

export interface DogCardData {
  id: string;
  name: string;
  gender: DogGender;
  age: DogAge;
  size: DogSize;
  image: ImageRef | null;
}

/** One column on small phones, two from 26em, three from 48em, four from 64em (see dogs.css). */
const CARD_SIZES =
  '(min-width: 72rem) 16rem, (min-width: 64em) 23vw, (min-width: 48em) 31vw, (min-width: 26em) 47vw, 92vw';

/** A dog in the list: photo, name (the link to its page), gender, age and size. */
export function DogCard({ dog, priority = false }: { dog: DogCardData; priority?: boolean }) {
  return (
    <article className="dog-card">
      {dog.image ? (
        <DogImage
          className="dog-card-image"
          image={dog.image}
          alt={dog.image.alt ?? `Foto de ${dog.name}`}
          sizes={CARD_SIZES}
          priority={priority}
        />
      ) : (
        <DogImageMissing name={dog.name} />
      )}
      <div className="dog-card-body">
        <h2 className="dog-card-name">
          {/* The link covers the whole card (CSS), but its name is just the dog's. */}
          <Link className="dog-card-link" to={`/adoptar/perros/${dog.id}`} prefetch="intent">
            {dog.name}
          </Link>
        </h2>
        <DogFacts dog={dog} />
      </div>
      {/* After the name in reading order; drawn over the photo's corner (dogs.css). */}
      <FavoriteButton dogId={dog.id} dogName={dog.name} />
    </article>
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
        <dd>{DOG_AGE_LABELS[dog.age]}</dd>
      </div>
      <div>
        <dt>Tamaño</dt>
        <dd>{DOG_SIZE_LABELS[dog.size]}</dd>
      </div>
    </dl>
  );
}
