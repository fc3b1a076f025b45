import {
  DEFAULT_FOLLOWUP_DAYS,
  DEFAULT_FOLLOWUP_PHOTO_DAYS,
  INTERFACE_ID,
  SOCIAL_NETWORKS,
  telHref,
  whatsappHref,
} from '@campito/core';
import { interfaces } from '@campito/db';
import { eq } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';

export type InterfaceRecord = typeof interfaces.$inferSelect;

/**
 * The shelter's own data as the pages use it (the admin's "Sitio", stored in the interface record). Empty
 * texts mean "not shown": the pages leave out each element whose value is empty.
 */
export interface SiteSettings {
  contact: {
    email: string;
    /** As written ("+54 9 11 5555-0123"), and its `tel:` link ('' without a phone). */
    phone: string;
    phoneHref: string;
    /** The https://wa.me/ link ('' without a number). */
    whatsappHref: string;
    address: string;
    mapUrl: string;
  };
  /** The accounts that have a link, in the footer's order. */
  social: { name: string; href: string }[];
  /** Bank transfers (shown on /colaborar by a later issue). */
  bank: { cbu: string; alias: string; holder: string; cuit: string };
  /** What the donation certificate says of the shelter's standing with ARCA ('' : not declared). */
  taxStatus: string;
  /** The yearly increase suggested to monthly donors in pesos, in percent; 0: none. */
  monthlyIncreasePercent: number;
  visits: { suspended: boolean; notice: string };
  /** After a delivery (issue 37): the follow-ups' days after it, and how long unpublished photos stay. */
  followups: { days: number[]; photoDays: number };
  /** The home page's urgent notice, or null when it has no text; `url` is https://… or a page of the site. */
  banner: { text: string; url: string } | null;
}

/** A database without the record yet (no demo content): nothing to show, visits suspended (docs/product.md §16). */
const EMPTY_RECORD = {
  contactEmail: '',
  contactPhone: '',
  whatsappNumber: '',
  address: '',
  mapUrl: '',
  instagramUrl: '',
  facebookUrl: '',
  youtubeUrl: '',
  tiktokUrl: '',
  bankCbu: '',
  bankAlias: '',
  bankHolder: '',
  bankCuit: '',
  taxStatus: '',
  monthlyIncreasePercent: 0,
  followupDays: null,
  followupPhotoDays: DEFAULT_FOLLOWUP_PHOTO_DAYS,
  visitsSuspended: true,
  visitsNotice: '',
  homeBannerText: '',
  homeBannerUrl: '',
} satisfies Partial<InterfaceRecord>;

/** The settings of a record (or of none). Pure: the pages' tests build it from a row too. */
export function siteSettingsOf(record: Partial<InterfaceRecord> | undefined): SiteSettings {
  const r = { ...EMPTY_RECORD, ...record };
  const phone = r.contactPhone.trim();
  return {
    contact: {
      email: r.contactEmail.trim(),
      phone,
      phoneHref: phone ? telHref(phone) : '',
      whatsappHref: r.whatsappNumber.trim() ? whatsappHref(r.whatsappNumber) : '',
      address: r.address.trim(),
      mapUrl: r.mapUrl.trim(),
    },
    social: SOCIAL_NETWORKS.map(({ field, name }) => ({ name, href: r[field].trim() })).filter((s) => s.href),
    bank: {
      cbu: r.bankCbu.trim(),
      alias: r.bankAlias.trim(),
      holder: r.bankHolder.trim(),
      cuit: r.bankCuit.trim(),
    },
    taxStatus: r.taxStatus.trim(),
    monthlyIncreasePercent: r.monthlyIncreasePercent,
    visits: { suspended: r.visitsSuspended, notice: r.visitsNotice.trim() },
    followups: { days: r.followupDays ?? [...DEFAULT_FOLLOWUP_DAYS], photoDays: r.followupPhotoDays },
    banner: r.homeBannerText.trim() ? { text: r.homeBannerText.trim(), url: r.homeBannerUrl.trim() } : null,
  };
}

/** Site-wide content: the single interface record of texts and images, and the settings it holds. */
export function createSiteService({ db, tableCache }: ServiceDeps) {
  const getInterface = async (): Promise<InterfaceRecord | undefined> =>
    // Read by most pages: kept in memory until the interfaces table changes (on any instance).
    tableCache.get('site.interface', ['interfaces'], async () => {
      const [row] = await db.select().from(interfaces).where(eq(interfaces.id, INTERFACE_ID));
      return row;
    });
  return {
    getInterface,
    /** Contact, social links, bank details, visits and the home notice: from the same cached record. */
    async getSettings(): Promise<SiteSettings> {
      return siteSettingsOf(await getInterface());
    },
  };
}
