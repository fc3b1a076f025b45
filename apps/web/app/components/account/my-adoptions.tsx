import type { MyAdoption } from '@campito/server/web';

// «Mis adopciones» on the profile (issue 37, item 4): for each adoption of the verified email, the contract,
// the commitments, the follow-ups and the dog's file. The server writes every line (my-adoption-lines.ts), so
// this page's script stays small; plain links: the forms they open work without JavaScript.

type Line = MyAdoption['lines']['contract'];

function LineText({ line }: { line: Line }) {
  return (
    <>
      <span>{line.text}</span>
      {line.href ? (
        <>
          {' '}
          <a href={line.href} aria-label={line.ariaLabel ?? undefined} download={line.download || undefined}>
            {line.label}
          </a>
        </>
      ) : null}
    </>
  );
}

function Lines({ title, lines }: { title: string; lines: Line[] }) {
  if (lines.length === 0) return null;
  return (
    <>
      <h4>{title}</h4>
      <ul className="my-adoption-list">
        {lines.map((line, i) => (
          // Two lines may read the same (two commitments alike): their place tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is the server's, in its order, never reordered.
          <li key={`${i}-${line.text}`}>
            <LineText line={line} />
          </li>
        ))}
      </ul>
    </>
  );
}

export function MyAdoptions({ adoptions }: { adoptions: MyAdoption[] }) {
  return (
    <section id="mis-adopciones" className="profile-adoptions" aria-labelledby="adoptions-title">
      <h2 id="adoptions-title">Mis adopciones</h2>
      {adoptions.map((a) => (
        <article key={a.id} className="my-adoption" aria-labelledby={`adoption-${a.id}`}>
          <h3 id={`adoption-${a.id}`}>{a.dogPath ? <a href={a.dogPath}>{a.dogName}</a> : a.dogName}</h3>
          <p>{a.lines.summary}</p>
          <p>
            <LineText line={a.lines.contract} />
          </p>
          <Lines title="Compromisos" lines={a.lines.commitments} />
          <Lines title="Seguimientos" lines={a.lines.followups} />
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
