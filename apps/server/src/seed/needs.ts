import type { dropPoints, needs } from '@campito/db';

/**
 * The demo's «Necesitamos» (issue 36): what a shelter of 400 dogs, 100 of them unable to walk, asks for
 * every month, and two places to leave it. No promises: people make them.
 */
export function planNeeds(): {
  needs: (typeof needs.$inferInsert)[];
  points: (typeof dropPoints.$inferInsert)[];
} {
  return {
    needs: [
      {
        name: 'Pañales para perros grandes (talle L)',
        detail: 'Los usan los perros que no caminan: se cambian varias veces por día.',
        wanted: 300,
        urgency: 'urgente',
        position: 1,
      },
      { name: 'Alimento balanceado adulto, bolsas de 15 kg', wanted: 60, urgency: 'urgente', position: 2 },
      {
        name: 'Mantas y frazadas',
        detail: 'Usadas, limpias y sin agujeros grandes. Para los caniles en invierno.',
        wanted: 80,
        urgency: 'pronto',
        position: 1,
      },
      { name: 'Pipetas antipulgas para perros de 20 a 40 kg', wanted: 100, urgency: 'pronto', position: 2 },
      { name: 'Alimento para cachorros, bolsas de 3 kg', wanted: 20, urgency: 'siempre', position: 1 },
      { name: 'Toallas y sábanas viejas', wanted: 50, urgency: 'siempre', position: 2 },
    ],
    points: [
      {
        name: 'El refugio',
        address: 'Ruta 6 km 3, Cañuelas',
        hours: 'Sábados y domingos de 10 a 16',
        mapUrl: 'https://www.openstreetmap.org/?mlat=-35.05&mlon=-58.76',
        position: 1,
      },
      {
        name: 'Veterinaria San Roque',
        address: 'Av. Rivadavia 5200, Caballito, CABA',
        hours: 'Lunes a viernes de 9 a 19',
        position: 2,
      },
    ],
  };
}
