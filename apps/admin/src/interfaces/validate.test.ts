// The "Sitio" form checks its values in the browser with the API's own schema: the same Spanish message
// under the same field before saving, and nothing else flagged.
import { SITE_MSG } from '@campito/core';
import { describe, expect, it } from 'vitest';
import { validateSite } from './validate';

/** A record as the API answers it (the form sends it back whole, with id and dates). */
const record = {
  id: 'a3c1f0e2-0000-4000-8000-000000000001',
  slider: [{ key: 'slide-1', width: 1200, height: 800, widths: [480, 960] }],
  colaboraText: 'Doná',
  imgNosotros: null,
  visitasText: 'Vení',
  escolarText: '',
  voluntarioText: '',
  imgVoluntarios: null,
  debitMercadoPagoUrl: '',
  debitOtherUrl: '',
  debitOtherLabel: '',
  otherWaysText: '',
  impactText: '',
  contactEmail: 'hola@elcampito.example',
  contactPhone: '+54 9 11 5555-0123',
  whatsappNumber: '5491155550123',
  address: 'Guernica',
  mapUrl: '',
  instagramUrl: 'https://www.instagram.com/elcampito.demo',
  facebookUrl: null,
  youtubeUrl: '',
  tiktokUrl: '',
  bankCbu: '0000000000000000000000',
  bankAlias: 'CAMPITO.EJEMPLO',
  bankHolder: 'Asociación Civil El Campito',
  bankCuit: '30712345671',
  visitsSuspended: true,
  visitsNotice: '',
  homeBannerText: '',
  homeBannerUrl: '',
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-02T00:00:00.000Z',
};

describe('the "Sitio" form', () => {
  it('accepts the record as loaded', () => {
    expect(validateSite(record)).toEqual({});
  });

  it('flags a bad CUIT and a link that is not https with the API messages, and only those', () => {
    expect(
      validateSite({ ...record, bankCuit: '30-71234567-2', facebookUrl: 'http://facebook.com/elcampito' }),
    ).toEqual({ bankCuit: SITE_MSG.cuit, facebookUrl: SITE_MSG.https });
  });

  it('reports an image problem on the image input', () => {
    expect(validateSite({ ...record, slider: [{ key: 'x' }] })).toEqual({ slider: expect.any(String) });
  });
});
