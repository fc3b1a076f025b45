import type { PageHandle } from '@campito/core';
import { PageLinks } from '../components/page-links';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/denuncias';

const TITLE = 'Denuncias';

// Nothing here needs React in the browser: the page ships none (PageHandle).
export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = () =>
  pageMeta(
    TITLE,
    'Guía para denunciar maltrato animal en Argentina según la Ley 14.346: qué hacer, qué pruebas juntar y dónde presentar la denuncia.',
  );

// Ley 14.346, artículos 2 y 3, contados en palabras simples (no es el texto legal completo).
const MALTRATO = [
  'No darles comida suficiente y de buena calidad.',
  'Obligarlos a trabajar con golpes o elementos que les causen dolor.',
  'Hacerlos trabajar jornadas excesivas, sin descanso adecuado según el clima.',
  'Hacerlos trabajar cuando no están en condiciones físicas.',
  'Darles drogas sin un fin terapéutico.',
  'Usarlos para tirar de vehículos con cargas que superan sus fuerzas.',
] as const;

const CRUELDAD = [
  'Lastimarlos o atropellarlos a propósito, torturarlos, hacerlos sufrir sin necesidad o matarlos por pura maldad.',
  'Mutilarlos sin un fin veterinario.',
  'Operarlos sin anestesia y sin título de veterinario, salvo una urgencia comprobada.',
  'Organizar o participar de peleas de animales, públicas o privadas.',
  'Abandonar a su suerte a los animales usados en experimentos.',
] as const;

const PRUEBAS = [
  'Fotos y videos, con fecha y hora, tomados sin ponerte en riesgo.',
  'La dirección exacta del lugar, o la mejor referencia que tengas.',
  'Una descripción del animal: especie, tamaño, color y estado en que lo viste.',
  'Los días y horarios en que viste el maltrato, anotados apenas puedas.',
  'Los datos del responsable, si los conocés.',
  'Nombre y contacto de otras personas que lo hayan visto y quieran declarar.',
  'Certificados o informes veterinarios, si el animal fue atendido.',
  'Capturas de pantalla, si el maltrato se publicó en redes sociales.',
] as const;

export default function DenunciasPage() {
  return (
    <div className="container page content-page">
      <h1>{TITLE}</h1>
      <p className="lead">
        Si presenciás un caso de maltrato animal, podés denunciarlo: la Ley 14.346 protege a los animales y
        castiga a quienes los maltratan. Te explicamos paso a paso cómo hacerlo.
      </p>

      <aside className="notice notice-warning" aria-labelledby="urgente">
        <h2 id="urgente">¿El animal está en peligro ahora?</h2>
        <p>
          Llamá al <a href="tel:911">911</a>. La policía tiene que intervenir ante un delito que está
          ocurriendo.
        </p>
      </aside>

      <section className="prose" aria-labelledby="ley">
        <h2 id="ley">Qué dice la Ley 14.346</h2>
        <p>
          En la Argentina, maltratar a un animal o ser cruel con él es un <strong>delito</strong>: la ley
          prevé prisión de quince días a un año para quien lo haga (artículo 1). Es un delito de acción
          pública, así que cualquier persona puede denunciarlo, aunque el animal no sea suyo.
        </p>
        <div className="card-grid card-grid-2">
          <article className="info-card">
            <h3>Son actos de maltrato (art. 2)</h3>
            <ul>
              {MALTRATO.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </article>
          <article className="info-card">
            <h3>Son actos de crueldad (art. 3), entre otros</h3>
            <ul>
              {CRUELDAD.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </article>
        </div>
      </section>

      <section className="prose" aria-labelledby="quien">
        <h2 id="quien">Quién puede denunciar</h2>
        <p data-testid="reporter-age">
          <strong>Para hacer la denuncia tenés que ser mayor de 18 años</strong> y presentar tu DNI. Si tenés
          menos de 18, contale lo que viste a un adulto de confianza y acompañalo a hacerla.
        </p>
      </section>

      <section className="prose" aria-labelledby="pasos">
        <h2 id="pasos">Paso a paso</h2>
        <ol className="steps">
          <li>
            <h3>Juntá pruebas</h3>
            <p>
              Cuantas más tengas, mejor (mirá la lista de abajo). Nunca entres a una propiedad ajena ni te
              enfrentes con el responsable: tu seguridad es lo primero.
            </p>
          </li>
          <li>
            <h3>Andá a la comisaría o a la fiscalía</h3>
            <p>
              Podés denunciar en la comisaría más cercana al lugar del hecho o en una fiscalía del Ministerio
              Público Fiscal de tu jurisdicción. En la Ciudad de Buenos Aires también podés llamar gratis al
              0800-33-FISCAL (347225). La policía no puede negarse a tomarte la denuncia.
            </p>
          </li>
          <li>
            <h3>Contá lo que pasó</h3>
            <p>
              Pedí que la denuncia se tome por infracción a la Ley 14.346. Relatá los hechos en orden, con
              fechas, horarios y lugares, y entregá tus pruebas. Leé la denuncia antes de firmarla.
            </p>
          </li>
          <li>
            <h3>Pedí tu copia</h3>
            <p>
              Llevate una copia con el número de denuncia o de causa. Si temés represalias, decilo al
              denunciar y consultá si tus datos pueden quedar reservados.
            </p>
          </li>
          <li>
            <h3>Hacé el seguimiento</h3>
            <p>
              Con ese número podés consultar en la fiscalía cómo avanza la causa y sumar nuevas pruebas si las
              conseguís.
            </p>
          </li>
        </ol>
      </section>

      <section className="prose" aria-labelledby="pruebas">
        <h2 id="pruebas">Qué pruebas juntar</h2>
        <ul className="checklist">
          {PRUEBAS.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>

      <p className="small-print">
        Esta guía es orientativa y no reemplaza el asesoramiento de un abogado. Si necesitás ayuda para hacer
        la denuncia, escribinos eligiendo el asunto «denuncias»: no podemos recibir animales de todos los
        casos, pero sí orientarte.
      </p>
      <PageLinks primary={{ to: '/contactanos', label: 'Consultanos' }} />
    </div>
  );
}
