// The parts of /mi-transito (issue 38, item 3): a dog the foster cares for (or cared for) with what staff
// share and the updates they posted, the form to post an update with photos, the supply request form and
// the list of requests. Plain HTML forms: the page posts to its own action without React in the browser.
import {
  type FieldErrors,
  FOSTER_UPDATE_PHOTOS,
  longDay,
  paragraphs,
  SUPPLY_KIND_LABELS,
  SUPPLY_KINDS,
  SUPPLY_URGENCIES,
  SUPPLY_URGENCY_LABELS,
} from '@campito/core';
import type { FosterDogView, SupplyView } from '@campito/server/web';
import { Form } from 'react-router';
import { DogImage } from './dog-image';
import { describedBy, fieldId, HintAndError } from './form-kit';
import { FieldStateProvider, LongText, Radios, Select, Text } from './public-forms/bound-fields';
import { FormFailure } from './public-forms/form-status';

/** What the last post of one form left: its values and messages, or nothing. */
export interface FormAnswer {
  error?: string;
  errors: FieldErrors;
  values: Record<string, string>;
}

const PHOTOS_HINT = `Hasta ${FOSTER_UPDATE_PHOTOS} fotos, JPG, PNG o WebP. Si hubo un error, elegilas de nuevo.`;

/** One dog: its photo, dates, what staff share (current dogs) or where it went (past ones), its updates. */
export function FosterDog({ dog }: { dog: FosterDogView }) {
  const titleId = `perro-${dog.placementId}`;
  return (
    <article className="shift-card" aria-labelledby={titleId}>
      <h3 id={titleId}>{dog.name}</h3>
      {dog.photo ? (
        <div className="story-photos">
          <DogImage image={dog.photo} dogName={dog.name} sizes="(min-width: 48rem) 12rem, 45vw" />
        </div>
      ) : null}
      <dl className="shift-facts">
        <dt>{dog.endedOn ? 'Estuvo con vos' : 'Con vos desde'}</dt>
        <dd>
          {dog.endedOn ? `Del ${longDay(dog.startsOn)} al ${longDay(dog.endedOn)}` : longDay(dog.startsOn)}
        </dd>
        {dog.endedOn ? (
          dog.destination ? (
            <>
              <dt>Después</dt>
              <dd>{dog.destination}</dd>
            </>
          ) : null
        ) : (
          <>
            <dt>Hasta (estimado)</dt>
            <dd>{dog.expectedUntil ? longDay(dog.expectedUntil) : 'Sin fecha por ahora'}</dd>
            <dt>Próximo control veterinario</dt>
            <dd>{dog.nextVetOn ? longDay(dog.nextVetOn) : 'Sin fecha por ahora'}</dd>
          </>
        )}
      </dl>
      {!dog.endedOn && dog.care ? (
        <>
          <h4>Cuidados y medicación</h4>
          {paragraphs(dog.care).map((p) => (
            <p key={p}>{p}</p>
          ))}
        </>
      ) : null}
      <h4>Tus novedades</h4>
      {dog.updates.length === 0 ? (
        <p>{dog.endedOn ? 'No contaste novedades.' : 'Todavía no contaste novedades. ¡Cuando quieras!'}</p>
      ) : (
        <ul className="hours-list">
          {dog.updates.map((u) => (
            <li key={u.id}>
              <p>
                <strong>{longDay(u.createdAt)}</strong>
                {u.published ? ' · Publicada como novedad del perro' : ''}
              </p>
              {paragraphs(u.text).map((p) => (
                <p key={p}>{p}</p>
              ))}
              {u.photos.length ? (
                <div className="story-photos">
                  {u.photos.map((photo) => (
                    <DogImage
                      key={photo.key}
                      image={photo}
                      dogName={dog.name}
                      sizes="(min-width: 48rem) 12rem, 45vw"
                    />
                  ))}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

const dogChoice = (current: FosterDogView[]) => ({
  values: current.map((d) => d.dogId),
  labels: Object.fromEntries(current.map((d) => [d.dogId, d.name])),
});

/** «Contá cómo está»: text and photos about one of the dogs at home. */
export function UpdateForm({ current, answer }: { current: FosterDogView[]; answer?: FormAnswer }) {
  const only = current.length === 1 ? current[0] : undefined;
  const photosError = answer?.errors.photos;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      reloadDocument
      className="form public-form"
      noValidate
      aria-labelledby="novedad-titulo"
    >
      <h2 id="novedad-titulo">Contá cómo está</h2>
      <FormFailure message={answer?.error} />
      <input type="hidden" name="intent" value="novedad" />
      <FieldStateProvider errors={answer?.errors ?? {}} values={answer?.values ?? {}}>
        {only ? (
          <input type="hidden" name="dogId" value={only.dogId} />
        ) : (
          <Select name="dogId" label="¿De qué perro?" {...dogChoice(current)} required />
        )}
        <LongText
          name="text"
          label={only ? `¿Cómo está ${only.name}?` : '¿Cómo está?'}
          rows={5}
          maxLength={2000}
          hint="Cómo come, duerme, juega, cómo se lleva con todos. El equipo la lee y puede publicarla como novedad del perro."
          required
        />
      </FieldStateProvider>
      <div className="field">
        <label htmlFor={fieldId('photos')}>{`Fotos (opcional, hasta ${FOSTER_UPDATE_PHOTOS})`}</label>
        <input
          id={fieldId('photos')}
          type="file"
          name="photos"
          multiple
          accept="image/jpeg,image/png,image/webp"
          aria-invalid={photosError ? true : undefined}
          aria-describedby={describedBy('photos', photosError, PHOTOS_HINT)}
        />
        <HintAndError name="photos" error={photosError} hint={PHOTOS_HINT} />
      </div>
      <button type="submit" className="button">
        Enviar novedad
      </button>
    </Form>
  );
}

/** «Pedir insumos»: what, how much, for when and, if it is for one of them, which dog. */
export function SupplyForm({ current, answer }: { current: FosterDogView[]; answer?: FormAnswer }) {
  return (
    <Form
      method="post"
      reloadDocument
      className="form public-form"
      noValidate
      aria-labelledby="pedido-titulo"
    >
      <h2 id="pedido-titulo">Pedir insumos</h2>
      <p>Alimento, remedios, un turno con el veterinario, una transportadora… Lo preparamos y te avisamos.</p>
      <FormFailure message={answer?.error} />
      <input type="hidden" name="intent" value="pedido" />
      <FieldStateProvider errors={answer?.errors ?? {}} values={answer?.values ?? {}}>
        <Select
          name="kind"
          label="¿Qué necesitás?"
          values={SUPPLY_KINDS}
          labels={SUPPLY_KIND_LABELS}
          required
        />
        <LongText
          name="detail"
          label="Contanos qué, con detalle"
          maxLength={500}
          hint="Por ejemplo: alimento para cachorro de raza mediana, o el remedio y la dosis."
          required
        />
        <Text
          name="quantity"
          label="Cantidad"
          maxLength={100}
          hint="Por ejemplo: 2 bolsas de 15 kg"
          required
        />
        <Radios
          name="urgency"
          label="¿Para cuándo lo necesitás?"
          values={SUPPLY_URGENCIES}
          labels={SUPPLY_URGENCY_LABELS}
        />
        {current.length ? (
          <Select
            name="dogId"
            label="¿Para qué perro? (opcional)"
            placeholder="Para la casa, no para uno en particular"
            {...dogChoice(current)}
          />
        ) : null}
      </FieldStateProvider>
      <button type="submit" className="button">
        Enviar pedido
      </button>
    </Form>
  );
}

/** The foster's requests, newest first, each with its state. */
export function SupplyList({ requests }: { requests: SupplyView[] }) {
  if (requests.length === 0) return <p>Todavía no hiciste pedidos.</p>;
  return (
    <ul className="hours-list" aria-label="Tus pedidos">
      {requests.map((r) => (
        <li key={r.id}>
          <p>
            <strong>{`${r.kindLabel}: ${r.quantity}`}</strong>
            {r.dogName ? ` · para ${r.dogName}` : ''}{' '}
            <span className={r.state === 'entregado' ? 'badge badge-decided' : 'badge badge-pending'}>
              {r.stateLabel}
            </span>
          </p>
          <p>{`${r.detail} (pedido el ${longDay(r.createdAt)}; ${r.urgencyLabel.toLowerCase()})`}</p>
          {r.staffNote ? <p>{`Nota del equipo: ${r.staffNote}`}</p> : null}
        </li>
      ))}
    </ul>
  );
}
