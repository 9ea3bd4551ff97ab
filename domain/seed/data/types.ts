/** Shapes of the demo content seeded into the three showcase stores. Pure data, no behaviour. */

export type ProductKind = 't-shirt' | 'hoodie' | 'sweater' | 'tote-bag' | 'art-print' | 'sticker';
export type Gender = 'men' | 'women' | 'kids' | 'unisex';

export interface SeedColour {
  name: string;
  /** '#rrggbb' */
  hex: string;
}

/** Motifs the image generator knows how to draw (see domain/seed/images/artwork.ts). */
export type Motif =
  | 'mountains'
  | 'waves'
  | 'sun'
  | 'geometric'
  | 'leaf'
  | 'moon'
  | 'text'
  | 'stripes'
  | 'skateboard'
  | 'planet'
  | 'pines'
  | 'flower'
  | 'constellation'
  | 'halftone';

export interface ArtworkSpec {
  motif: Motif;
  /** '#rrggbb' colours, background first then accents; at least 3. */
  palette: string[];
  /** Words for the 'text' motif (and an optional caption elsewhere). */
  text?: string;
  /** Extra seed so two products with the same motif and palette still differ. */
  seed?: number;
}

export interface SeedProduct {
  sku: string;
  name: string;
  urlName: string;
  description: string;
  metaDescription: string;
  kind: ProductKind;
  gender: Gender;
  /** Type code: 'garment', 'bag' or 'printed-paper'. */
  type: string;
  /** Integer minor units (pence), GBP. */
  price: number;
  salePrice: number | null;
  colours: SeedColour[];
  /** Name of one of `colours`. */
  defaultColour: string;
  sizes: string[];
  /** Collection urlNames. */
  collections: string[];
  tags: string[];
  /** 1 is the bestseller; unique within a store. */
  bestsellerRank: number;
  artwork: ArtworkSpec;
  /** Cut used for the product photo; women's tees are drawn fitted. */
  fit: 'regular' | 'fitted';
}

export interface SeedCollection {
  urlName: string;
  name: string;
  description: string;
  bannerMotif: Motif;
  /** Colours of the generated banner, background first. */
  bannerPalette: string[];
  /** Product drawn on the banner, if any. */
  bannerKind?: ProductKind;
}

export interface SeedMenuItem {
  text: string;
  href: string;
  submenu?: SeedMenuItem[];
}

export interface SeedLogo {
  text: string;
  /** Mark drawn beside the wordmark: 'leaf', 'moon', 'mountain', 'star', 'planet', 'wave', 'halftone', 'hexagon', 'circle'. */
  mark: string;
  /** Wordmark and mark colour. */
  colour: string;
  /** Colour of the surface the logo sits on; used for the cut-out inside the mark. */
  background: string;
}

/** What a demo store says about itself on its home page: each store in its own voice. */
export interface SeedStory {
  welcome: string;
  /** The paragraph under "Printed to order" (or the store's own heading). */
  craftHeading: string;
  craft: string;
  quote: { text: string; author: string };
  /** Three promises, each with one of the storefront's block icons. */
  promises: [SeedPromise, SeedPromise, SeedPromise];
  studioTitle: string;
  studioCopy: string;
}

export interface SeedPromise {
  icon: 'leaf' | 'returns' | 'recycle' | 'heart' | 'bag';
  title: string;
  copy: string;
}

export interface SeedStore {
  subdomain: 'demo' | 'pro' | 'dark';
  companyName: string;
  tagline: string;
  variant: 'main' | 'pro' | 'dark';
  /** 'teemill' | 'teemillPro' | 'teemillDark' */
  theme: string;
  logo: SeedLogo;
  currency: 'GBP';
  currencyPlugin: { enabled: boolean; main: string; list: string };
  announcement: string;
  mainMenu: SeedMenuItem[];
  collections: SeedCollection[];
  products: SeedProduct[];
  searchRedirects: { searchTerm: string; destinationUrl: string }[];
  story: SeedStory;
}
