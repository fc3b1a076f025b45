// Small themed pictures for press notes and posts (640×400) and the outlets' logos (64×64).
import type { PostCategory, PressType } from '@campito/core';
import { type DogLook, type DogPose, dogFigure } from './dog-svg';

export type CardTheme = PressType | PostCategory;

export interface CardArt {
  background: string;
  accent: string;
  look: DogLook;
  pose: DogPose;
}

function dog(art: CardArt, x: number, y: number, s: number): string {
  return `<g transform="translate(${x} ${y}) scale(${s})">${dogFigure(art.look, art.pose, 'c')}</g>`;
}

function lines(x: number, y: number, widths: readonly number[], color: string): string {
  return widths
    .map((w, i) => `<rect x="${x}" y="${y + i * 22}" width="${w}" height="10" rx="5" fill="${color}"/>`)
    .join('');
}

const THEMES: Record<CardTheme, (art: CardArt) => string> = {
  'Prensa Gráfica': (art) =>
    '<g transform="rotate(-4 320 200)"><rect x="90" y="40" width="460" height="330" fill="#fdfcf7" stroke="#d6d0c0" stroke-width="3"/>' +
    `<rect x="120" y="65" width="400" height="28" fill="#2b2b2b"/>` +
    `<rect x="120" y="115" width="190" height="150" fill="${art.background}"/>${dog({ ...art }, 215, 255, 0.2)}` +
    lines(330, 120, [190, 170, 185, 150, 190, 120], '#b8b2a5') +
    lines(120, 285, [400, 380, 395, 260], '#b8b2a5') +
    '</g>',
  'Televisión / Audiovisual': (art) =>
    '<path d="M270 70 L230 20 M370 70 L420 25" stroke="#3d405b" stroke-width="8" stroke-linecap="round"/>' +
    '<rect x="120" y="70" width="400" height="270" rx="30" fill="#3d405b"/>' +
    `<rect x="145" y="95" width="290" height="220" rx="18" fill="${art.background}"/>${dog(art, 290, 300, 0.3)}` +
    `<circle cx="478" cy="140" r="18" fill="${art.accent}"/><circle cx="478" cy="195" r="18" fill="#f2cc8f"/>` +
    lines(458, 240, [40, 40, 40], '#81b29a') +
    '<rect x="220" y="340" width="200" height="18" rx="9" fill="#3d405b"/>',
  'Radio / Audio': (art) =>
    '<path d="M170 110 L300 45" stroke="#6d6875" stroke-width="7" stroke-linecap="round"/>' +
    `<rect x="80" y="110" width="340" height="220" rx="36" fill="${art.accent}"/>` +
    '<circle cx="180" cy="220" r="70" fill="#fff" opacity="0.85"/>' +
    [20, 40, 60]
      .map((r) => `<circle cx="180" cy="220" r="${r}" fill="none" stroke="#6d6875" stroke-width="5"/>`)
      .join('') +
    '<rect x="275" y="150" width="115" height="45" rx="10" fill="#fdf0d5"/><rect x="325" y="155" width="6" height="35" fill="#e63946"/>' +
    '<circle cx="300" cy="260" r="22" fill="#6d6875"/><circle cx="365" cy="260" r="22" fill="#6d6875"/>' +
    dog(art, 520, 340, 0.3) +
    '<path d="M455 120 Q475 145 455 170 M480 105 Q510 145 480 185" stroke="#6d6875" stroke-width="6" fill="none" stroke-linecap="round"/>',
  'Artistas Amigos': (art) =>
    '<path d="M230 370 L290 60 M410 370 L350 60 M320 60 V370" stroke="#a0522d" stroke-width="12" stroke-linecap="round"/>' +
    `<rect x="190" y="70" width="260" height="220" fill="#fffaf0" stroke="#a0522d" stroke-width="8"/>` +
    `<rect x="205" y="85" width="230" height="190" fill="${art.background}"/>${dog(art, 320, 265, 0.27)}` +
    '<path d="M480 300 C470 250 560 230 590 270 C610 300 580 340 540 330 C520 325 525 350 500 345 C485 342 483 320 480 300 Z" fill="#f1d6b8"/>' +
    `<circle cx="515" cy="280" r="12" fill="#e63946"/><circle cx="545" cy="265" r="12" fill="#4c6ef5"/><circle cx="570" cy="290" r="12" fill="${art.accent}"/>`,
  escolar: (art) =>
    '<rect x="60" y="40" width="520" height="240" rx="10" fill="#2f5d50" stroke="#a0522d" stroke-width="14"/>' +
    lines(100, 80, [260, 320, 200], '#e9f5ee') +
    '<path d="M420 110 L460 150 L520 80" stroke="#ffd166" stroke-width="10" fill="none" stroke-linecap="round"/>' +
    `<rect x="0" y="330" width="640" height="70" fill="${art.accent}" opacity="0.5"/>` +
    dog(art, 320, 385, 0.26),
  talleres: (art) =>
    `<rect x="40" y="250" width="560" height="30" rx="8" fill="#b5835a"/><rect x="70" y="280" width="20" height="120" fill="#8d5a3b"/><rect x="550" y="280" width="20" height="120" fill="#8d5a3b"/>` +
    `<rect x="90" y="195" width="55" height="55" rx="8" fill="${art.accent}"/><rect x="160" y="210" width="45" height="40" rx="6" fill="#4c6ef5"/>` +
    '<path d="M420 250 L470 150 L520 250 Z" fill="#ffd166"/><circle cx="560" cy="225" r="25" fill="#2a9d8f"/>' +
    dog(art, 310, 250, 0.32),
  charlas: (art) =>
    `<path d="M330 40 H590 A20 20 0 0 1 610 60 V170 A20 20 0 0 1 590 190 H420 L380 230 L390 190 H330 A20 20 0 0 1 310 170 V60 A20 20 0 0 1 330 40 Z" fill="#fff"/>` +
    lines(345, 75, [220, 190, 230, 150], '#c0c7d0') +
    [70, 150, 230, 390, 470, 550]
      .map(
        (x, i) =>
          `<circle cx="${x}" cy="370" r="42" fill="${i % 2 ? art.accent : '#6d6875'}" opacity="0.8"/>`,
      )
      .join('') +
    dog(art, 170, 300, 0.38),
  capacitaciones: (art) =>
    '<rect x="360" y="40" width="220" height="300" rx="16" fill="#a0522d"/><rect x="380" y="70" width="180" height="255" fill="#fff"/>' +
    '<rect x="430" y="28" width="80" height="32" rx="10" fill="#6d6875"/>' +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<path d="M395 ${105 + i * 55} l12 12 l22 -24" stroke="#2a9d8f" stroke-width="7" fill="none" stroke-linecap="round"/><rect x="440" y="${103 + i * 55}" width="100" height="10" rx="5" fill="#c0c7d0"/>`,
      )
      .join('') +
    `<rect x="90" y="70" width="70" height="70" rx="14" fill="#fff"/><path d="M125 82 V128 M102 105 H148" stroke="${art.accent}" stroke-width="16" stroke-linecap="round"/>` +
    dog(art, 200, 370, 0.36),
};

export function cardSvg(theme: CardTheme, art: CardArt): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400"><rect width="640" height="400" fill="${art.background}"/>${THEMES[theme](art)}</svg>`;
}

export type LogoShape = 'circle' | 'star' | 'wave' | 'bars' | 'diamond' | 'paw';

const LOGO_SHAPES: Record<LogoShape, string> = {
  circle: '<circle cx="32" cy="32" r="14" fill="none" stroke="#fff" stroke-width="6"/>',
  star: '<path d="M32 12 L37 26 L52 26 L40 35 L44 50 L32 41 L20 50 L24 35 L12 26 L27 26 Z" fill="#fff"/>',
  wave: '<path d="M10 36 Q21 22 32 36 T54 36" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round"/>',
  bars: '<rect x="16" y="30" width="7" height="18" fill="#fff"/><rect x="28" y="20" width="7" height="28" fill="#fff"/><rect x="40" y="14" width="7" height="34" fill="#fff"/>',
  diamond: '<path d="M32 12 L50 32 L32 52 L14 32 Z" fill="#fff"/>',
  paw: '<g fill="#fff"><ellipse cx="32" cy="40" rx="11" ry="9"/><circle cx="20" cy="27" r="5"/><circle cx="28" cy="20" r="5"/><circle cx="36" cy="20" r="5"/><circle cx="44" cy="27" r="5"/></g>',
};

/** 64×64 logo of an invented outlet, used as the press note's favicon. */
export function logoSvg(color: string, shape: LogoShape): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${color}"/>${LOGO_SHAPES[shape]}</svg>`;
}
