import { describe, expect, it } from 'vitest';
import {
  addChristmasCutoffSchema,
  addSearchRedirectSchema,
  announcementFormSchema,
  companyNameSchema,
  currencyPluginFormSchema,
  customDomainFormSchema,
  SETTINGS_MESSAGES,
  sitewideBannerFormSchema,
  storeImageFormSchema,
} from './dashboard-settings';
import {
  altTextFormSchema,
  cleanFileName,
  LIBRARY_MESSAGES,
  libraryFormatOf,
  libraryQuerySchema,
} from './media-library';

const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the settings forms', () => {
  it('trims the company name and asks for one of at most 60 characters', () => {
    expect(companyNameSchema.parse({ companyName: '  Acme  ' })).toEqual({ companyName: 'Acme' });
    expect(errorsOf(companyNameSchema.safeParse({}))).toEqual({ companyName: 'This field is required' });
    expect(errorsOf(companyNameSchema.safeParse({ companyName: '  ' }))).toEqual({
      companyName: 'This field is required',
    });
    expect(errorsOf(companyNameSchema.safeParse({ companyName: 'a'.repeat(61) }))).toEqual({
      companyName: 'Must contain no more than 60 characters',
    });
  });

  it('takes colours as §5 hex (stored with #) and links §5 allows', () => {
    expect(
      announcementFormSchema.parse({ text: 'Hi', textColor: 'fff', backgroundColor: '#11223344' }),
    ).toEqual({
      text: 'Hi',
      href: '',
      textColor: '#fff',
      backgroundColor: '#11223344',
    });
    expect(errorsOf(announcementFormSchema.safeParse({ text: 'Hi', textColor: '#ggg' }))).toEqual({
      textColor: SETTINGS_MESSAGES.colour,
    });
    expect(errorsOf(announcementFormSchema.safeParse({ text: 'Hi', href: 'vbscript:x' }))).toEqual({
      href: SETTINGS_MESSAGES.link,
    });
    expect(announcementFormSchema.parse({ text: 'Hi', href: 'https://example.com/a' }).href).toBe(
      'https://example.com/a',
    );
  });

  it('needs banner text only when the banner is on', () => {
    expect(sitewideBannerFormSchema.parse({ text: '' }).enabled).toBe(false);
    expect(errorsOf(sitewideBannerFormSchema.safeParse({ enabled: 'on', text: ' ' }))).toEqual({
      text: 'This field is required',
    });
  });

  it('needs a search term and a safe destination', () => {
    expect(
      addSearchRedirectSchema.parse({ searchTerm: ' tees ', destinationUrl: ' /collection/tees/ ' }),
    ).toEqual({
      searchTerm: 'tees',
      destinationUrl: '/collection/tees/',
    });
    expect(
      errorsOf(addSearchRedirectSchema.safeParse({ searchTerm: '', destinationUrl: 'javascript:1' })),
    ).toEqual({
      searchTerm: 'This field is required',
      destinationUrl: SETTINGS_MESSAGES.link,
    });
  });

  it('reads the offered currencies from their checkboxes, upper-cased and sorted', () => {
    expect(
      currencyPluginFormSchema.parse({ enabled: 'on', 'offer-usd': 'on', 'offer-EUR': 'on', other: 'x' }),
    ).toEqual({
      enabled: true,
      offered: ['EUR', 'USD'],
    });
  });

  it('lower-cases a custom domain, drops its scheme and slash, and checks §5 domain rule', () => {
    expect(customDomainFormSchema.parse({ customDomainName: ' HTTPS://Shop.Example.com/ ' })).toEqual({
      customDomainName: 'shop.example.com',
    });
    expect(customDomainFormSchema.parse({}).customDomainName).toBe('');
    expect(errorsOf(customDomainFormSchema.safeParse({ customDomainName: 'shop example' }))).toEqual({
      customDomainName: 'Please enter a valid domain',
    });
  });

  it('takes Christmas dates as YYYY-MM-DD and a library image by its id', () => {
    expect(
      errorsOf(addChristmasCutoffSchema.safeParse({ region: 'UK', service: 'Std', date: '2026-13-01' })),
    ).toEqual({
      date: SETTINGS_MESSAGES.date,
    });
    expect(storeImageFormSchema.parse({ mediaFileId: '12' })).toEqual({ mediaFileId: 12 });
    expect(errorsOf(storeImageFormSchema.safeParse({ mediaFileId: '' }))).toEqual({
      mediaFileId: SETTINGS_MESSAGES.noSuchFile,
    });
  });
});

describe('the media library rules', () => {
  it('knows its formats by Content-Type and names them in §5 words', () => {
    expect(libraryFormatOf('image/jpeg; charset=binary')).toBe('jpg');
    expect(libraryFormatOf('application/pdf')).toBe('pdf');
    expect(libraryFormatOf('text/html')).toBeUndefined();
    expect(LIBRARY_MESSAGES.formats).toBe('Must upload the following formats: png, jpg, webp, svg, pdf');
    expect(LIBRARY_MESSAGES.inUse(1)).toBe('This file is used in 1 place. Remove it from there first.');
  });

  it('keeps only the base name of an upload, without control characters', () => {
    expect(cleanFileName('C:\\photos\\..\\team\u0000.png')).toBe('team.png');
    expect(cleanFileName('   ')).toBe('upload');
    expect(cleanFileName('x'.repeat(300))).toHaveLength(200);
  });

  it('reads the page and search of the library, ignoring nonsense pages', () => {
    expect(libraryQuerySchema.parse({ q: ' logo ', page: '3' })).toEqual({ q: 'logo', page: 3 });
    expect(libraryQuerySchema.parse({ page: 'abc' })).toEqual({ q: '', page: 1 });
    expect(errorsOf(altTextFormSchema.safeParse({ fileId: '1', altText: 'a'.repeat(251) }))).toEqual({
      altText: 'Must contain no more than 250 characters',
    });
  });
});
