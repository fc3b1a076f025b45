// What a dog's pages show of its sponsorship (client-safe types; read by lib/dog-giving.server.ts).
import type { ImageRef } from '@campito/core';

export interface CareMeterData {
  cost: number;
  covered: number;
  percent: number;
  sponsors: number;
}

interface DogNewsItem {
  id: string;
  text: string;
  image: ImageRef | null;
  /** "3 de marzo de 2025", in Argentina. */
  date: string;
  /** ISO, for <time dateTime>. */
  iso: string;
}

export interface DogGivingData {
  meter: CareMeterData | null;
  news: DogNewsItem[];
}
