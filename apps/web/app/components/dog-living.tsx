import {
  careParagraphs,
  DOG_MOBILITY_LABELS,
  type DogGender,
  type DogMobility,
  dogMobilityText,
  monthlyCareCostText,
} from '@campito/core';
import { Link } from 'react-router';

/** What LivingWith reads of a dog. */
interface LivingDog {
  name: string;
  gender: DogGender;
  mobility: DogMobility;
  careNeeds: string;
  monthlyCareCost: number | null;
  adopted: boolean;
}

/**
 * What living with this dog means, when it does not walk well or needs daily care: how it moves, its
 * care in the shelter's words, what that costs a month, and an offer to ask. Nothing for a dog that
 * walks and needs nothing special.
 */
export function LivingWith({ dog }: { dog: LivingDog }) {
  const moving = dogMobilityText(dog.mobility, dog.name, dog.gender);
  const care = careParagraphs(dog.careNeeds);
  if (!moving && care.length === 0) return null;
  const name = encodeURIComponent(dog.name);
  const female = dog.gender === 'hembra';
  return (
    <section className="dog-living" aria-labelledby="vivir-con" data-testid="dog-living">
      <h2 id="vivir-con">Cómo es vivir con {dog.name}</h2>
      <p>
        {moving
          ? `Los perros que no caminan bien también juegan, pasean y dan muchísimo cariño. Esto es lo que ${dog.name} necesita en el día a día:`
          : `${dog.name} necesita algunos cuidados todos los días. Esto es lo que tenés que saber:`}
      </p>
      <dl className="dog-living-facts">
        {moving ? (
          <div>
            <dt>Cómo se mueve</dt>
            <dd>
              <strong>{DOG_MOBILITY_LABELS[dog.mobility]}.</strong> {moving}
            </dd>
          </div>
        ) : null}
        {care.length > 0 ? (
          <div>
            <dt>Sus cuidados de todos los días</dt>
            {care.map((p) => (
              <dd key={p}>{p}</dd>
            ))}
          </div>
        ) : null}
        {dog.monthlyCareCost !== null ? (
          <div>
            <dt>Lo que cuestan sus cuidados</dt>
            <dd>{monthlyCareCostText(dog.monthlyCareCost)}</dd>
          </div>
        ) : null}
      </dl>
      <p>
        No hace falta saberlo todo de entrada: te enseñamos a cuidar{female ? 'la' : 'lo'} y te acompañamos
        después de la adopción. <Link to="/contactanos">Escribinos</Link> si querés saber cómo es su día.
        {dog.adopted ? null : (
          <>
            {' '}
            Si no podés adoptar{female ? 'la' : 'lo'}, podés{' '}
            <Link to={`/colaborar/${name}`}>apadrinar{female ? 'la' : 'lo'}</Link> y ayudar con sus cuidados.
          </>
        )}
      </p>
    </section>
  );
}
