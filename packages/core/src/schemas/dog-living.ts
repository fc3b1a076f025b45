// What a dog's page says about living with a dog that does not walk well or needs daily care (issue 17).
import type { DogGender, DogMobility } from '../constants';
import { COMBINING_MARKS_RE } from '../patterns';
import { formatAmount } from '../payment-texts';
import { paragraphs } from '../text';

/**
 * How a dog that does not walk well gets about, in plain words for the people who might adopt it
 * (voseo, agreeing with its sex); null for a dog that walks.
 */
export function dogMobilityText(mobility: DogMobility, name: string, gender: DogGender): string | null {
  const female = gender === 'hembra';
  switch (mobility) {
    case 'camina':
      return null;
    case 'camina con dificultad':
      return `${name} camina, pero le cuesta: va a su ritmo, prefiere los paseos cortos y los pisos que no resbalan. Las escaleras largas no son para ${female ? 'ella' : 'él'}.`;
    case 'usa carrito':
      return `${name} se moviliza con un carrito: con él pasea, juega y sale a explorar como cualquier perro. Necesita que le pongas y le saques el carrito, y ratos de descanso fuera de él sobre una cama blanda.`;
    case 'no se moviliza':
      return `${name} no se moviliza ${female ? 'sola' : 'solo'}: pasa el día sobre una cama blanda y necesita que ${female ? 'la' : 'lo'} lleves en brazos a tomar sol y a dar una vuelta. A cambio, te va a dar todo su cariño.`;
  }
}

/** "Alrededor de $ 35.000 por mes." — what a dog's care costs a month, as its page says it. */
export function monthlyCareCostText(pesos: number): string {
  return `Alrededor de ${formatAmount(pesos, 'ARS')} por mes.`;
}

/** What staff write when a dog needs nothing special, read without case, accents or a closing period. */
const NOTHING_SPECIAL = new Set([
  'nada especial',
  'nada',
  'ninguno',
  'ninguna',
  'ningun cuidado especial',
  'no',
  '-',
]);

/**
 * The paragraphs of a dog's daily care, none when the text says it needs nothing special («Nada especial»):
 * such a dog gets no «necesita algunos cuidados todos los días» (issue 34).
 */
export function careParagraphs(text: string | null | undefined): string[] {
  const care = paragraphs(text);
  if (care.length !== 1) return care;
  let said = care[0]!.normalize('NFD').replace(COMBINING_MARKS_RE, '').toLowerCase();
  while (said.endsWith('.')) said = said.slice(0, -1).trimEnd();
  return NOTHING_SPECIAL.has(said) ? [] : care;
}
