import { COATS, type DogLook, type DogPose, type DogScene } from './dog-svg';
import type { Rng } from './random';

// Palettes are soft so the cards of the list look calm side by side.
export const BACKGROUNDS = [
  '#cfe8ff',
  '#ffe0b3',
  '#d8f3dc',
  '#fde2e4',
  '#e9d8fd',
  '#fff3b0',
  '#d0f4f0',
  '#ffd6c9',
];
const GROUNDS = ['#9ad17f', '#a8d5a2', '#c9a96e', '#b7c9a8', '#8cc084', '#d6b98c'];
export const ACCENTS = [
  '#e63946',
  '#4c6ef5',
  '#2a9d8f',
  '#f4a261',
  '#9b5de5',
  '#f15bb5',
  '#00bbf9',
  '#ffb703',
];
const DECORATIONS: DogScene['decoration'][] = ['sun', 'clouds', 'hearts', 'paws'];

export interface LookOptions {
  longSnout?: boolean;
}

export function randomLook(rng: Rng, options: LookOptions = {}): DogLook {
  const coat = rng.pick(COATS);
  const spots = rng.weighted<DogLook['spots']>([
    ['none', 4],
    ['body', 2],
    ['eye', 2],
    ['both', 1],
  ]);
  // Dark dogs get light spots and light dogs dark ones, so the spots show.
  const spotColor = ['negro', 'atigrado', 'marrón'].includes(coat.name)
    ? rng.pick(['#f4efe6', '#d18f4f'])
    : coat.name === 'blanco'
      ? rng.pick(['#3b3735', '#8a5a33', '#d18f4f'])
      : coat.dark;
  return {
    coat,
    ears: rng.chance(0.55) ? 'floppy' : 'pointy',
    spots,
    spotColor,
    longSnout: options.longSnout ?? false,
  };
}

export function randomPose(rng: Rng, cart = false): DogPose {
  return {
    pose: cart || rng.chance(0.7) ? 'sitting' : 'lying',
    tilt: rng.int(-12, 12),
    tongue: rng.chance(0.5),
    accessory: rng.weighted<DogPose['accessory']>([
      ['none', 2],
      ['bandana', 3],
      ['collar', 2],
      ['ball', 2],
    ]),
    accessoryColor: rng.pick(ACCENTS),
    cart,
  };
}

export function randomScene(rng: Rng, scale: number, cart = false): DogScene {
  return {
    ...randomPose(rng, cart),
    background: rng.pick(BACKGROUNDS),
    ground: rng.pick(GROUNDS),
    decoration: rng.pick(DECORATIONS),
    scale,
    shift: rng.int(-120, 120),
  };
}

const POSE_WORDS: Record<DogPose['accessory'], string> = {
  none: 'sentado al sol',
  bandana: 'con su pañuelo de colores',
  collar: 'con su collar nuevo',
  ball: 'jugando con una pelota',
};

/** "Luna, perra negra de orejas caídas, con su pañuelo de colores" — short and descriptive for screen readers. */
export function dogAlt(name: string, female: boolean, look: DogLook, scene: DogPose): string {
  const noun = female ? 'perra' : 'perro';
  const color = female ? feminine(look.coat.name) : look.coat.name;
  const ears = look.ears === 'floppy' ? 'orejas caídas' : 'orejas paradas';
  const what = scene.cart
    ? 'en su carrito'
    : scene.pose === 'lying'
      ? female
        ? 'echada descansando'
        : 'echado descansando'
      : POSE_WORDS[scene.accessory];
  return `${name}, ${noun} ${color} de ${ears}, ${female ? what.replace('sentado', 'sentada') : what}`;
}

function feminine(color: string): string {
  const map: Record<string, string> = {
    negro: 'negra',
    blanco: 'blanca',
    dorado: 'dorada',
    atigrado: 'atigrada',
  };
  return map[color] ?? color;
}
