import {
  ADOPTION_ARRAY_FIELDS,
  ADOPTION_FRESH_AIR,
  ADOPTION_HOMES,
  ADOPTION_ITEMS,
  ADOPTION_LABELS,
  BIRTHDAY_MIN_FORMS,
  formDataToObject,
  HOUSING_STATUS,
  YES_NO,
  YES_NO_MAYBE,
} from '@campito/core';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Form, Link } from 'react-router';
import { FormGuards, SelectField } from '../form-kit';
import {
  ADOPTION_SECTIONS,
  AdoptionProgress,
  adoptionProgress,
  notAsked,
  progressFrom,
  type SectionProgress,
} from './adoption-progress';
import { Checkboxes, FieldStateProvider, LongText, Select, Text } from './bound-fields';
import { DraftNotice } from './draft-notice';
import { ApplicationSent, FormFailure, SubmitButton } from './form-status';
import { AreaField, PersonFields } from './person-fields';
import type { ServerDraft } from './use-form-draft';
import { usePublicForm } from './use-public-form';

const L = ADOPTION_LABELS;
const SEVERAL = 'Podés elegir más de una opción.';

interface Props {
  idempotencyKey: string;
  /** Names of the dogs available for adoption (the select when no dog is chosen). */
  dogs: readonly string[];
  /** The dog from the path, when it is available: then it is not asked. */
  dogName: string | null;
  /** The signed-in person's name, email, phone and birthday. */
  prefill: Record<string, string>;
  /** Move focus to the first part when the form appears after "Comenzar". */
  focusOnStart: boolean;
  /** The progress of the prefilled answers, counted by the loader (the browser has no schema yet). */
  initialProgress: SectionProgress;
  /** The signed-in person's saved draft (and who they are), so what they typed follows them. */
  draft: ServerDraft | null;
  userId: string | null;
}

/** The adoption questionnaire (docs/product.md §3 adoption request, §5.3): four parts with their progress. */
export function AdoptionQuestionnaire(props: Props) {
  const { idempotencyKey, dogs, dogName, prefill, focusOnStart, initialProgress } = props;
  const form = usePublicForm('adoption', ADOPTION_ARRAY_FIELDS, {
    prefill,
    draft: { form: 'adoption', server: props.draft, userId: props.userId },
  });
  // The dog of the address wins over the one a draft kept.
  const values = form.posted
    ? form.values
    : { ...form.initialValues, ...(dogName ? { nameDog: dogName } : {}) };
  const skip = notAsked(Boolean(dogName));
  // After a post the server's messages say which answers are valid; before it, the loader counted.
  const [progress, setProgress] = useState(() =>
    form.posted ? progressFrom(form.serverErrors, values, skip) : initialProgress,
  );
  const first = useRef<HTMLHeadingElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only after a post answered with new values.
  useEffect(() => {
    if (form.posted) setProgress(progressFrom(form.serverErrors, values, skip));
  }, [form.values]);
  useEffect(() => {
    if (focusOnStart) first.current?.focus();
  }, [focusOnStart]);
  // A draft put back (or cleared) in the browser: count its answers again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the draft's fields change.
  useEffect(() => {
    if (form.draft.version === 0) return;
    void form.schema().then((schema) => schema && setProgress(adoptionProgress(schema, values, skip)));
  }, [form.draft.version]);

  if (form.success) return <ApplicationSent message={form.success} kind="adoption" />;

  const track = (event: FormEvent<HTMLFormElement>) => {
    const answers = formDataToObject(new FormData(event.currentTarget), ADOPTION_ARRAY_FIELDS);
    void form.schema().then((schema) => schema && setProgress(adoptionProgress(schema, answers, skip)));
  };
  const { onInput, onChange, ...formProps } = form.formProps;

  const part = (index: number, children: ReactNode) => {
    const section = ADOPTION_SECTIONS[index]!;
    return (
      <section className="form-section" id={section.id} aria-labelledby={`${section.id}-title`}>
        <h2 id={`${section.id}-title`} ref={index === 0 ? first : undefined} tabIndex={-1}>
          <span className="section-step">
            Parte {index + 1} de {ADOPTION_SECTIONS.length}
          </span>{' '}
          {section.title}
        </h2>
        {children}
      </section>
    );
  };

  return (
    <div className="adoption-layout">
      <AdoptionProgress progress={progress} />
      <Form
        method="post"
        className="form public-form"
        aria-label="Cuestionario de adopción"
        {...formProps}
        onInput={(e) => {
          onInput(e);
          track(e);
        }}
        onChange={(e) => {
          onChange(e);
          track(e);
        }}
      >
        <FormFailure message={form.failure} />
        <DraftNotice draft={form.draft} />
        <FieldStateProvider key={form.fieldsKey} errors={form.errors} values={values}>
          {part(
            0,
            <>
              {dogName ? (
                <p className="adoption-dog">
                  Completás el cuestionario para adoptar a <strong>{dogName}</strong>.{' '}
                  <Link to="/AdoptionForm?comenzar=1">Elegir otro perro</Link>
                  <input type="hidden" name="nameDog" value={dogName} />
                </p>
              ) : dogs.length === 0 ? (
                <Text name="nameDog" label={L.nameDog} />
              ) : (
                <SelectField
                  name="nameDog"
                  label={L.nameDog}
                  options={dogs}
                  placeholder="Elegí un perro"
                  error={form.errors.nameDog}
                  defaultValue={typeof values.nameDog === 'string' ? values.nameDog : ''}
                />
              )}
              <PersonFields labels={L} phoneName="phone" birthdayMin={BIRTHDAY_MIN_FORMS} />
              <Text name="location" label={L.location} autoComplete="street-address" />
              <AreaField label={L.area} />
            </>,
          )}
          {part(
            1,
            <>
              <Text
                name="people"
                label={L.people}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                hint="Contate a vos también."
              />
              <Select name="accordance" label={L.accordance} values={YES_NO_MAYBE} />
              <LongText name="description" label={L.description} />
              <LongText name="babies" label={L.babies} />
              <LongText name="allergies" label={L.allergies} hint="Si nadie tiene, escribí «Nadie»." />
              <Checkboxes name="home" label={L.home} values={ADOPTION_HOMES} hint={SEVERAL} />
              <Checkboxes
                name="freshAir"
                label={L.freshAir}
                values={ADOPTION_FRESH_AIR}
                hint={`${SEVERAL} Si no tiene ninguno, elegí «Otros».`}
              />
              <Select name="status" label={L.status} values={HOUSING_STATUS} />
              <Select
                name="authorization"
                label={L.authorization}
                values={YES_NO_MAYBE}
                hint="Si la vivienda es tuya, elegí «Sí»."
              />
            </>,
          )}
          {part(
            2,
            <>
              <Select name="otherAnimals" label={L.otherAnimals} values={YES_NO} />
              <LongText
                name="expatiate"
                label={L.expatiate}
                hint="Si no tenés otros animales, escribí «No tengo»."
              />
              <Select
                name="castrated"
                label={L.castrated}
                values={YES_NO}
                hint="Si no tenés otros animales, elegí «No»."
              />
              <Select
                name="vaccinated"
                label={L.vaccinated}
                values={YES_NO}
                hint="Si no tenés otros animales, elegí «No»."
              />
            </>,
          )}
          {part(
            3,
            <>
              <LongText name="reason" label={L.reason} />
              <Checkboxes name="items" label={L.items} values={ADOPTION_ITEMS} hint={SEVERAL} />
              <LongText name="sleep" label={L.sleep} />
              <LongText name="loneliness" label={L.loneliness} />
              <LongText name="walk" label={L.walk} />
              <LongText name="events" label={L.events} />
              <LongText name="holidays" label={L.holidays} />
              <LongText name="moving" label={L.moving} />
              <Select name="adaptation" label={L.adaptation} values={YES_NO_MAYBE} />
              <LongText name="sterilization" label={L.sterilization} />
            </>,
          )}
        </FieldStateProvider>
        <FormGuards idempotencyKey={idempotencyKey} />
        <SubmitButton submitting={form.submitting}>Enviar cuestionario</SubmitButton>
      </Form>
    </div>
  );
}
