import type { Identifier, RaRecord } from 'react-admin';

/** After saving a commitment or a return, back to the adoption it belongs to. */
export const backToAdoption = (_resource?: string, _id?: Identifier, data?: Partial<RaRecord>) =>
  data?.requestId ? `adoptions/${data.requestId}` : 'adoptions';
