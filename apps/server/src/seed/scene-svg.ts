// Wide pictures of the shelter for the home slider and the "Nosotros" / "Voluntarios" sections.
import { type DogLook, type DogPose, dogFigure } from './dog-svg';

export interface PlacedDog {
  look: DogLook;
  pose: DogPose;
  x: number;
  /** Ground line of this dog. */
  y: number;
  scale: number;
}

function dogs(placed: readonly PlacedDog[], prefix: string): string {
  return placed
    .map(
      (d, i) =>
        `<ellipse cx="${d.x}" cy="${d.y + 3}" rx="${280 * d.scale}" ry="${26 * d.scale}" fill="#000" opacity="0.12"/>` +
        `<g transform="translate(${d.x} ${d.y}) scale(${d.scale})">${dogFigure(d.look, d.pose, `${prefix}${i}`)}</g>`,
    )
    .join('');
}

function house(x: number, y: number, s: number): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    '<rect x="-170" y="-200" width="340" height="200" fill="#f6e7cf"/>' +
    '<path d="M-200 -195 L0 -330 L200 -195 Z" fill="#c8553d"/>' +
    '<rect x="-40" y="-120" width="80" height="120" rx="40" fill="#7a4b2a"/>' +
    '<rect x="-140" y="-150" width="65" height="55" fill="#bde0fe" stroke="#7a4b2a" stroke-width="8"/>' +
    '<rect x="75" y="-150" width="65" height="55" fill="#bde0fe" stroke="#7a4b2a" stroke-width="8"/>' +
    '<path d="M-20 -255 C-45 -275 -30 -300 0 -280 C30 -300 45 -275 20 -255 L0 -240 Z" fill="#ff8fa3"/>' +
    '</g>'
  );
}

function fence(y: number, width: number): string {
  const posts = Array.from({ length: Math.ceil(width / 70) }, (_, i) => {
    const x = 20 + i * 70;
    return `<path d="M${x} ${y} V${y - 90} L${x + 15} ${y - 105} L${x + 30} ${y - 90} V${y} Z" fill="#e9c46a" stroke="#b08930" stroke-width="4"/>`;
  }).join('');
  return `<rect x="0" y="${y - 75}" width="${width}" height="14" fill="#d4a941"/><rect x="0" y="${y - 35}" width="${width}" height="14" fill="#d4a941"/>${posts}`;
}

function tree(x: number, y: number, s: number): string {
  return `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-18" y="-120" width="36" height="120" fill="#8d5a3b"/><circle cx="0" cy="-170" r="85" fill="#52a447"/><circle cx="-55" cy="-130" r="55" fill="#5fb453"/><circle cx="55" cy="-130" r="55" fill="#4c9a42"/></g>`;
}

function sky(width: number, height: number, top: string, bottom: string): string {
  return (
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`
  );
}

function hearts(points: readonly [number, number, number][]): string {
  return points
    .map(
      ([x, y, s]) =>
        `<path transform="translate(${x} ${y}) scale(${s})" d="M0 30 C-60 -10 -30 -60 0 -30 C30 -60 60 -10 0 30 Z" fill="#ff6b81" opacity="0.7"/>`,
    )
    .join('');
}

export type SlideKind = 'campo' | 'juegos' | 'atardecer' | 'familia';

/** 1280×480 slide; each kind has its own landscape, the dogs come from the caller. */
export function slideSvg(kind: SlideKind, placed: readonly PlacedDog[]): string {
  const parts: Record<SlideKind, string> = {
    campo:
      sky(1280, 480, '#8ecae6', '#d7f0fb') +
      '<path d="M0 330 Q300 250 640 310 T1280 290 V480 H0 Z" fill="#a7d49b"/>' +
      house(1030, 360, 0.75) +
      fence(400, 820) +
      '<rect y="395" width="1280" height="85" fill="#8cc084"/>',
    juegos:
      sky(1280, 480, '#bde0fe', '#e9f5ff') +
      '<circle cx="1130" cy="95" r="55" fill="#ffd166"/>' +
      tree(150, 390, 1) +
      tree(1150, 400, 0.8) +
      '<path d="M0 380 Q400 340 800 375 T1280 360 V480 H0 Z" fill="#8cc084"/>',
    atardecer:
      sky(1280, 480, '#f9c784', '#fde2e4') +
      '<circle cx="640" cy="330" r="120" fill="#ff9f68" opacity="0.8"/>' +
      '<path d="M0 350 Q320 300 640 340 T1280 330 V480 H0 Z" fill="#b5a47a"/>' +
      tree(110, 360, 0.7),
    familia:
      sky(1280, 480, '#e9d8fd', '#fdf0ff') +
      hearts([
        [160, 110, 1.2],
        [1110, 90, 1],
        [640, 70, 0.8],
        [380, 160, 0.6],
        [900, 150, 0.7],
      ]) +
      '<path d="M0 380 Q320 350 640 370 T1280 365 V480 H0 Z" fill="#a8d5a2"/>',
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="480" viewBox="0 0 1280 480">${parts[kind]}${dogs(placed, 's')}</svg>`;
}

/** 1280×960 picture of the shelter house with its dogs ("Nosotros"). */
export function shelterSvg(placed: readonly PlacedDog[]): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="960" viewBox="0 0 1280 960">' +
    sky(1280, 960, '#9bd3f0', '#e3f4fc') +
    '<circle cx="1120" cy="140" r="80" fill="#ffd166"/>' +
    '<path d="M0 560 Q320 470 700 540 T1280 520 V960 H0 Z" fill="#a7d49b"/>' +
    tree(150, 640, 1.3) +
    house(760, 660, 1.3) +
    fence(720, 1280) +
    '<path d="M0 700 Q640 660 1280 700 V960 H0 Z" fill="#8cc084"/>' +
    `${dogs(placed, 'n')}</svg>`
  );
}

function person(x: number, y: number, shirt: string, skin: string, hair: string): string {
  return (
    `<g transform="translate(${x} ${y})">` +
    `<rect x="-70" y="-330" width="140" height="230" rx="60" fill="${shirt}"/>` +
    '<rect x="-55" y="-130" width="45" height="130" rx="22" fill="#3d5a80"/><rect x="10" y="-130" width="45" height="130" rx="22" fill="#3d5a80"/>' +
    `<circle cx="0" cy="-400" r="70" fill="${skin}"/><path d="M-72 -405 Q-70 -490 0 -480 Q70 -490 72 -405 Q40 -450 0 -445 Q-40 -450 -72 -405 Z" fill="${hair}"/>` +
    `<circle cx="-25" cy="-400" r="8" fill="#2b2118"/><circle cx="25" cy="-400" r="8" fill="#2b2118"/>` +
    '<path d="M-25 -372 Q0 -350 25 -372" stroke="#2b2118" stroke-width="6" fill="none" stroke-linecap="round"/>' +
    `<rect x="-95" y="-310" width="35" height="150" rx="17" fill="${shirt}"/><rect x="60" y="-310" width="35" height="150" rx="17" fill="${shirt}"/>` +
    '</g>'
  );
}

/** 1280×960 picture of two volunteers with dogs. */
export function volunteersSvg(placed: readonly PlacedDog[]): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="960" viewBox="0 0 1280 960">' +
    '<rect width="1280" height="960" fill="#fff3b0"/>' +
    hearts([
      [200, 160, 1.4],
      [1080, 200, 1.1],
      [640, 110, 0.9],
    ]) +
    '<path d="M0 760 Q320 720 640 750 T1280 740 V960 H0 Z" fill="#a8d5a2"/>' +
    person(360, 800, '#2a9d8f', '#e0ac69', '#4a3426') +
    person(920, 800, '#f4a261', '#c68642', '#1f1a17') +
    `${dogs(placed, 'v')}</svg>`
  );
}
