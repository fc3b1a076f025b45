import {
  BIRTHDAY_MIN_FORMS,
  DOG_SIZES,
  FOSTER_ARRAY_FIELDS,
  FOSTER_CAN_TAKE,
  FOSTER_DURATIONS,
  FOSTER_HOMES,
  FOSTER_LABELS,
  FOSTER_TIME_AT_HOME,
} from '@campito/core';
import { Checkboxes, LongText, Select, Text } from './bound-fields';
import { DraftedApplicationForm, type DraftedFormProps } from './drafted-form';
import { AreaField, PersonFields } from './person-fields';

const L = FOSTER_LABELS;

/**
 * «Ser hogar de tránsito» (issue 38, item 1): like the volunteer form — the shared schema's messages as the
 * person types, the signed-in person's details first, and a draft that survives a reload.
 */
export function FosterForm(props: DraftedFormProps) {
  return (
    <DraftedApplicationForm
      form="foster"
      arrayFields={FOSTER_ARRAY_FIELDS}
      label="Solicitud para ser hogar de tránsito"
      submit="Enviar solicitud"
      {...props}
    >
      <section className="form-section" aria-labelledby="tra-datos">
        <h2 id="tra-datos">Tus datos</h2>
        <PersonFields labels={L} phoneName="phone" birthdayMin={BIRTHDAY_MIN_FORMS} />
        <AreaField label={L.area} />
        <Text
          name="address"
          label={L.address}
          autoComplete="street-address"
          hint="Sólo lo ve el equipo del refugio, para coordinar la visita."
        />
      </section>
      <section className="form-section" aria-labelledby="tra-casa">
        <h2 id="tra-casa">Tu casa</h2>
        <Select name="home" label={L.home} values={FOSTER_HOMES} />
        <LongText name="household" label={L.household} />
        <LongText name="otherAnimals" label={L.otherAnimals} />
        <Select name="timeAtHome" label={L.timeAtHome} values={FOSTER_TIME_AT_HOME} />
      </section>
      <section className="form-section" aria-labelledby="tra-perro">
        <h2 id="tra-perro">El perro que podés recibir</h2>
        <Checkboxes name="sizes" label={L.sizes} values={DOG_SIZES} />
        <Checkboxes name="canTake" label={L.canTake} values={FOSTER_CAN_TAKE} />
        <Select name="duration" label={L.duration} values={FOSTER_DURATIONS} />
        <LongText
          name="unavailable"
          label={L.unavailable}
          hint="Por ejemplo: vacaciones, una mudanza o una operación."
        />
        <LongText name="question" label={L.question} />
      </section>
    </DraftedApplicationForm>
  );
}
