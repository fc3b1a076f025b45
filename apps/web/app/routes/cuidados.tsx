import type { PageHandle } from '@campito/core';
import { PageLinks } from '../components/page-links';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/cuidados';

const TITLE = 'Cuidados';

// Nothing here needs React in the browser: the page ships none (PageHandle).
export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = () =>
  pageMeta(
    TITLE,
    'Cómo cuidamos a los perros de El Campito, muchos de ellos viejitos o con discapacidad, y cómo podés ayudarlos.',
  );

const DAY = [
  { when: 'A la mañana', what: 'Desayuno, medicación y una recorrida para ver cómo amaneció cada uno.' },
  {
    when: 'Durante el día',
    what: 'Limpieza de caniles, curaciones, baños, paseos y un rato de juego al sol para todos.',
  },
  {
    when: 'A la tarde',
    what: 'Segunda comida, cambio de camas y mantas, y los controles del veterinario a quien lo necesite.',
  },
  {
    when: 'A la noche',
    what: 'Todos adentro, abrigados y con agua fresca. Los más delicados, bien cerca nuestro.',
  },
] as const;

export default function CuidadosPage() {
  return (
    <div className="container page content-page">
      <h1>{TITLE}</h1>
      <p className="lead">
        Muchos de nuestros perros son viejitos o tienen alguna discapacidad: cerca de 130 necesitan carritos
        para moverse. Te contamos cómo los cuidamos y cómo podés ayudarlos.
      </p>

      <section aria-labelledby="dia">
        <h2 id="dia">Un día en El Campito</h2>
        <p className="section-intro">
          Cuidar a cientos de perros es un trabajo de todos los días, feriados incluidos. Así es una jornada
          en el refugio:
        </p>
        <ol className="timeline">
          {DAY.map((step) => (
            <li key={step.when}>
              <h3>{step.when}</h3>
              <p>{step.what}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="prose" aria-labelledby="discapacidad">
        <h2 id="discapacidad">Perros con discapacidad</h2>
        <p>
          Cerca de 130 perros del Campito usan carrito para moverse. Algunos perdieron la movilidad de las
          patas traseras después de un accidente o por maltrato; otros, por enfermedades o por la edad. Un
          carrito bien ajustado les devuelve algo que parecía perdido: correr, jugar y explorar el predio con
          los demás.
        </p>
        <ul>
          <li>
            <strong>Carritos a medida:</strong> cada uno se arma y se ajusta según el tamaño y la necesidad
            del perro, y se revisa a medida que cambia.
          </li>
          <li>
            <strong>Descanso y cambios de posición:</strong> alternan ratos en el carrito con camas blandas,
            para evitar lastimaduras por apoyo.
          </li>
          <li>
            <strong>Higiene diaria:</strong> muchos no controlan bien la vejiga, así que los bañamos y los
            secamos con frecuencia para cuidar su piel.
          </li>
          <li>
            <strong>Ejercicios y masajes:</strong> ayudan a mantener fuertes los músculos que todavía
            responden.
          </li>
        </ul>
      </section>

      <aside className="notice notice-info" aria-labelledby="toda-una-vida">
        <h2 id="toda-una-vida">Un compromiso para toda la vida</h2>
        <p>
          Un perro vive entre 15 y 20 años. Por eso adoptar es un compromiso para toda su vida, y por eso
          muchos de nuestros perros se quedan con nosotros hasta el final: los cuidamos igual, todos los días.
        </p>
      </aside>

      <section className="prose" aria-labelledby="ayudar">
        <h2 id="ayudar">Cómo podés ayudar</h2>
        <ul>
          <li>
            <strong>Apadriná a un perro:</strong> con un aporte mensual cubrís su comida, sus remedios o su
            carrito.
          </li>
          <li>
            <strong>Doná lo que usamos todos los días:</strong> alimento, mantas, pañales, gasas y productos
            de limpieza.
          </li>
          <li>
            <strong>Sumate como voluntario:</strong> siempre hacen falta manos para bañar, pasear y acompañar.
          </li>
        </ul>
      </section>

      <PageLinks
        primary={{ to: '/colaborar', label: 'Colaborar' }}
        links={[
          { to: '/voluntario', label: 'Voluntariado' },
          { to: '/adoptar/perros', label: 'Conocé a los perros' },
        ]}
      />
    </div>
  );
}
