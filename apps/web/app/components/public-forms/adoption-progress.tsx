import { type ADOPTION_LABELS, type FieldErrors, parseWith } from '@campito/core';
import type { z } from 'zod';

/** The questionnaire's parts, in order; every question belongs to exactly one. */
export const ADOPTION_SECTIONS = [
  {
    id: 'tus-datos',
    title: 'Tus datos',
    fields: ['nameDog', 'name', 'birthday', 'email', 'phone', 'location', 'area'],
  },
  {
    id: 'tu-casa',
    title: 'Tu casa y tu familia',
    fields: [
      'people',
      'accordance',
      'description',
      'babies',
      'allergies',
      'home',
      'freshAir',
      'status',
      'authorization',
    ],
  },
  {
    id: 'otros-animales',
    title: 'Otros animales',
    fields: ['otherAnimals', 'expatiate', 'castrated', 'vaccinated'],
  },
  {
    id: 'la-vida-con-el-perro',
    title: 'La vida con el perro',
    fields: [
      'reason',
      'items',
      'sleep',
      'loneliness',
      'walk',
      'events',
      'holidays',
      'moving',
      'adaptation',
      'sterilization',
    ],
  },
] as const satisfies readonly {
  id: string;
  title: string;
  fields: readonly (keyof typeof ADOPTION_LABELS)[];
}[];

export type SectionProgress = { id: string; title: string; done: number; total: number }[];

/**
 * The questions not asked on this form: the dog, when the address chose it (the page shows it instead of
 * asking), so a blank form from a dog's page says «0 de 29», not «1 de 30» (issue 34).
 */
export const notAsked = (dogChosen: boolean): readonly string[] => (dogChosen ? ['nameDog'] : []);

/** How many questions of each part already have a valid answer (the shared schema decides). */
export function adoptionProgress(
  schema: z.ZodType,
  answers: Record<string, unknown>,
  skip: readonly string[] = [],
): SectionProgress {
  const parsed = parseWith(schema, answers);
  return progressFrom(parsed.ok ? {} : parsed.errors, answers, skip);
}

/** Whether a person put something in a field: blank text and an empty choice are not answers. */
const answered = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : typeof value === 'string' ? value.trim() !== '' : value != null;

/**
 * The same count from a validation already made (the server's answer to a post): a question counts once it
 * has an answer the schema takes — a blank optional one or an invalid phone does not (issue 34).
 */
export function progressFrom(
  errors: FieldErrors,
  answers: Record<string, unknown>,
  skip: readonly string[] = [],
): SectionProgress {
  return ADOPTION_SECTIONS.map(({ id, title, fields }) => {
    const asked = fields.filter((f) => !skip.includes(f));
    return {
      id,
      title,
      total: asked.length,
      done: asked.filter((f) => !errors[f] && answered(answers[f])).length,
    };
  });
}

/** "Respondiste 12 de 30 preguntas", a bar, and each part with its own count, linking to it. */
export function AdoptionProgress({ progress }: { progress: SectionProgress }) {
  const done = progress.reduce((n, s) => n + s.done, 0);
  const total = progress.reduce((n, s) => n + s.total, 0);
  return (
    <nav className="adoption-progress" aria-label="Partes del cuestionario">
      <p className="progress-count" id="adoption-progress-count">
        Respondiste {done} de {total} preguntas
      </p>
      <progress value={done} max={total} aria-labelledby="adoption-progress-count" />
      <ol className="progress-steps">
        {progress.map((section, i) => {
          const complete = section.done === section.total;
          return (
            <li key={section.id} className={complete ? 'step-done' : undefined}>
              <a href={`#${section.id}`}>
                <span className="step-number" aria-hidden="true">
                  {complete ? '✓' : i + 1}
                </span>
                <span className="step-title">{section.title}</span>
                <span className="step-count">
                  {section.done} de {section.total}
                  {complete ? <span className="visually-hidden"> (completa)</span> : null}
                </span>
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
