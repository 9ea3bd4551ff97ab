import { buildProducts } from './build';
import { proProductDrafts } from './pro-products';
import type { SeedCollection, SeedStore } from './types';

const collections: SeedCollection[] = [
  {
    urlName: 'tees',
    name: 'Tees',
    description: 'Heavyweight organic cotton tees with studio graphics, printed in small runs.',
    bannerMotif: 'geometric',
    bannerPalette: ['#f4efe4', '#e63946', '#1d3557', '#f1c40f', '#0aadff'],
    bannerKind: 't-shirt',
  },
  {
    urlName: 'sweats',
    name: 'Sweats',
    description: 'Hoodies and crew necks in loopback organic cotton.',
    bannerMotif: 'halftone',
    bannerPalette: ['#fdf6e3', '#ff4f8b', '#0aadff', '#ffd23f', '#1d3557'],
    bannerKind: 'hoodie',
  },
  {
    urlName: 'prints',
    name: 'Prints',
    description: 'Posters and giclee prints on recycled paper, signed off by the studio.',
    bannerMotif: 'stripes',
    bannerPalette: ['#1d3557', '#ff4f8b', '#0aadff', '#ffd23f', '#f4efe4'],
  },
  {
    urlName: 'accessories',
    name: 'Accessories',
    description: 'Canvas totes and vinyl stickers for desks, bags and sketchbooks.',
    bannerMotif: 'waves',
    bannerPalette: ['#0aadff', '#1d3557', '#f4efe4', '#0b6e99', '#e63946'],
    bannerKind: 'tote-bag',
  },
  {
    urlName: 'limited-edition',
    name: 'Limited Edition',
    description: 'Small-batch designs that will not be reprinted once the run is done.',
    bannerMotif: 'geometric',
    bannerPalette: ['#111111', '#f4efe4', '#e63946', '#0aadff', '#f1c40f'],
  },
  {
    urlName: 'sale',
    name: 'Sale',
    description: 'Studio favourites at reduced prices.',
    bannerMotif: 'halftone',
    bannerPalette: ['#e63946', '#f4efe4', '#111111', '#f1c40f', '#1d3557'],
  },
];

const products = buildProducts(
  {
    code: 'PRO',
    companyName: 'Offset Studio',
    kindCollections: {
      't-shirt': ['tees'],
      hoodie: ['sweats'],
      sweater: ['sweats'],
      'tote-bag': ['accessories'],
      'art-print': ['prints'],
      sticker: ['accessories'],
    },
    saleCollection: 'sale',
  },
  proProductDrafts,
);

export const proStore: SeedStore = {
  subdomain: 'pro',
  companyName: 'Offset Studio',
  tagline: 'Independent graphic design, printed in small runs.',
  variant: 'pro',
  theme: 'teemillPro',
  logo: { text: 'Offset Studio', mark: 'halftone', colour: '#ffffff', background: '#111111' },
  currency: 'GBP',
  currencyPlugin: { enabled: true, main: 'GBP', list: 'USD,EUR' },
  announcement: 'New: the Grid System series, in a limited run of 200.',
  mainMenu: [
    {
      text: 'Shop',
      href: '/collection/tees/',
      submenu: [
        { text: 'Tees', href: '/collection/tees/' },
        { text: 'Sweats', href: '/collection/sweats/' },
        { text: 'Accessories', href: '/collection/accessories/' },
        { text: 'Sale', href: '/collection/sale/' },
      ],
    },
    { text: 'Prints', href: '/collection/prints/' },
    { text: 'Limited Edition', href: '/collection/limited-edition/' },
    { text: 'Make your own', href: '/design-your-own-t-shirt/' },
    { text: 'Studio', href: '/about/' },
  ],
  collections,
  products,
  searchRedirects: [
    { searchTerm: 'poster', destinationUrl: '/collection/prints/' },
    { searchTerm: 'commission', destinationUrl: '/contact/' },
  ],
  story: {
    welcome:
      'A small graphic design studio in Bristol. Every series is drawn in-house, proofed on paper and printed in short runs.',
    craftHeading: 'Small runs, no overstock',
    craft:
      'Each design is printed only when it sells, then numbered and packed by the studio. Limited runs close when they sell out.',
    quote: {
      text: 'Proper print quality: the halftones are crisp and the colours match the preview exactly.',
      author: 'Jonas, Rotterdam',
    },
    promises: [
      {
        icon: 'heart',
        title: 'Drawn in the studio',
        copy: 'Original work by our four designers, never stock art.',
      },
      {
        icon: 'bag',
        title: 'Ships worldwide',
        copy: 'Tracked delivery to 40 countries, prices in your currency.',
      },
      { icon: 'leaf', title: 'Recycled paper', copy: 'Prints on FSC recycled stock with plant-based inks.' },
    ],
    studioTitle: 'Make a print of your own',
    studioCopy: 'Upload your artwork or set your type, and we print it on a tee or a poster.',
  },
};
