import {
  DEFAULT_DOG_SORT,
  DOG_AGE_FILTERS,
  DOG_AGE_LABELS,
  DOG_FILTER_LABELS,
  DOG_GENDER_LABELS,
  DOG_GENDERS,
  DOG_MOBILITY_FILTER_LABELS,
  DOG_MOBILITY_FILTERS,
  DOG_NAME_SEARCH_MAX,
  DOG_PAGE_PARAMS,
  DOG_PAGE_YES,
  DOG_SIZE_LABELS,
  DOG_SIZES,
  DOG_SORT_LABELS,
  DOG_TRAIT_FILTER_KEYS,
  DOG_TRAIT_FILTERS,
  type DogSort,
  dogListHref,
  type DogFilters as Filters,
  parseDogPageQuery,
} from '@campito/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Form, Link, useNavigate } from 'react-router';

type SelectKey = 'gender' | 'age' | 'size' | 'mobility';

const SELECTS: {
  key: SelectKey;
  label: string;
  /** The "any" option, agreeing with the plural it stands for (todos los sexos, todas las edades). */
  all: string;
  wide?: boolean;
  options: { value: string; label: string }[];
}[] = [
  {
    key: 'gender',
    label: 'Sexo',
    all: 'Todos',
    options: DOG_GENDERS.map((v) => ({ value: v, label: DOG_GENDER_LABELS[v] })),
  },
  {
    key: 'age',
    label: 'Edad',
    all: 'Todas',
    options: DOG_AGE_FILTERS.map((v) => ({ value: v, label: DOG_AGE_LABELS[v] })),
  },
  {
    key: 'size',
    label: 'Tamaño',
    all: 'Todos',
    options: DOG_SIZES.map((v) => ({ value: v, label: DOG_SIZE_LABELS[v] })),
  },
  {
    key: 'mobility',
    label: DOG_FILTER_LABELS.mobility,
    all: 'Todos',
    wide: true,
    options: DOG_MOBILITY_FILTERS.map((v) => ({ value: v, label: DOG_MOBILITY_FILTER_LABELS[v] })),
  },
];

/** The yes/no filters, each a checkbox: the traits (read as their reference) and special care. */
const CHECKS = [
  ...DOG_TRAIT_FILTER_KEYS.map((key) => ({ key, label: DOG_TRAIT_FILTERS[key] as string })),
  { key: 'specialNeeds' as const, label: DOG_FILTER_LABELS.specialNeeds },
  { key: 'inFoster' as const, label: DOG_FILTER_LABELS.inFoster },
];

const id = (name: string) => `filtro-${name}`;

/**
 * The list's filters and order. A plain GET form, so without JavaScript "Filtrar" reloads the page with
 * the filters in the URL (the page then redirects to the clean URL); with JavaScript every choice applies
 * at once, without a reload, and the name applies on Enter or "Filtrar" (not on every key). The page
 * number is not part of the form: any change goes back to page 1.
 */
export function DogFilters({ filters, sort, action }: { filters: Filters; sort: DogSort; action: string }) {
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const checked = CHECKS.filter((c) => filters[c.key]).length;
  // Open at first when one of its boxes is ticked; after that the person opens and closes it.
  const [openAtFirst] = useState(checked > 0);
  const filtered = Object.keys(filters).length > 0 || sort !== DEFAULT_DOG_SORT;

  // Back/forward changes the URL without remounting: keep the fields in step with it (and keep focus).
  useEffect(() => {
    const el = form.current;
    if (!el) return;
    const field = (name: string) =>
      el.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
    for (const control of SELECTS) {
      const select = field(DOG_PAGE_PARAMS[control.key]);
      if (select) select.value = filters[control.key] ?? '';
    }
    const name = field(DOG_PAGE_PARAMS.name);
    if (name) name.value = filters.name ?? '';
    const order = field(DOG_PAGE_PARAMS.sort);
    if (order) order.value = sort === DEFAULT_DOG_SORT ? '' : sort;
    for (const check of CHECKS) {
      const box = field(DOG_PAGE_PARAMS[check.key]) as HTMLInputElement | null;
      if (box) box.checked = filters[check.key] === true;
    }
  }, [filters, sort]);

  const apply = (el: HTMLFormElement) => {
    // The same clean URL the server would redirect to: only the chosen filters, no page number.
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(el)) if (typeof value === 'string') params.append(name, value);
    const query = parseDogPageQuery(params);
    navigate(dogListHref(query.filters, 1, query.sort), { preventScrollReset: true });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    // The name applies when asked (Enter or "Filtrar"), not while it is being typed.
    if ((event.target as HTMLInputElement).name === DOG_PAGE_PARAMS.name) return;
    apply(event.currentTarget);
  };

  return (
    <>
      <Form
        ref={form}
        method="get"
        action={action}
        className="dog-filters"
        aria-label="Filtrar perros"
        onChange={onChange}
        onSubmit={onSubmit}
      >
        <div className="field dog-filter-name">
          <label htmlFor={id(DOG_PAGE_PARAMS.name)}>{DOG_FILTER_LABELS.name}</label>
          <input
            id={id(DOG_PAGE_PARAMS.name)}
            type="search"
            name={DOG_PAGE_PARAMS.name}
            defaultValue={filters.name ?? ''}
            maxLength={DOG_NAME_SEARCH_MAX}
            autoComplete="off"
            enterKeyHint="search"
          />
        </div>
        {SELECTS.map((control) => {
          const name = DOG_PAGE_PARAMS[control.key];
          return (
            <div className={control.wide ? 'field dog-filter-wide' : 'field'} key={name}>
              <label htmlFor={id(name)}>{control.label}</label>
              <select id={id(name)} name={name} defaultValue={filters[control.key] ?? ''}>
                <option value="">{control.all}</option>
                {control.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
        <div className="field dog-filter-wide">
          <label htmlFor={id(DOG_PAGE_PARAMS.sort)}>{DOG_FILTER_LABELS.sort}</label>
          <select
            id={id(DOG_PAGE_PARAMS.sort)}
            name={DOG_PAGE_PARAMS.sort}
            defaultValue={sort === DEFAULT_DOG_SORT ? '' : sort}
          >
            <option value="">{DOG_SORT_LABELS.recientes}</option>
            <option value="antiguos">{DOG_SORT_LABELS.antiguos}</option>
          </select>
        </div>
        <details className="dog-filters-more" open={openAtFirst}>
          <summary>
            {DOG_FILTER_LABELS.traits}
            {checked > 0 ? ` (${checked})` : ''}
          </summary>
          <fieldset className="checkbox-group dog-filters-checks">
            <legend className="visually-hidden">{DOG_FILTER_LABELS.traits}</legend>
            {CHECKS.map((check) => {
              const name = DOG_PAGE_PARAMS[check.key];
              return (
                <div className="checkbox" key={name}>
                  <input
                    id={id(name)}
                    type="checkbox"
                    name={name}
                    value={DOG_PAGE_YES}
                    defaultChecked={filters[check.key] === true}
                  />
                  <label htmlFor={id(name)}>{check.label}</label>
                </div>
              );
            })}
          </fieldset>
        </details>
        {/* Needed without JavaScript; with it a change already applies, and the button stays so nothing shifts. */}
        <button type="submit" className="button dog-filters-submit">
          Filtrar
        </button>
      </Form>
      {filtered ? (
        <p className="dog-filters-clear">
          <Link to={action}>Quitar los filtros</Link>
        </p>
      ) : null}
    </>
  );
}
