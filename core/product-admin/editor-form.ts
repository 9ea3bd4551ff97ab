import { z } from 'zod';
import { colourSlug } from '../catalog/colour-slug';
import { fromDecimal, getCurrency, parseCurrencyCode } from '../money';
import * as messages from '../validation/messages';
import { PRODUCT_ADMIN_MESSAGES } from './messages';

/**
 * The product editor's form (seller dashboard): flat form values in, ProductEdit out. The page checks it in
 * the browser and the product service parses the same values with it (saveProduct). Prices are typed in
 * major units of the store's currency and kept in minor units, VAT included.
 *
 * Fields: name, description (HTML from the rich-text editor, sanitised by the server), urlName, price,
 * salePrice, onSale, vatRate, enabled, enableAddToCart, metaTitle, metaDescription, metaImage, tags
 * (comma-separated), crossSell (comma-separated skus), `collection.{id}` checkboxes, imageOrder (image ids
 * in order, comma-separated) and `imageAlt.{id}`.
 */

export const PRODUCT_NAME_MAX_LENGTH = 200;
export const URL_NAME_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 50_000;
export const META_TITLE_MAX_LENGTH = 70;
export const META_DESCRIPTION_MAX_LENGTH = 320;
export const ALT_TEXT_MAX_LENGTH = 250;
export const TAG_MAX_LENGTH = 60;
export const MAX_TAGS = 30;
export const MAX_CROSS_SELL = 12;
/** The largest price, in minor units (orders keep 32-bit totals). */
export const MAX_PRICE = 100_000_000;

/** The VAT rates a product may carry (core/checkout/vat: 1 is the standard rate). */
export const VAT_RATE_CHOICES = [
  { value: 1, label: 'Standard rate (20%)' },
  { value: 5, label: 'Reduced rate (5%)' },
  { value: 0, label: 'Zero rate (0%)' },
] as const;

/** 'Tee & Tote!' → 'tee-and-tote': how every product url name is written (as the seed writes them). */
export const normaliseUrlName = (typed: string) =>
  colourSlug(typed.replace(/&/g, ' and ')).slice(0, URL_NAME_MAX_LENGTH).replace(/-$/, '');

/** A price typed in major units ('12.5', '12.50', '12'), in minor units; null when it is not one. */
export function parsePriceText(text: string, currency: string): number | null {
  const code = parseCurrencyCode(currency) ?? 'GBP';
  const { minorUnits } = getCurrency(code);
  const trimmed = text.trim();
  const plain = minorUnits === 0 ? /^\d{1,9}$/ : new RegExp(`^\\d{1,9}(?:\\.\\d{1,${minorUnits}})?$`);
  if (!plain.test(trimmed)) return null;
  const { amount } = fromDecimal(trimmed, code);
  return amount <= MAX_PRICE ? amount : null;
}

/** Comma-separated words, trimmed, empty ones and repeats (any case) dropped, in the order typed. */
export function commaList(text: string): string[] {
  const seen = new Set<string>();
  const list: string[] = [];
  for (const part of text.split(',')) {
    const word = part.trim();
    if (!word || seen.has(word.toLowerCase())) continue;
    seen.add(word.toLowerCase());
    list.push(word);
  }
  return list;
}

export interface ProductEdit {
  name: string;
  description: string;
  urlName: string;
  price: number;
  salePrice: number | null;
  onSale: boolean;
  vatRate: number;
  enabled: boolean;
  enableAddToCart: boolean;
  metaTitle: string | null;
  metaDescription: string | null;
  metaImage: string | null;
  tags: string[];
  crossSellSkus: string[];
  collectionIds: number[];
  /** The product's images in the order shown, each with its alt text (null: left as it is). */
  images: { id: number; altText: string | null }[];
}

const checked = (value: unknown) => value === 'on' || value === 'true' || value === '1';

/** The ids named by fields `{prefix}.{id}`, with their values. */
function keyedFields(values: Record<string, unknown>, prefix: string): [number, string][] {
  const rows: [number, string][] = [];
  for (const [key, value] of Object.entries(values)) {
    const match = new RegExp(`^${prefix}\\.(\\d{1,10})$`).exec(key);
    if (match && typeof value === 'string') rows.push([Number(match[1]), value]);
  }
  return rows;
}

/** The editor's form for a store selling in `currency`. */
export function productEditorFormSchema(currency: string) {
  return z.record(z.string(), z.unknown()).transform((values, ctx): ProductEdit => {
    const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string).trim() : '');
    const issue = (field: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [field], message });
    const bounded = (field: string, max: number, required = false) => {
      const value = text(field);
      if (required && !value) issue(field, messages.required);
      else if (value.length > max) issue(field, messages.maxLength(max));
      return value;
    };

    const name = bounded('name', PRODUCT_NAME_MAX_LENGTH, true);
    const description = typeof values.description === 'string' ? values.description : '';
    if (description.length > DESCRIPTION_MAX_LENGTH)
      issue('description', messages.maxLength(DESCRIPTION_MAX_LENGTH));

    const typedUrl = bounded('urlName', URL_NAME_MAX_LENGTH, true);
    const urlName = normaliseUrlName(typedUrl);
    if (typedUrl && !urlName) issue('urlName', PRODUCT_ADMIN_MESSAGES.urlNameEmpty);

    const priceText = text('price');
    const price = priceText ? parsePriceText(priceText, currency) : null;
    if (!priceText) issue('price', messages.required);
    else if (price === null) issue('price', PRODUCT_ADMIN_MESSAGES.priceInvalid);

    const onSale = checked(values.onSale);
    const saleText = text('salePrice');
    const salePrice = saleText ? parsePriceText(saleText, currency) : null;
    if (saleText && salePrice === null) issue('salePrice', PRODUCT_ADMIN_MESSAGES.priceInvalid);
    else if (onSale && !saleText) issue('salePrice', messages.required);
    else if (onSale && salePrice !== null && price !== null && salePrice >= price)
      issue('salePrice', PRODUCT_ADMIN_MESSAGES.salePriceNotLower);

    const vatRate = Number(text('vatRate') || '1');
    if (!VAT_RATE_CHOICES.some((choice) => choice.value === vatRate))
      issue('vatRate', PRODUCT_ADMIN_MESSAGES.vatRateInvalid);

    const metaTitle = bounded('metaTitle', META_TITLE_MAX_LENGTH);
    const metaDescription = bounded('metaDescription', META_DESCRIPTION_MAX_LENGTH);
    const metaImage = text('metaImage');
    if (metaImage && !/^(https?:\/\/|\/)[^\s"'<>]+$/i.test(metaImage)) issue('metaImage', messages.url);

    const tags = commaList(text('tags'));
    if (tags.length > MAX_TAGS) issue('tags', messages.maxValue(MAX_TAGS));
    else if (tags.some((tag) => tag.length > TAG_MAX_LENGTH))
      issue('tags', messages.maxLength(TAG_MAX_LENGTH));

    const crossSellSkus = commaList(text('crossSell'));
    if (crossSellSkus.length > MAX_CROSS_SELL) issue('crossSell', messages.maxValue(MAX_CROSS_SELL));

    const collectionIds = keyedFields(values, 'collection')
      .filter(([, value]) => checked(value))
      .map(([id]) => id);

    const alts = new Map(keyedFields(values, 'imageAlt'));
    for (const [id, alt] of alts)
      if (alt.trim().length > ALT_TEXT_MAX_LENGTH)
        issue(`imageAlt.${id}`, messages.maxLength(ALT_TEXT_MAX_LENGTH));
    const order = text('imageOrder')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => /^\d{1,10}$/.test(part))
      .map(Number);
    const ordered = [...new Set([...order, ...alts.keys()])];
    const images = ordered.map((id) => ({ id, altText: alts.get(id)?.trim() ?? null }));

    return {
      name,
      description,
      urlName,
      price: price ?? 0,
      salePrice,
      onSale,
      vatRate,
      enabled: checked(values.enabled),
      enableAddToCart: checked(values.enableAddToCart),
      metaTitle: metaTitle || null,
      metaDescription: metaDescription || null,
      metaImage: metaImage || null,
      tags,
      crossSellSkus,
      collectionIds,
      images,
    };
  });
}
