import {
  BIRTHDAY_MIN_FORMS,
  VOLUNTEER_ARRAY_FIELDS,
  VOLUNTEER_LABELS,
  VOLUNTEER_MODALITIES,
  WEEK_DAYS,
  YES_NO_MAYBE,
} from '@campito/core';
import { Checkboxes, LongText, Select, Text } from './bound-fields';
import { DraftedApplicationForm, type DraftedFormProps } from './drafted-form';
import { AreaField, PersonFields } from './person-fields';

const L = VOLUNTEER_LABELS;

/** The volunteer application (docs/product.md §3 volunteer, §5.2): everything required except the question. */
export function VolunteerForm(props: DraftedFormProps) {
  return (
    <DraftedApplicationForm
      form="volunteer"
      arrayFields={VOLUNTEER_ARRAY_FIELDS}
      label="Postulación de voluntariado"
      submit="Enviar postulación"
      {...props}
    >
      <section className="form-section" aria-labelledby="vol-datos">
        <h2 id="vol-datos">Tus datos</h2>
        <PersonFields labels={L} phoneName="phone" birthdayMin={BIRTHDAY_MIN_FORMS} />
        <AreaField label={L.area} />
        <Text name="profession" label={L.profession} autoComplete="organization-title" />
      </section>
      <section className="form-section" aria-labelledby="vol-tiempo">
        <h2 id="vol-tiempo">Tu tiempo</h2>
        <Select name="modality" label={L.modality} values={VOLUNTEER_MODALITIES} />
        <Text
          name="availability"
          label={L.availability}
          type="number"
          inputMode="numeric"
          min={1}
          max={168}
          step={1}
        />
        <Checkboxes name="days" label={L.days} values={WEEK_DAYS} />
        <LongText name="clarification" label={L.clarification} />
        <Text name="vehicle" label={L.vehicle} hint="Si no tenés, escribí «No»." />
        <Select name="carpooling" label={L.carpooling} values={YES_NO_MAYBE} />
      </section>
      <section className="form-section" aria-labelledby="vol-vos">
        <h2 id="vol-vos">Contanos de vos</h2>
        <LongText
          name="interest"
          label={L.interest}
          hint="Pasear perros, difusión, eventos, traslados, mantenimiento…"
        />
        <LongText name="description" label={L.description} />
        <LongText name="purpose" label={L.purpose} />
        <LongText name="question" label={`${L.question} (opcional)`} />
      </section>
    </DraftedApplicationForm>
  );
}
