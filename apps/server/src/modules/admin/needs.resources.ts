// «Necesitamos» in the panel (issue 36): the needs and the drop-off points staff keep, and the «Llevo»
// promises people make, which staff mark as arrived (with how many came) or not; the page's counts follow.
import {
  adminDropPointSchema,
  adminDropPointUpdateSchema,
  adminNeedPledgeUpdateSchema,
  adminNeedSchema,
  adminNeedUpdateSchema,
  NEED_PLEDGE_STATUSES,
  NEED_URGENCIES,
} from '@campito/core';
import { dropPoints, needPledges, needs } from '@campito/db';
import { dateRange, type ResourceDef } from './resource';

export const needsResource: ResourceDef = {
  name: 'needs',
  table: needs,
  id: needs.id,
  sort: { name: needs.name, urgency: needs.urgency, position: needs.position, createdAt: needs.createdAt },
  defaultSort: { field: 'position', order: 'ASC' },
  filters: {
    urgency: { kind: 'eq', column: needs.urgency, values: NEED_URGENCIES },
    active: { kind: 'bool', column: needs.active },
  },
  search: [needs.name, needs.detail],
  create: { schema: adminNeedSchema },
  update: { schema: adminNeedUpdateSchema },
  remove: { mode: 'hard' },
};

export const dropPointsResource: ResourceDef = {
  name: 'drop-points',
  table: dropPoints,
  id: dropPoints.id,
  sort: { name: dropPoints.name, position: dropPoints.position, createdAt: dropPoints.createdAt },
  defaultSort: { field: 'position', order: 'ASC' },
  filters: { active: { kind: 'bool', column: dropPoints.active } },
  search: [dropPoints.name, dropPoints.address],
  create: { schema: adminDropPointSchema },
  update: { schema: adminDropPointUpdateSchema },
  remove: { mode: 'hard' },
};

/** People's promises: read, and marked arrived or not; never created or deleted here. */
export const needPledgesResource: ResourceDef = {
  name: 'need-pledges',
  table: needPledges,
  id: needPledges.id,
  sort: {
    bringOn: needPledges.bringOn,
    createdAt: needPledges.createdAt,
    status: needPledges.status,
    quantity: needPledges.quantity,
  },
  defaultSort: { field: 'bringOn', order: 'DESC' },
  filters: {
    status: { kind: 'eq', column: needPledges.status, values: NEED_PLEDGE_STATUSES },
    needId: { kind: 'eq', column: needPledges.needId, uuid: true },
    dropPointId: { kind: 'eq', column: needPledges.dropPointId, uuid: true },
    ...dateRange('createdAt', needPledges.createdAt),
  },
  search: [needPledges.name, needPledges.email, needPledges.phone],
  update: {
    schema: adminNeedPledgeUpdateSchema,
    // Arrived: when, and how many (the promise's unless staff say otherwise); back to promised clears both.
    async prepare(changes, before) {
      const status = (changes.status ?? before.status) as string;
      if (status === 'llego')
        return {
          ...changes,
          arrivedAt: before.status === 'llego' ? before.arrivedAt : new Date(),
          arrivedQuantity: changes.arrivedQuantity ?? before.arrivedQuantity ?? before.quantity,
        };
      return { ...changes, arrivedAt: null, arrivedQuantity: null };
    },
  },
};
