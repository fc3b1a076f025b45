import type { PageHandle } from '@campito/core';

import { Link } from 'react-router';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/adoptar';

const TITLE = 'Adoptar';

// Nothing here needs React in the browser: the page ships none (PageHandle).
export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(
    TITLE,
    'Cómo adoptar un perro de El Campito: conocé a los perros, completá el cuestionario y te acompañamos en todo el proceso.',
    data ? { url: `${data.publicUrl}/adoptar` } : {},
  );

export function loader({ context }: Route.LoaderArgs) {
  return { publicUrl: context.config.publicUrl.replace(/\/$/, '') };
}

const STEPS = [
  {
    title: 'Conocé a los perros',
    text: 'Mirá el listado con calma y usá los filtros de sexo, edad y tamaño. Cada perro tiene sus fotos, su historia y sus características.',
  },
  {
    title: 'Completá el cuestionario',
    text: 'En la página del perro que elegiste tocá «Adoptar». Las preguntas nos ayudan a saber cómo es tu casa y tu rutina, para que la adopción funcione para los dos.',
  },
  {
    title: 'Hablamos con vos',
    text: 'Alguien del equipo lee tu solicitud y te escribe o te llama para conversar, resolver dudas y coordinar un encuentro con el perro.',
  },
  {
    title: 'El encuentro y la llegada a casa',
    text: 'Conocen al perro en el refugio. Si todo va bien, coordinamos la entrega con sus vacunas al día y lo acompañamos en la adaptación.',
  },
] as const;

const REQUIREMENTS = [
  'Ser mayor de 18 años y que toda la familia esté de acuerdo con la adopción.',
  'Un lugar seguro: patio con cerco o balcón con red, según el perro.',
  'Tiempo para paseos, juego y compañía todos los días.',
  'Compromiso con sus cuidados veterinarios, vacunas y castración.',
  'Paciencia: los primeros días en una casa nueva pueden ser difíciles.',
] as const;

export default function AdoptarPage() {
  return (
    <div className="container page adopt-page">
      <h1>{TITLE}</h1>
      <p className="lead">
        Adoptar es darle una segunda oportunidad a un perro que espera una familia. Conocé a los perros del
        refugio, elegí con calma y completá el cuestionario: te acompañamos en todo el proceso.
      </p>
      <p>
        <Link className="button button-large" to="/adoptar/perros">
          Ver perros
        </Link>
      </p>

      <section aria-labelledby="pasos">
        <h2 id="pasos">Cómo es adoptar en El Campito</h2>
        <ol className="adopt-steps">
          {STEPS.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="requisitos">
        <h2 id="requisitos">Qué te pedimos</h2>
        <ul className="adopt-list">
          {REQUIREMENTS.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="despues">
        <h2 id="despues">Después de enviar la solicitud</h2>
        <p>
          Leemos cada solicitud con atención, así que puede tardar unos días. Si el perro que elegiste no es
          el indicado para tu casa, te ayudamos a encontrar otro que sí lo sea. Después de la adopción
          seguimos en contacto: cualquier duda, escribinos.
        </p>
        <p>
          ¿No podés adoptar ahora? También podés <Link to="/colaborar">apadrinar a un perro</Link>,{' '}
          <Link to="/voluntario">sumarte como voluntario</Link> o{' '}
          <Link to="/transito">ser hogar de tránsito</Link> de un perro por unas semanas.
        </p>
      </section>

      <section aria-labelledby="encontraste" className="adopt-found">
        <h2 id="encontraste">¿Encontraste un perro?</h2>
        <p>
          Si encontraste un perro que necesita hogar, cargalo con sus fotos. El equipo del refugio revisa cada
          perro antes de publicarlo en el listado.
        </p>
        <p>
          <Link className="button button-secondary" to="/form">
            Cargar un perro
          </Link>
        </p>
      </section>
    </div>
  );
}
