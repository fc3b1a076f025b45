// The adoption questionnaire (SPEC §3 adoption request, §5 adoption form): every field required, with
// SPEC's messages letter for letter. The browser, the page action and POST /api/adoptions all use it.
import type { z } from 'zod';
import {
  ADOPTION_FRESH_AIR,
  ADOPTION_HOMES,
  ADOPTION_ITEMS,
  HOUSING_STATUS,
  YES_NO,
  YES_NO_MAYBE,
} from '../constants';
import {
  AREA_REQUIRED,
  birthdayField,
  choice,
  choices,
  emailField,
  guardFields,
  MAX,
  phoneField,
  requiredLine,
  requiredText,
  strictForm,
  wholeNumber,
} from './applicant-fields';

export const ADOPTION_MSG = {
  nameDog: 'Nombre del Camperito necesario',
  name: 'Ingrese su nombre, por favor',
  location: 'Domicilio requerido',
  area: AREA_REQUIRED,
  people: 'responda la pregunta por favor',
  peopleInvalid: 'Ingrese un número entero, de 1 en adelante',
  /** The three free-text messages of SPEC §5, chosen per question below. */
  answer: 'conteste la pregunta, por favor',
  comment: 'haga, al menos, un breve comentario',
  info: 'información requerida',
  checkboxes: 'Al menos, elegir la opción "otros"',
} as const;

const M = ADOPTION_MSG;
const answer = () => requiredText(M.answer, MAX.long);
const comment = () => requiredText(M.comment, MAX.long);
const info = () => requiredText(M.info, MAX.long);

export const adoptionSchema = strictForm({
  nameDog: requiredLine(M.nameDog, MAX.name),
  name: requiredLine(M.name, MAX.name),
  birthday: birthdayField(),
  email: emailField(),
  phone: phoneField(),
  location: requiredLine(M.location),
  area: requiredLine(M.area),
  // The home and the family
  people: wholeNumber({ required: M.people, invalid: M.peopleInvalid }, 1, 50),
  accordance: choice(YES_NO_MAYBE),
  description: comment(),
  babies: answer(),
  allergies: info(),
  home: choices(ADOPTION_HOMES, M.checkboxes),
  freshAir: choices(ADOPTION_FRESH_AIR, M.checkboxes),
  status: choice(HOUSING_STATUS),
  authorization: choice(YES_NO_MAYBE),
  // Other animals
  otherAnimals: choice(YES_NO),
  expatiate: comment(),
  castrated: choice(YES_NO),
  vaccinated: choice(YES_NO),
  // Life with the dog
  reason: answer(),
  items: choices(ADOPTION_ITEMS, M.checkboxes),
  sleep: info(),
  loneliness: info(),
  walk: info(),
  events: answer(),
  holidays: answer(),
  moving: answer(),
  adaptation: choice(YES_NO_MAYBE),
  sterilization: answer(),
  ...guardFields,
});

/** Each question as the form asks it; the staff mail and the admin show answers under the same words. */
export const ADOPTION_LABELS = {
  nameDog: 'Perro que querés adoptar',
  name: 'Nombre y apellido',
  birthday: 'Fecha de nacimiento',
  email: 'Email',
  phone: 'Teléfono',
  location: 'Domicilio (calle y número)',
  area: 'Localidad',
  people: '¿Cuántas personas viven en tu casa?',
  accordance: '¿Todos en tu casa están de acuerdo con adoptar un perro?',
  description: 'Contanos quiénes viven en tu casa: edades, rutinas, horarios',
  babies: 'Si en el futuro llega un bebé a la familia, ¿qué pasaría con el perro?',
  allergies: '¿Alguien en tu casa tiene alergia a los perros?',
  home: '¿En qué tipo de vivienda vivís?',
  freshAir: '¿Qué espacios al aire libre tiene tu casa?',
  status: '¿Sos propietario/a de la vivienda o alquilás?',
  authorization: 'Si alquilás, ¿el contrato o el propietario permiten tener perros?',
  otherAnimals: '¿Tenés otros animales?',
  expatiate: 'Contanos sobre tus otros animales: especie, edad, carácter',
  castrated: '¿Tus otros animales están castrados?',
  vaccinated: '¿Tus otros animales tienen las vacunas al día?',
  reason: '¿Por qué querés adoptar un perro?',
  items: '¿Qué buscás en un perro?',
  sleep: '¿Dónde va a dormir el perro?',
  loneliness: '¿Cuántas horas por día pasaría solo?',
  walk: '¿Cuántas veces por día lo sacarías a pasear, y por cuánto tiempo?',
  events: 'Si rompe algo o hace sus necesidades adentro, ¿qué harías?',
  holidays: '¿Qué harías con el perro cuando te vayas de vacaciones?',
  moving: 'Si te mudás, ¿qué pasaría con el perro?',
  adaptation: '¿Estás dispuesto/a a darle tiempo para adaptarse a tu casa?',
  sterilization: 'Si todavía no está castrado, ¿estás de acuerdo con castrarlo?',
} as const satisfies Record<keyof Omit<Adoption, 'sitioWeb' | 'idempotencyKey'>, string>;

/** The checkbox groups: FormData carries them as repeated names (formDataToObject's arrayFields). */
export const ADOPTION_ARRAY_FIELDS = ['items', 'home', 'freshAir'] as const;

export type AdoptionInput = z.input<typeof adoptionSchema>;
export type Adoption = z.output<typeof adoptionSchema>;
