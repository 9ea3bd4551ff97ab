import { buildProducts } from './build';
import { darkProductDrafts } from './dark-products';
import type { SeedCollection, SeedStore } from './types';

const collections: SeedCollection[] = [
  {
    urlName: 'tees',
    name: 'Tees',
    description: 'Organic cotton tees in deep night colours.',
    bannerMotif: 'planet',
    bannerPalette: ['#151a3a', '#f28c38', '#f4e3c3', '#35d0ba', '#5b4b8a'],
    bannerKind: 't-shirt',
  },
  {
    urlName: 'hoodies-and-crews',
    name: 'Hoodies & Crews',
    description: 'Heavyweight hoodies and crew necks for cold sessions and clear skies.',
    bannerMotif: 'moon',
    bannerPalette: ['#0d1026', '#f4e3c3', '#f2c14e', '#2b2f5a', '#5b4b8a'],
    bannerKind: 'hoodie',
  },
  {
    urlName: 'skate',
    name: 'Skate',
    description: 'Neon graphics for the late-night bowl crew.',
    bannerMotif: 'geometric',
    bannerPalette: ['#120f24', '#ff4f8b', '#35d0ba', '#ffd23f', '#5b4b8a'],
    bannerKind: 'sticker',
  },
  {
    urlName: 'stargazing',
    name: 'Stargazing',
    description: 'Moons, planets and star charts for anyone who looks up.',
    bannerMotif: 'constellation',
    bannerPalette: ['#0d1026', '#f4e3c3', '#f2c14e', '#5b4b8a', '#2b2f5a'],
  },
  {
    urlName: 'prints-and-stickers',
    name: 'Prints & Stickers',
    description: 'Giclee prints on recycled paper and waterproof vinyl stickers.',
    bannerMotif: 'pines',
    bannerPalette: ['#2b2f5a', '#f2a541', '#f4e3c3', '#1c3b3a', '#0d1026'],
  },
  {
    urlName: 'accessories',
    name: 'Accessories',
    description: 'Organic canvas totes for night markets and skate days.',
    bannerMotif: 'constellation',
    bannerPalette: ['#151a3a', '#f2c14e', '#f4e3c3', '#35d0ba', '#5b4b8a'],
    bannerKind: 'tote-bag',
  },
  {
    urlName: 'sale',
    name: 'Sale',
    description: 'Reduced prices on selected designs while they last.',
    bannerMotif: 'halftone',
    bannerPalette: ['#120f24', '#ff4f8b', '#35d0ba', '#ffd23f', '#5b4b8a'],
  },
];

const products = buildProducts(
  {
    code: 'DARK',
    companyName: 'Midnight Orbit',
    kindCollections: {
      't-shirt': ['tees'],
      hoodie: ['hoodies-and-crews'],
      sweater: ['hoodies-and-crews'],
      'tote-bag': ['accessories'],
      'art-print': ['prints-and-stickers'],
      sticker: ['prints-and-stickers'],
    },
    saleCollection: 'sale',
  },
  darkProductDrafts,
);

export const darkStore: SeedStore = {
  subdomain: 'dark',
  companyName: 'Midnight Orbit',
  tagline: 'Skate by starlight.',
  variant: 'dark',
  theme: 'teemillDark',
  logo: { text: 'Midnight Orbit', mark: 'moon', colour: '#e8e6ff', background: 'transparent' },
  currency: 'GBP',
  currencyPlugin: { enabled: false, main: 'GBP', list: '' },
  announcement: 'Perseids week: 15% off stargazing prints until Sunday.',
  mainMenu: [
    {
      text: 'Shop',
      href: '/collection/tees/',
      submenu: [
        { text: 'Tees', href: '/collection/tees/' },
        { text: 'Hoodies & Crews', href: '/collection/hoodies-and-crews/' },
        { text: 'Accessories', href: '/collection/accessories/' },
        { text: 'Sale', href: '/collection/sale/' },
      ],
    },
    { text: 'Skate', href: '/collection/skate/' },
    { text: 'Stargazing', href: '/collection/stargazing/' },
    { text: 'Prints & Stickers', href: '/collection/prints-and-stickers/' },
    { text: 'Design your own', href: '/design-your-own-t-shirt/' },
    { text: 'About', href: '/about/' },
  ],
  collections,
  products,
  searchRedirects: [
    { searchTerm: 'skateboard', destinationUrl: '/collection/skate/' },
    { searchTerm: 'telescope', destinationUrl: '/collection/stargazing/' },
  ],
  story: {
    welcome:
      'Skate graphics and night-sky prints from a crew who ride after dark. Glow-in-the-dark inks on the pieces that deserve them.',
    craftHeading: 'Made after dark',
    craft:
      'We print through the night on a renewable tariff and ship by morning. Every design glows, shines or reflects: made to be seen under streetlights.',
    quote: {
      text: 'Wore the Perseids hoodie to a meteor shower. Three people asked where it was from.',
      author: 'Kit, Glasgow',
    },
    promises: [
      { icon: 'recycle', title: 'Board-to-shirt', copy: 'Broken decks become our hangers and tags.' },
      { icon: 'returns', title: '60-night returns', copy: 'Not feeling it? Send it back within 60 nights.' },
      { icon: 'leaf', title: 'Renewable inks', copy: 'Water-based and phosphorescent inks, no PVC.' },
    ],
    studioTitle: 'Draw your own orbit',
    studioCopy: 'Design a tee or hoodie with your crew name, your board or your own star map.',
  },
};
