import type { DogGender } from '@campito/core';
import { Link } from 'react-router';
import { DogCard, type DogCardData } from './dog-card';

// A dog «En proceso de adopción» (issue 34, item 4): its page says that a family is already ahead, offers
// similar dogs first and applying anyway second, instead of leading straight into the 30 questions.

/** Beside the dog's facts: someone is ahead, and what happens to a request sent now. */
export function DogInProcessNote({ name, gender }: { name: string; gender: DogGender }) {
  const pronoun = gender === 'hembra' ? 'la' : 'lo';
  return (
    <p className="dog-note dog-in-process" data-testid="dog-in-process">
      <strong>Ya hay una familia en proceso de adoptar{pronoun}.</strong> Si esa adopción no se concreta,
      seguimos con las solicitudes siguientes en el orden en que llegaron. Podés mandar la tuya igual, o
      conocer a otros perros parecidos a {name} que todavía esperan una familia.
    </p>
  );
}

/** Dogs of the same size and age still waiting, and the catalog filtered the same way. */
export function SimilarDogs({ dogs, href }: { dogs: DogCardData[]; href: string }) {
  return (
    <section className="dog-similar" aria-labelledby="parecidos" data-testid="dog-similar">
      <h2 id="parecidos">Perros parecidos que buscan familia</h2>
      {dogs.length > 0 ? (
        <ul className="dog-grid" aria-label="Perros parecidos">
          {dogs.map((dog) => (
            <li key={dog.id}>
              <DogCard dog={dog} heading={3} />
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        <Link to={href}>Ver todos los perros de su tamaño y edad</Link>
      </p>
    </section>
  );
}
