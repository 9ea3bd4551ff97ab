import { buildProducts } from './build';
import { demoProductDrafts } from './demo-products';
import type { SeedCollection, SeedStore } from './types';

const collections: SeedCollection[] = [
  {
    urlName: 't-shirts',
    name: 'T-Shirts',
    description: 'Organic cotton tees for men, women and kids, each one printed to order.',
    bannerMotif: 'mountains',
    bannerPalette: ['#1f2a44', '#f2c14e', '#f28c38', '#3f7d6e', '#2e5e3e'],
    bannerKind: 't-shirt',
  },
  {
    urlName: 'hoodies-and-sweaters',
    name: 'Hoodies & Sweaters',
    description: 'Brushed-back organic cotton hoodies and crew necks for cooler days.',
    bannerMotif: 'pines',
    bannerPalette: ['#1f2a44', '#f2a541', '#f4e3c3', '#3f7d6e', '#2e5e3e'],
    bannerKind: 'hoodie',
  },
  {
    urlName: 'bags',
    name: 'Bags',
    description: 'Heavyweight organic canvas totes that replace a lifetime of plastic bags.',
    bannerMotif: 'flower',
    bannerPalette: ['#e8efe4', '#e3b5b0', '#d9a437', '#5b7f4a', '#6d1f2f'],
    bannerKind: 'tote-bag',
  },
  {
    urlName: 'art-prints',
    name: 'Art Prints',
    description: 'Giclee prints on 100% recycled paper in A4, A3 and A2, shipped flat.',
    bannerMotif: 'waves',
    bannerPalette: ['#8cc3e8', '#1f2a44', '#f4efe4', '#2b5d8a', '#e85d3a'],
  },
  {
    urlName: 'stickers',
    name: 'Stickers',
    description: 'Waterproof die-cut vinyl stickers for bottles, boards and laptops.',
    bannerMotif: 'halftone',
    bannerPalette: ['#f4e3c3', '#e85d3a', '#f2a541', '#6d1f2f', '#2b3a55'],
    bannerKind: 'sticker',
  },
  {
    urlName: 'mens',
    name: 'Men',
    description: "Men's and unisex tees, hoodies and sweaters in organic cotton.",
    bannerMotif: 'mountains',
    bannerPalette: ['#cfe3ee', '#ffffff', '#f2c14e', '#46627f', '#2f4a3a'],
    bannerKind: 'sweater',
  },
  {
    urlName: 'womens',
    name: 'Women',
    description: "Fitted women's tees and relaxed unisex sweats, printed to order.",
    bannerMotif: 'sun',
    bannerPalette: ['#f4e3c3', '#e85d3a', '#f2a541', '#6d1f2f', '#2b3a55'],
    bannerKind: 't-shirt',
  },
  {
    urlName: 'kids',
    name: 'Kids',
    description: 'Soft organic cotton for small explorers, in ages 3 to 12.',
    bannerMotif: 'stripes',
    bannerPalette: ['#f5efe0', '#e85d3a', '#f2a541', '#8cc3e8', '#5b7f4a'],
  },
  {
    urlName: 'new-in',
    name: 'New In',
    description: 'The latest designs from the Northwind studio.',
    bannerMotif: 'geometric',
    bannerPalette: ['#f4efe4', '#e85d3a', '#1f2a44', '#f2c14e', '#3f7d6e'],
  },
  {
    urlName: 'sale',
    name: 'Sale',
    description: 'Last-chance prices on selected designs, still printed to order.',
    bannerMotif: 'sun',
    bannerPalette: ['#6d1f2f', '#f2a541', '#f4e3c3', '#e85d3a', '#2b3a55'],
  },
];

const products = buildProducts(
  {
    code: 'DEMO',
    companyName: 'Northwind Threads',
    kindCollections: {
      't-shirt': ['t-shirts'],
      hoodie: ['hoodies-and-sweaters'],
      sweater: ['hoodies-and-sweaters'],
      'tote-bag': ['bags'],
      'art-print': ['art-prints'],
      sticker: ['stickers'],
    },
    genderCollections: { men: ['mens'], women: ['womens'], kids: ['kids'] },
    saleCollection: 'sale',
  },
  demoProductDrafts,
);

export const demoStore: SeedStore = {
  subdomain: 'demo',
  companyName: 'Northwind Threads',
  tagline: 'Organic cotton, printed to order, made to be remade.',
  variant: 'main',
  theme: 'teemill',
  logo: { text: 'Northwind Threads', mark: 'leaf', colour: '#2e5e3e', background: 'transparent' },
  currency: 'GBP',
  currencyPlugin: { enabled: false, main: 'GBP', list: '' },
  announcement: 'Free UK delivery on orders over £50. Every piece printed to order in organic cotton.',
  mainMenu: [
    {
      text: 'Shop',
      href: '/collection/new-in/',
      submenu: [
        { text: 'New In', href: '/collection/new-in/' },
        { text: 'T-Shirts', href: '/collection/t-shirts/' },
        { text: 'Hoodies & Sweaters', href: '/collection/hoodies-and-sweaters/' },
        { text: 'Bags', href: '/collection/bags/' },
        { text: 'Sale', href: '/collection/sale/' },
      ],
    },
    { text: 'Men', href: '/collection/mens/' },
    { text: 'Women', href: '/collection/womens/' },
    { text: 'Kids', href: '/collection/kids/' },
    {
      text: 'Prints & Stickers',
      href: '/collection/art-prints/',
      submenu: [
        { text: 'Art Prints', href: '/collection/art-prints/' },
        { text: 'Stickers', href: '/collection/stickers/' },
      ],
    },
    { text: 'Design your own', href: '/design-your-own-t-shirt/' },
    { text: 'About', href: '/about/' },
  ],
  collections,
  products,
  searchRedirects: [
    { searchTerm: 'gift card', destinationUrl: '/collection/new-in/' },
    { searchTerm: 'wholesale', destinationUrl: 'https://example.com/wholesale' },
  ],
  story: {
    welcome:
      'Outdoor graphics on organic cotton: mountains, coastlines and wildflowers, drawn in the Peak District and printed the day you order.',
    craftHeading: 'Printed to order',
    craft:
      'Nothing is made until you order it, so nothing is wasted. Your order is printed within a day and leaves us within three working days.',
    quote: { text: 'The softest tee I own, and it still looks new after a year.', author: 'Amira, Leeds' },
    promises: [
      { icon: 'leaf', title: 'Organic cotton', copy: 'Grown without pesticides, soft from the first wear.' },
      { icon: 'returns', title: 'Free UK returns', copy: 'Send unworn items back within 30 days.' },
      {
        icon: 'recycle',
        title: 'Remade, not thrown away',
        copy: 'Send worn-out pieces back and we remake the material.',
      },
    ],
    studioTitle: 'Design your own',
    studioCopy: 'Put your own words or photo on a tee, hoodie or tote in the design studio.',
  },
};
