import { followupName, longDay } from '@campito/core';
import type { MyAdoption } from '@campito/server/web';

// «Mis adopciones» on the profile (issue 37, item 4): for each adoption of the verified email, the contract,
// the commitments, the follow-ups and the dog's file. Read on the server (routes/profile.tsx); plain links,
// no script of its own: the forms it points to (contract, commitment, follow-up) work without JavaScript.

type Commitment = MyAdoption['commitments'][number];
type Followup = MyAdoption['followups'][number];

export function MyAdoptions({ adoptions }: { adoptions: MyAdoption[] }) {
  return (
    <section id="mis-adopciones" className="profile-adoptions" aria-labelledby="adoptions-title">
      <h2 id="adoptions-title">Mis adopciones</h2>
      {adoptions.map((a) => (
        <article key={a.id} className="my-adoption" aria-labelledby={`adoption-${a.id}`}>
          <h3 id={`adoption-${a.id}`}>{a.dogPath ? <a href={a.dogPath}>{a.dogName}</a> : a.dogName}</h3>
          <p>
            {`Aprobada el ${longDay(a.approvedAt)}. `}
            {a.deliveredOn ? `Se fue a su casa el ${longDay(a.deliveredOn)}.` : 'Todavía falta la entrega.'}
            {a.returnedOn ? ` Volvió al refugio el ${longDay(a.returnedOn)}.` : ''}
          </p>
          <Contract adoption={a} />
          {a.commitments.length > 0 ? (
            <>
              <h4>Compromisos</h4>
              <ul className="my-adoption-list">
                {a.commitments.map((c) => (
                  <li key={c.id}>
                    <CommitmentLine commitment={c} />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {a.followups.length > 0 ? (
            <>
              <h4>Seguimientos</h4>
              <ul className="my-adoption-list">
                {a.followups.map((f) => (
                  <li key={f.id}>
                    <FollowupLine followup={f} />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <p>
            <a href={a.filePath} download>
              {`Descargar la ficha de ${a.dogName} (PDF)`}
            </a>
            : sus datos, sus vacunas y su castración, para llevar al veterinario.
          </p>
        </article>
      ))}
    </section>
  );
}

function Contract({ adoption }: { adoption: MyAdoption }) {
  const { contract } = adoption;
  if (!contract) return <p>El contrato de adopción te llega por mail antes de la entrega.</p>;
  if (contract.state === 'aceptado')
    return (
      <p>
        {`Contrato aceptado el ${longDay(contract.acceptedAt!)}. `}
        <a href={contract.href!} download>
          Descargar el contrato (PDF)
        </a>
      </p>
    );
  if (contract.state === 'para_aceptar')
    return (
      <p>
        Falta que aceptes el contrato de adopción. <a href={contract.href!}>Leer y aceptar el contrato</a>
      </p>
    );
  return <p>El enlace del contrato venció: escribinos y te lo mandamos de nuevo.</p>;
}

function CommitmentLine({ commitment: c }: { commitment: Commitment }) {
  const state =
    c.state === 'hecho'
      ? `hecho el ${longDay(c.doneAt!)}. ¡Gracias!`
      : c.state === 'cancelado'
        ? 'ya no está vigente.'
        : c.state === 'vencido'
          ? `venció el ${longDay(c.dueOn)}.`
          : `para el ${longDay(c.dueOn)}.`;
  return (
    <>
      <span>{`${c.description}: ${state}`}</span>
      {c.href ? (
        <>
          {' '}
          <a href={c.href} aria-label={`Avisar que está hecho: ${c.description}`}>
            Avisar que está hecho
          </a>
        </>
      ) : null}
    </>
  );
}

function FollowupLine({ followup: f }: { followup: Followup }) {
  const name = `Seguimiento ${followupName(f.afterDays)}`;
  const state =
    f.state === 'respondido'
      ? `respondido el ${longDay(f.answeredAt!)}. ¡Gracias por contarnos!`
      : f.state === 'para_responder'
        ? 'te estamos esperando.'
        : f.state === 'programado'
          ? `te escribimos el ${longDay(f.dueOn)}.`
          : f.state === 'cancelado'
            ? 'cancelado.'
            : 'quedó sin respuesta.';
  return (
    <>
      <span>{`${name}: ${state}`}</span>
      {f.href ? (
        <>
          {' '}
          <a href={f.href} aria-label={`Responder el ${name.toLowerCase()}`}>
            Responder
          </a>
        </>
      ) : null}
    </>
  );
}
