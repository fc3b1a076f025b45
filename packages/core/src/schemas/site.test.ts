import { describe, expect, it } from 'vitest';
import { FOLLOWUP_MSG } from '../followup-texts';
import { parseWith } from '../forms';
import { adminInterfaceSchema } from './admin';
import { formatCuit, isValidCuit, SITE_MSG, siteSettingsSchema, telHref, whatsappHref } from './site';

const VALID = {
  contactEmail: ' Hola@ElCampito.example ',
  contactPhone: '+54 9 11 5555-0123',
  whatsappNumber: '+54 9 11 5555-0123',
  address: 'Camino de las Acacias s/n,\n  Guernica',
  mapUrl: 'https://www.openstreetmap.org/?mlat=-34.9&mlon=-58.4',
  instagramUrl: 'https://www.instagram.com/elcampito',
  facebookUrl: '',
  youtubeUrl: null,
  tiktokUrl: 'https://www.tiktok.com/@elcampito',
  bankCbu: '0000003100 0123456789 01',
  bankAlias: 'CAMPITO.PERROS-1',
  bankHolder: 'Asociación Civil El Campito',
  bankCuit: '30-71234567-1',
  taxStatus: ' Entidad exenta en el Impuesto a las Ganancias. ',
  monthlyIncreasePercent: '30',
  followupDays: '7, 30,90 , 180',
  followupPhotoDays: ' 365 ',
  visitsSuspended: false,
  visitsNotice: '  Volvemos en marzo.  ',
  homeBannerText: 'Necesitamos tránsitos urgentes',
  homeBannerUrl: '/voluntario',
};

const errorsOf = (input: Record<string, unknown>) => {
  const parsed = parseWith(siteSettingsSchema, { ...VALID, ...input });
  return parsed.ok ? {} : parsed.errors;
};

describe('the site settings schema (admin "Sitio" and the API alike)', () => {
  it('keeps valid values, normalized: trimmed, lower-case email, digits for numbers', () => {
    const parsed = parseWith(siteSettingsSchema, VALID);
    expect(parsed).toEqual({
      ok: true,
      data: {
        ...VALID,
        contactEmail: 'hola@elcampito.example',
        whatsappNumber: '5491155550123',
        address: 'Camino de las Acacias s/n, Guernica',
        facebookUrl: '',
        youtubeUrl: '',
        bankCbu: '0000003100012345678901',
        bankCuit: '30712345671',
        taxStatus: 'Entidad exenta en el Impuesto a las Ganancias.',
        monthlyIncreasePercent: 30,
        followupDays: [7, 30, 90, 180],
        followupPhotoDays: 365,
        visitsNotice: 'Volvemos en marzo.',
      },
    });
  });

  it('takes every optional field empty (empty hides it on the site)', () => {
    const empty = Object.fromEntries(Object.keys(VALID).map((k) => [k, '']));
    const parsed = parseWith(siteSettingsSchema, { ...empty, visitsSuspended: true });
    expect(parsed.ok).toBe(true);
  });

  it.each([
    ['contactEmail', 'hola@', SITE_MSG.email],
    ['contactEmail', 'hola arroba campito.org', SITE_MSG.email],
    ['contactPhone', '11 5555', SITE_MSG.phone],
    ['contactPhone', 'llamanos al 1155550123', SITE_MSG.phone],
    ['contactPhone', '+54 9 11 5555-0123 4567 89', SITE_MSG.phone],
    ['whatsappNumber', '5555-0123', SITE_MSG.whatsapp],
    ['mapUrl', 'http://maps.example/campito', SITE_MSG.https],
    ['instagramUrl', 'javascript:alert(1)', SITE_MSG.https],
    ['facebookUrl', 'www.facebook.com/elcampito', SITE_MSG.https],
    ['tiktokUrl', `https://${'a'.repeat(1001)}`, SITE_MSG.https],
    ['bankCbu', '123456789012345678901', SITE_MSG.cbu],
    ['bankCbu', '00000031000123456789012', SITE_MSG.cbu],
    ['bankAlias', 'perro', SITE_MSG.alias],
    ['bankAlias', 'alias.con.mas.de.veinte', SITE_MSG.alias],
    ['bankAlias', 'el campito', SITE_MSG.alias],
    ['bankAlias', 'campiño.perros', SITE_MSG.alias],
    ['bankCuit', '30-71234567-2', SITE_MSG.cuit],
    ['bankCuit', '3071234567', SITE_MSG.cuit],
    ['monthlyIncreasePercent', '12,5', SITE_MSG.increasePercent],
    ['monthlyIncreasePercent', '-5', SITE_MSG.increasePercent],
    ['monthlyIncreasePercent', '150', SITE_MSG.increasePercent],
    ['monthlyIncreasePercent', 'treinta', SITE_MSG.increasePercent],
    ['followupDays', '30, 7', FOLLOWUP_MSG.schedule],
    ['followupDays', '7, siete', FOLLOWUP_MSG.schedule],
    ['followupDays', '7, 7', FOLLOWUP_MSG.schedule],
    ['followupDays', '0, 800', FOLLOWUP_MSG.schedule],
    ['followupDays', '1,2,3,4,5,6,7,8,9', FOLLOWUP_MSG.schedule],
    ['followupPhotoDays', '10', FOLLOWUP_MSG.photoDays],
    ['followupPhotoDays', 'un año', FOLLOWUP_MSG.photoDays],
    ['homeBannerUrl', '//otro.sitio/aviso', SITE_MSG.bannerUrl],
    ['homeBannerUrl', 'http://otro.sitio', SITE_MSG.bannerUrl],
    ['visitsSuspended', 'no', SITE_MSG.visitsSuspended],
  ])('%s = %j gets its Spanish message', (field, value, message) => {
    expect(errorsOf({ [field]: value })).toEqual({ [field]: message });
  });

  it('reports every wrong field at once, and only those', () => {
    expect(errorsOf({ bankCuit: '20-12345678-0', youtubeUrl: 'http://youtube.com/@campito' })).toEqual({
      bankCuit: SITE_MSG.cuit,
      youtubeUrl: SITE_MSG.https,
    });
  });

  it('is part of the interface record schema the admin form and the API share', () => {
    const parsed = parseWith(adminInterfaceSchema, { visitasText: 'Hola', bankCuit: '30-71234567-2' });
    expect(parsed).toEqual({ ok: false, errors: { bankCuit: SITE_MSG.cuit } });
    // A partial update (only what changed) is valid.
    expect(parseWith(adminInterfaceSchema, { contactPhone: '011 4444-5555' }).ok).toBe(true);
  });
});

describe('CUIT check digit', () => {
  it.each(['20-12345678-6', '30-71234567-1', '27-28033514-8', '20123456786'])('%s is valid', (cuit) => {
    expect(isValidCuit(cuit)).toBe(true);
  });

  it.each([
    '20-12345678-5',
    '30-71234567-0',
    '2012345678',
    '201234567861',
    'ab-12345678-6',
    // 5·2 + 2·1 = 12, remainder 1: the check digit would be 10, which is never issued.
    '20-00000001-0',
  ])('%s is not', (cuit) => {
    expect(isValidCuit(cuit)).toBe(false);
  });

  it('a check digit of 11 is written 0', () => {
    // 20-00000006-?: 5·2 + 2·6 = 22, remainder 0: 11 − 0 = 11, written 0.
    expect(isValidCuit('20-00000006-0')).toBe(true);
  });

  it('formats 11 digits as people write them', () => {
    expect(formatCuit('30712345671')).toBe('30-71234567-1');
    expect(formatCuit('algo')).toBe('algo');
  });
});

describe('links made from the settings', () => {
  it('dials a phone by its digits, keeping an international "+"', () => {
    expect(telHref('+54 9 11 5555-0123')).toBe('tel:+5491155550123');
    expect(telHref('(011) 4444-5555')).toBe('tel:01144445555');
  });

  it('opens a WhatsApp chat with the number', () => {
    expect(whatsappHref('5491155550123')).toBe('https://wa.me/5491155550123');
  });
});
