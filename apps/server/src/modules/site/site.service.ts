import { INTERFACE_ID } from '@campito/core';
import { interfaces } from '@campito/db';
import { eq } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';

export type InterfaceRecord = typeof interfaces.$inferSelect;

/** Site-wide content: the single interface record of texts and images. */
export function createSiteService({ db, tableCache }: ServiceDeps) {
  return {
    /** Read by most pages: kept in memory until the interfaces table changes (on any instance). */
    async getInterface(): Promise<InterfaceRecord | undefined> {
      return tableCache.get('site.interface', ['interfaces'], async () => {
        const [row] = await db.select().from(interfaces).where(eq(interfaces.id, INTERFACE_ID));
        return row;
      });
    },
  };
}
