import { z } from 'zod';
import { SOCIAL_NETWORKS } from './social-networks';

export * from './social-networks';

/** The store settings of §3 "Store core data", as the storefront reads them. */

export const menuSegmentImageSchema = z.object({
  src: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  link: z.string().optional(),
  overlay: z.string().optional(),
  borderRadius: z.string().optional(),
  ratio: z.number().optional(),
  text: z
    .object({ alignment: z.string().optional(), color: z.string().optional(), shadow: z.string().optional() })
    .optional(),
  button: z
    .object({
      text: z.string().optional(),
      textColor: z.string().optional(),
      backgroundColor: z.string().optional(),
      borderColor: z.string().optional(),
      borderRadius: z.string().optional(),
      width: z.string().optional(),
    })
    .optional(),
});

export interface MenuItem {
  text: string;
  href: string;
  color?: string | undefined;
  backgroundColor?: string | undefined;
  submenu?: MenuItem[] | undefined;
  segments?: MenuSegment[] | undefined;
}

export const menuSegmentSchema = z.object({
  title: z.string(),
  link: z.string().optional(),
  mode: z.enum(['image', 'list']),
  image: menuSegmentImageSchema.optional(),
  items: z
    .array(
      z.object({
        text: z.string(),
        link: z.string(),
        color: z.string().optional(),
        backgroundColor: z.string().optional(),
      }),
    )
    .optional(),
});
export type MenuSegment = z.infer<typeof menuSegmentSchema>;

export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    text: z.string().min(1),
    href: z.string(),
    color: z.string().optional(),
    backgroundColor: z.string().optional(),
    submenu: z.array(menuItemSchema).optional(),
    segments: z.array(menuSegmentSchema).optional(),
  }),
);

export const searchRedirectSchema = z.object({
  searchTerm: z.string().min(1),
  destinationUrl: z.string().min(1),
});
export type SearchRedirect = z.infer<typeof searchRedirectSchema>;

export const sitewidePopupSchema = z.object({
  heading: z.string(),
  description: z.string(),
  enabled: z.boolean(),
});
export type SitewidePopup = z.infer<typeof sitewidePopupSchema>;

export const sitewideBannerSchema = z.object({
  enabled: z.boolean(),
  text: z.string(),
  href: z.string().optional(),
  backgroundColor: z.string().optional(),
  textColor: z.string().optional(),
});
export type SitewideBanner = z.infer<typeof sitewideBannerSchema>;

export const socialLinksSchema = z.partialRecord(z.enum(SOCIAL_NETWORKS), z.string());

export const storePluginsSchema = z.object({
  'email-subscriber-offer': z
    .object({
      enabled: z.boolean(),
      heading: z.string().optional(),
      description: z.string().optional(),
      discount: z.string().optional(),
    })
    .optional(),
  currency: z.object({ enabled: z.boolean(), main: z.string(), list: z.string() }).optional(),
  'cookie-policy': z
    .object({
      enabled: z.boolean(),
      message: z.string().optional(),
      allowEssentialOnly: z.boolean().optional(),
    })
    .optional(),
  'christmas-banner': z
    .object({
      disabled: z.boolean(),
      backgroundColor: z.string().optional(),
      textColor: z.string().optional(),
    })
    .optional(),
});
export type StorePlugins = z.infer<typeof storePluginsSchema>;

export const customCodeSchema = z.union([
  z.string(),
  z.object({ global: z.string().optional(), head: z.string().optional(), body: z.string().optional() }),
]);
export type CustomCode = z.infer<typeof customCodeSchema>;

export const comingSoonSchema = z.object({
  enabled: z.boolean(),
  launchAt: z.string().nullable().optional(),
  heading: z.string().optional(),
});
export type ComingSoonPageData = z.infer<typeof comingSoonSchema>;

export const paymentProcessorSchema = z.object({
  type: z.enum(['teemill', 'direct']),
  accounts: z.array(z.object({ provider: z.string(), accountId: z.string() })),
});
export type PaymentProcessor = z.infer<typeof paymentProcessorSchema>;

export const christmasCutoffSchema = z.object({
  region: z.string(),
  service: z.string(),
  date: z.string(),
});
export type ChristmasCutoff = z.infer<typeof christmasCutoffSchema>;

export const christmasContentSchema = z.object({ heading: z.string(), copy: z.string() });
export type ChristmasContent = z.infer<typeof christmasContentSchema>;

export const announcementSchema = z.object({
  text: z.string(),
  href: z.string().optional(),
  textColor: z.string().optional(),
  backgroundColor: z.string().optional(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const DEFAULT_PAYMENT_PROCESSOR: PaymentProcessor = { type: 'teemill', accounts: [] };
