// Friendly cartoon dogs drawn as SVG, so the demo has pictures without shipping or downloading photos.
// No <text>: a server without fonts would render it as boxes.

export interface Coat {
  /** Spanish colour name, used in the alt text. */
  name: string;
  fur: string;
  light: string;
  dark: string;
}

export const COATS: readonly Coat[] = [
  { name: 'negro', fur: '#3b3735', light: '#e9e1d6', dark: '#211e1d' },
  { name: 'marrón', fur: '#8a5a33', light: '#e6c7a3', dark: '#5c3a1f' },
  { name: 'caramelo', fur: '#d18f4f', light: '#f6dcbc', dark: '#a0652e' },
  { name: 'blanco', fur: '#f4efe6', light: '#ffffff', dark: '#d8cbb6' },
  { name: 'gris', fur: '#9ba3ab', light: '#e8ecef', dark: '#6c757d' },
  { name: 'dorado', fur: '#e3ae57', light: '#fbe7c4', dark: '#b9822f' },
  { name: 'atigrado', fur: '#7a5a3c', light: '#e2cbb0', dark: '#3f2c1c' },
  { name: 'canela', fur: '#b8733c', light: '#f0d3b4', dark: '#7f4a22' },
];

export interface DogLook {
  coat: Coat;
  ears: 'floppy' | 'pointy';
  spots: 'none' | 'body' | 'eye' | 'both';
  spotColor: string;
  /** Longer, narrower muzzle (galgos, ovejeros). */
  longSnout: boolean;
}

export interface DogPose {
  pose: 'sitting' | 'lying';
  /** Head tilt in degrees. */
  tilt: number;
  tongue: boolean;
  accessory: 'none' | 'bandana' | 'collar' | 'ball';
  accessoryColor: string;
  /** Rear wheels for dogs who cannot walk on their hind legs (forces the sitting pose). */
  cart: boolean;
}

export interface DogScene extends DogPose {
  background: string;
  ground: string;
  decoration: 'sun' | 'clouds' | 'hearts' | 'paws';
  /** Figure scale: small dogs are drawn smaller. */
  scale: number;
  /** Horizontal offset of the dog from the centre. */
  shift: number;
}

const INK = '#2b2118';

/** Spots are clipped to the body so they never spill over the outline. */
function spotsOn(
  id: string,
  body: string,
  color: string,
  spots: readonly [number, number, number][],
): string {
  const circles = spots.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/>`).join('');
  return `<clipPath id="${id}">${body}</clipPath><g clip-path="url(#${id})">${circles}</g>`;
}

function head(look: DogLook, pose: DogPose, id: string): string {
  const { fur, light, dark } = look.coat;
  const ears =
    look.ears === 'pointy'
      ? [-1, 1]
          .map(
            (s) =>
              `<path d="M${-120 * s} -60 L${-150 * s} -220 L${-30 * s} -125 Z" fill="${fur}" stroke="${fur}" stroke-width="24" stroke-linejoin="round"/>` +
              `<path d="M${-115 * s} -85 L${-135 * s} -185 L${-60 * s} -125 Z" fill="#f2a7a0" stroke="#f2a7a0" stroke-width="10" stroke-linejoin="round"/>`,
          )
          .join('')
      : '';
  const floppy =
    look.ears === 'floppy'
      ? [-1, 1]
          .map(
            (s) =>
              `<ellipse cx="${-140 * s}" cy="15" rx="52" ry="108" fill="${dark}" transform="rotate(${18 * s} ${-140 * s} 15)"/>`,
          )
          .join('')
      : '';
  const headShape = '<ellipse cx="0" cy="0" rx="155" ry="140"/>';
  const eyePatch =
    look.spots === 'eye' || look.spots === 'both'
      ? spotsOn(`${id}-h`, headShape, look.spotColor, [
          [58, -28, 52],
          [-120, -110, 40],
        ])
      : '';
  const snout = look.longSnout
    ? `<ellipse cx="0" cy="70" rx="72" ry="74" fill="${light}"/>`
    : `<ellipse cx="0" cy="65" rx="92" ry="62" fill="${light}"/>`;
  const eyes = [-1, 1]
    .map(
      (s) =>
        `<circle cx="${58 * s}" cy="-20" r="25" fill="#fff"/><circle cx="${58 * s + 3}" cy="-17" r="17" fill="${INK}"/>` +
        `<circle cx="${58 * s + 9}" cy="-23" r="6" fill="#fff"/><circle cx="${105 * s}" cy="48" r="20" fill="#ff8fa3" opacity="0.35"/>`,
    )
    .join('');
  const tongue = pose.tongue ? '<path d="M-17 86 Q-20 130 0 132 Q20 130 17 86 Z" fill="#ef7b8a"/>' : '';
  return (
    `<g transform="translate(0 0) rotate(${pose.tilt})">${ears}` +
    `<ellipse cx="0" cy="0" rx="155" ry="140" fill="${fur}"/>${eyePatch}${floppy}${snout}${eyes}${tongue}` +
    `<ellipse cx="0" cy="38" rx="33" ry="24" fill="${INK}"/><ellipse cx="-9" cy="30" rx="10" ry="5" fill="#fff" opacity="0.6"/>` +
    `<path d="M0 62 L0 82 M-40 78 Q-20 102 0 82 Q20 102 40 78" stroke="${INK}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    '</g>'
  );
}

function neckwear(pose: DogPose, y: number): string {
  if (pose.accessory === 'bandana') {
    return `<path d="M-120 ${y - 12} Q0 ${y + 22} 120 ${y - 12} L0 ${y + 105} Z" fill="${pose.accessoryColor}" stroke="${pose.accessoryColor}" stroke-width="14" stroke-linejoin="round"/><circle cx="-30" cy="${y + 30}" r="8" fill="#fff" opacity="0.7"/><circle cx="25" cy="${y + 50}" r="8" fill="#fff" opacity="0.7"/>`;
  }
  if (pose.accessory === 'collar') {
    return `<path d="M-110 ${y - 10} Q0 ${y + 30} 110 ${y - 10}" stroke="${pose.accessoryColor}" stroke-width="26" fill="none" stroke-linecap="round"/><circle cx="0" cy="${y + 40}" r="20" fill="#f6c945" stroke="#c99a1e" stroke-width="4"/>`;
  }
  return '';
}

function cart(): string {
  const wheel = (x: number) =>
    `<circle cx="${x}" cy="-88" r="86" fill="#e3e8ec" stroke="#37404a" stroke-width="18"/>` +
    [0, 45, 90, 135]
      .map(
        (a) =>
          `<line x1="${x}" y1="-168" x2="${x}" y2="-8" stroke="#8a96a3" stroke-width="6" transform="rotate(${a} ${x} -88)"/>`,
      )
      .join('') +
    `<circle cx="${x}" cy="-88" r="16" fill="#37404a"/>`;
  return (
    '<path d="M-240 -150 L240 -150" stroke="#4c6ef5" stroke-width="22" stroke-linecap="round"/>' +
    '<path d="M-150 -250 Q0 -200 150 -250" stroke="#4c6ef5" stroke-width="16" fill="none" stroke-linecap="round"/>' +
    wheel(-245) +
    wheel(245)
  );
}

function ball(color: string, x: number): string {
  return `<circle cx="${x}" cy="-45" r="45" fill="${color}"/><path d="M${x - 38} -70 Q${x} -40 ${x + 38} -70 M${x - 38} -20 Q${x} -50 ${x + 38} -20" stroke="#fff" stroke-width="8" fill="none"/>`;
}

/** The dog with its feet at (0, 0), about 600 units tall; `id` keeps clip ids unique in one document. */
export function dogFigure(look: DogLook, pose: DogPose, id: string): string {
  const { fur, light } = look.coat;
  const withSpots = look.spots === 'body' || look.spots === 'both';
  const bodySpots: [number, number, number][] = [
    [-90, -260, 55],
    [110, -150, 70],
    [-40, -90, 35],
    [150, -320, 40],
  ];
  if (pose.pose === 'lying' && !pose.cart) {
    const body = '<ellipse cx="0" cy="-110" rx="250" ry="110"/>';
    return (
      `<path d="M220 -130 Q330 -150 330 -240" stroke="${fur}" stroke-width="34" fill="none" stroke-linecap="round"/>` +
      `<ellipse cx="0" cy="-110" rx="250" ry="110" fill="${fur}"/>` +
      (withSpots
        ? spotsOn(
            `${id}-b`,
            body,
            look.spotColor,
            bodySpots.map(([x, y, r]) => [x * 1.6, y / 2.4, r]),
          )
        : '') +
      `<rect x="-105" y="-120" width="60" height="110" rx="30" fill="${fur}"/><rect x="45" y="-120" width="60" height="110" rx="30" fill="${fur}"/>` +
      `<ellipse cx="-75" cy="-18" rx="52" ry="28" fill="${light}"/><ellipse cx="75" cy="-18" rx="52" ry="28" fill="${light}"/>` +
      neckwear(pose, pose.accessory === 'collar' ? -165 : -175) +
      `<g transform="translate(0 -290)">${head(look, pose, id)}</g>` +
      (pose.accessory === 'ball' ? ball(pose.accessoryColor, 330) : '')
    );
  }
  const body = '<ellipse cx="0" cy="-190" rx="165" ry="185"/>';
  return (
    `<path d="M130 -120 Q270 -160 245 -310" stroke="${fur}" stroke-width="34" fill="none" stroke-linecap="round"/>` +
    `<ellipse cx="-130" cy="-58" rx="95" ry="62" fill="${fur}"/><ellipse cx="130" cy="-58" rx="95" ry="62" fill="${fur}"/>` +
    `<ellipse cx="0" cy="-190" rx="165" ry="185" fill="${fur}"/>` +
    (withSpots ? spotsOn(`${id}-b`, body, look.spotColor, bodySpots) : '') +
    `<ellipse cx="0" cy="-175" rx="85" ry="125" fill="${light}"/>` +
    `<ellipse cx="-185" cy="-16" rx="46" ry="21" fill="${light}"/><ellipse cx="185" cy="-16" rx="46" ry="21" fill="${light}"/>` +
    (pose.cart ? cart() : '') +
    `<rect x="-78" y="-210" width="52" height="200" rx="26" fill="${fur}"/><rect x="26" y="-210" width="52" height="200" rx="26" fill="${fur}"/>` +
    `<ellipse cx="-52" cy="-14" rx="42" ry="23" fill="${light}"/><ellipse cx="52" cy="-14" rx="42" ry="23" fill="${light}"/>` +
    // The collar sits lower than the bandana: the head would hide it.
    neckwear(pose, pose.accessory === 'collar' ? -300 : -345) +
    `<g transform="translate(0 -440)">${head(look, pose, id)}</g>` +
    (pose.accessory === 'ball' ? ball(pose.accessoryColor, pose.cart ? 400 : 300) : '')
  );
}

function decoration(kind: DogScene['decoration']): string {
  switch (kind) {
    case 'sun':
      return '<circle cx="1110" cy="150" r="85" fill="#ffd166"/><circle cx="1110" cy="150" r="120" fill="#ffd166" opacity="0.25"/>';
    case 'clouds':
      return [
        [230, 170],
        [980, 120],
      ]
        .map(
          ([x, y]) =>
            `<g fill="#fff" opacity="0.9"><circle cx="${x}" cy="${y}" r="50"/><circle cx="${x! + 55}" cy="${y! - 20}" r="62"/><circle cx="${x! + 115}" cy="${y}" r="48"/><rect x="${x}" y="${y}" width="115" height="48"/></g>`,
        )
        .join('');
    case 'hearts':
      return [
        [180, 200, 1],
        [1080, 160, 1.4],
        [1000, 420, 0.8],
        [260, 480, 0.7],
      ]
        .map(
          ([x, y, s]) =>
            `<path transform="translate(${x} ${y}) scale(${s})" d="M0 30 C-60 -10 -30 -60 0 -30 C30 -60 60 -10 0 30 Z" fill="#ff8fa3" opacity="0.55"/>`,
        )
        .join('');
    case 'paws':
      return [
        [170, 150],
        [330, 300],
        [1050, 180],
        [1160, 380],
      ]
        .map(
          ([x, y]) =>
            `<g transform="translate(${x} ${y})" fill="#000" opacity="0.08"><ellipse cx="0" cy="20" rx="34" ry="28"/><circle cx="-34" cy="-18" r="13"/><circle cx="-12" cy="-36" r="13"/><circle cx="12" cy="-36" r="13"/><circle cx="34" cy="-18" r="13"/></g>`,
        )
        .join('');
  }
}

/** A 1280×960 picture of one dog. */
export function dogSvg(look: DogLook, scene: DogScene): string {
  const x = 640 + scene.shift;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="960" viewBox="0 0 1280 960">' +
    `<rect width="1280" height="960" fill="${scene.background}"/>${decoration(scene.decoration)}` +
    `<path d="M0 780 Q320 730 640 770 T1280 755 V960 H0 Z" fill="${scene.ground}"/>` +
    `<ellipse cx="${x}" cy="842" rx="${290 * scene.scale}" ry="30" fill="#000" opacity="0.12"/>` +
    `<g transform="translate(${x} 840) scale(${scene.scale})">${dogFigure(look, scene, 'd')}</g></svg>`
  );
}
