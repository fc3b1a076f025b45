// A dog as the public API answers it (docs/product.md §3): its fields, where it stands, absolute image URLs.
import { dogStatus, imageUrl, type PublicDog } from '@campito/core';
import type { ListedDog } from './dogs.sql';

/** Where a dog stands (core's dogStatus), from its row. */
const statusOf = (row: ListedDog) =>
  dogStatus({ adopted: row.adoptedAt !== null, toAdopt: row.toAdopt, inProcess: row.inProcess });

/** A dog as the public API answers it: the field names of docs/product.md §3 and absolute image URLs. */
export function toPublicDog(row: ListedDog, publicUrl: string): PublicDog {
  const base = publicUrl.replace(/\/$/, '');
  return {
    _id: row.id,
    name: row.name,
    gender: row.gender,
    age: row.age,
    size: row.size,
    race: row.race,
    images: row.images.map((image) => `${base}${imageUrl(image)}`),
    features: row.features,
    references: row.references,
    isSponsored: row.isSponsored,
    toAdopt: row.toAdopt,
    video: row.video,
    status: statusOf(row),
    mobility: row.mobility,
    careNeeds: row.careNeeds,
    monthlyCareCost: row.monthlyCareCost,
    isUrgent: row.isUrgent,
    inFoster: row.inFoster && row.adoptedAt === null,
  };
}
