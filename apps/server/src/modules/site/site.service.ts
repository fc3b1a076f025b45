import { INTERFACE_ID } from '@campito/core';
import { interfaces } from '@campito/db';
import { eq } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';

export type InterfaceRecord = typeof interfaces.$inferSelect;

/** Site-wide content: the single interface record of texts and images. */
export function createSiteService({ db }: ServiceDeps) {
  return {
    async getInterface(): Promise<InterfaceRecord | undefined> {
      const [row] = await db.select().from(interfaces).where(eq(interfaces.id, INTERFACE_ID));
      return row;
    },
  };
}
