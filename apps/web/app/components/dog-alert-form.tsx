import { type DogFilters, dogListHref } from '@campito/core';
import { Form } from 'react-router';
import { FormGuards, TextField } from './form-kit';

// "Avisame cuando llegue un perro así" under a filtered list (issue 17): a plain form posted to /avisos with
// the list's own query, so it works without JavaScript. The subscription waits for the mailed confirmation.
export function DogAlertForm({ filters }: { filters: DogFilters }) {
  const query = dogListHref(filters).split('?')[1] ?? '';
  return (
    <section className="dog-alert" aria-labelledby="avisame">
      <h2 id="avisame">Avisame cuando llegue un perro así</h2>
      <p>
        Dejanos tu email y te escribimos (como mucho una vez por día) cuando publiquemos un perro que coincida
        con esta búsqueda. Podés darte de baja desde cualquiera de esos correos.
      </p>
      <Form method="post" action="/avisos" className="form dog-alert-form" reloadDocument>
        <input type="hidden" name="filtro" value={query} />
        <TextField name="email" label="Tu email" type="email" autoComplete="email" required maxLength={254} />
        <FormGuards />
        <p>
          <button type="submit" className="button">
            Avisame
          </button>
        </p>
      </Form>
    </section>
  );
}
