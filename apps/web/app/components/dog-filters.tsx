import {
  DOG_AGE_FILTERS,
  DOG_AGE_LABELS,
  DOG_GENDER_LABELS,
  DOG_GENDERS,
  DOG_PAGE_PARAMS,
  DOG_SIZE_LABELS,
  DOG_SIZES,
  type DogFilters as Filters,
} from '@campito/core';
import { type FormEvent, useEffect, useRef } from 'react';
import { Form, useSubmit } from 'react-router';

const ALL = 'Todos';

const CONTROLS = [
  {
    name: DOG_PAGE_PARAMS.gender,
    key: 'gender',
    label: 'Sexo',
    options: DOG_GENDERS.map((v) => ({ value: v, label: DOG_GENDER_LABELS[v] })),
  },
  {
    name: DOG_PAGE_PARAMS.age,
    key: 'age',
    label: 'Edad',
    options: DOG_AGE_FILTERS.map((v) => ({ value: v, label: DOG_AGE_LABELS[v] })),
  },
  {
    name: DOG_PAGE_PARAMS.size,
    key: 'size',
    label: 'Tamaño',
    options: DOG_SIZES.map((v) => ({ value: v, label: DOG_SIZE_LABELS[v] })),
  },
] as const;

/**
 * The list's three filters. A plain GET form, so without JavaScript "Filtrar" reloads the page with the
 * filters in the URL; with JavaScript every change applies at once, without a reload. The page number
 * is not part of the form: any change goes back to page 1.
 */
export function DogFilters({ filters, action }: { filters: Filters; action: string }) {
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);

  // Back/forward changes the URL without remounting: keep the selects in step with it (and keep focus).
  useEffect(() => {
    const el = form.current;
    if (!el) return;
    for (const control of CONTROLS) {
      const select = el.elements.namedItem(control.name) as HTMLSelectElement | null;
      if (select) select.value = filters[control.key] ?? '';
    }
  }, [filters]);

  const apply = (el: HTMLFormElement) => {
    // Only the chosen filters go in the URL: "Todos" leaves its name out.
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(el)) {
      if (typeof value === 'string' && value) params.set(name, value);
    }
    submit(params, { method: 'get', action, preventScrollReset: true });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };

  return (
    <Form
      ref={form}
      method="get"
      action={action}
      className="dog-filters"
      aria-label="Filtrar perros"
      onChange={(event) => apply(event.currentTarget)}
      onSubmit={onSubmit}
    >
      {CONTROLS.map((control) => (
        <div className="field" key={control.name}>
          <label htmlFor={`filtro-${control.name}`}>{control.label}</label>
          <select id={`filtro-${control.name}`} name={control.name} defaultValue={filters[control.key] ?? ''}>
            <option value="">{ALL}</option>
            {control.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      {/* Needed without JavaScript; with it a change already applies, and the button stays so nothing shifts. */}
      <button type="submit" className="button dog-filters-submit">
        Filtrar
      </button>
    </Form>
  );
}
