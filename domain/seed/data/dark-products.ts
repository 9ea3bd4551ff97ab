import type { ProductDraft } from './build';
import { colours } from './colours';

/** Midnight Orbit palettes: deep night skies with moonlight and neon accents. */
const NIGHT = ['#0d1026', '#f4e3c3', '#f2c14e', '#5b4b8a', '#2b2f5a'];
const NEON = ['#120f24', '#ff4f8b', '#35d0ba', '#ffd23f', '#5b4b8a'];
const COSMOS = ['#151a3a', '#f28c38', '#f4e3c3', '#35d0ba', '#5b4b8a'];
const DUSK = ['#2b2f5a', '#f2a541', '#f4e3c3', '#1c3b3a', '#0d1026'];

export const darkProductDrafts: ProductDraft[] = [
  {
    name: 'Night Skate Tee',
    kind: 't-shirt',
    description:
      'A deck in neon pinks and teals, streaking through an empty car park after dark. Organic cotton tee, printed to order.',
    price: 2800,
    colours: colours('black', 'navy', 'charcoal', 'white'),
    collections: ['skate'],
    tags: ['skate', 'neon', 'night'],
    artwork: { motif: 'skateboard', palette: NEON },
    rank: 1,
  },
  {
    name: 'Ringed Planet Tee',
    kind: 't-shirt',
    description:
      'A banded gas giant and its little moon, tilted in a sea of stars. Heavyweight organic cotton, printed to order.',
    price: 2800,
    colours: colours('black', 'navy', 'charcoal'),
    collections: ['stargazing'],
    tags: ['planet', 'space', 'astronomy'],
    artwork: { motif: 'planet', palette: COSMOS },
    rank: 2,
  },
  {
    name: 'Orion Star Map Tee',
    kind: 't-shirt',
    description:
      'A star chart with the hunter traced in fine gold lines, printed straight onto organic cotton. Made to order, never mass produced.',
    price: 2600,
    salePrice: 2100,
    colours: colours('black', 'navy', 'heatherGrey'),
    collections: ['stargazing'],
    tags: ['constellation', 'astronomy', 'stars'],
    artwork: { motif: 'constellation', palette: NIGHT },
  },
  {
    name: 'Crescent Moon Tee',
    kind: 't-shirt',
    description:
      'A glowing crescent above dark hills, for night owls and early stargazers. Organic cotton tee, printed to order.',
    price: 2600,
    colours: colours('black', 'charcoal', 'burgundy'),
    collections: ['stargazing'],
    tags: ['moon', 'night sky'],
    artwork: { motif: 'moon', palette: NIGHT },
  },
  {
    name: 'Moonlit Pines Tee',
    kind: 't-shirt',
    gender: 'women',
    description:
      'Silhouetted pines under a low harvest moon, on a fitted organic cotton tee. Printed to order with water-based inks.',
    price: 2600,
    colours: colours('black', 'navy', 'sage'),
    collections: ['stargazing'],
    tags: ['forest', 'moon', 'night'],
    artwork: { motif: 'pines', palette: DUSK },
  },
  {
    name: 'Skate by Starlight Tee',
    kind: 't-shirt',
    description: 'Our motto in tall neon capitals. Organic cotton tee, printed to order for late sessions.',
    price: 2800,
    colours: colours('black', 'white', 'navy'),
    collections: ['skate'],
    tags: ['skate', 'slogan', 'typography'],
    artwork: { motif: 'text', palette: NEON, text: 'Skate by starlight' },
  },
  {
    name: 'Night Skate Hoodie',
    kind: 'hoodie',
    description:
      'The neon deck on a heavyweight organic cotton hoodie, built for cold evenings at the bowl. Printed to order.',
    price: 5800,
    colours: colours('black', 'charcoal', 'navy'),
    collections: ['skate'],
    tags: ['skate', 'neon', 'hoodie'],
    artwork: { motif: 'skateboard', palette: NEON },
    rank: 3,
  },
  {
    name: 'Ringed Planet Hoodie',
    kind: 'hoodie',
    description:
      'Our ringed planet badge on a brushed organic cotton hoodie. Printed to order and made to be remade.',
    price: 6000,
    salePrice: 4800,
    colours: colours('black', 'navy', 'charcoal'),
    collections: ['stargazing'],
    tags: ['planet', 'space', 'hoodie'],
    artwork: { motif: 'planet', palette: COSMOS },
  },
  {
    name: 'Orion Star Map Hoodie',
    kind: 'hoodie',
    description:
      'A gold star chart on a deep-coloured organic cotton hoodie, for long nights under dark skies. Printed to order.',
    price: 5600,
    colours: colours('black', 'navy', 'charcoal', 'burgundy'),
    collections: ['stargazing'],
    tags: ['constellation', 'astronomy', 'hoodie'],
    artwork: { motif: 'constellation', palette: NIGHT },
  },
  {
    name: 'Moon Phase Sweater',
    kind: 'sweater',
    description:
      'A crescent moon badge on a loopback organic cotton crew neck with ribbed cuffs. Printed to order in the UK.',
    price: 5000,
    colours: colours('charcoal', 'black', 'navy'),
    collections: ['stargazing'],
    tags: ['moon', 'sweatshirt'],
    artwork: { motif: 'moon', palette: NIGHT },
  },
  {
    name: 'After Dark Sweater',
    kind: 'sweater',
    description: 'Two words in glowing capitals on a cosy organic cotton crew neck. Printed to order.',
    price: 4800,
    salePrice: 3900,
    colours: colours('black', 'heatherGrey', 'charcoal'),
    collections: ['skate'],
    tags: ['slogan', 'typography', 'sweatshirt'],
    artwork: { motif: 'text', palette: NEON, text: 'After dark' },
  },
  {
    name: 'Night Market Tote Bag',
    kind: 'tote-bag',
    description:
      'A gold star chart on a heavyweight organic canvas tote with long handles. Printed to order and built to last.',
    price: 1700,
    colours: colours('black', 'natural'),
    tags: ['tote', 'constellation'],
    artwork: { motif: 'constellation', palette: NIGHT },
  },
  {
    name: 'Ringed Planet Art Print',
    kind: 'art-print',
    description:
      'Our ringed planet as a deep-space giclee print on heavyweight recycled paper. Printed to order and shipped flat.',
    price: 3500,
    colours: colours('white'),
    collections: ['stargazing'],
    tags: ['art print', 'planet', 'space'],
    artwork: { motif: 'planet', palette: COSMOS },
  },
  {
    name: 'Moonlit Pines Art Print',
    kind: 'art-print',
    description:
      'Layered pines under a harvest moon, on warm natural recycled paper. Printed to order in A4, A3 or A2.',
    price: 3000,
    colours: colours('natural'),
    collections: ['stargazing'],
    tags: ['art print', 'forest', 'moon'],
    artwork: { motif: 'pines', palette: DUSK },
  },
  {
    name: 'Orion Star Map Art Print',
    kind: 'art-print',
    description:
      'A star chart of the hunter in gold on midnight blue. Giclee print on recycled paper, printed to order.',
    price: 2800,
    colours: colours('white'),
    collections: ['stargazing'],
    tags: ['art print', 'constellation', 'astronomy'],
    artwork: { motif: 'constellation', palette: NIGHT },
  },
  {
    name: 'Night Skate Sticker',
    kind: 'sticker',
    description:
      'The neon deck on a tough die-cut vinyl sticker for boards and helmets. Waterproof and printed to order.',
    price: 450,
    colours: colours('white'),
    collections: ['skate'],
    tags: ['sticker', 'skate'],
    artwork: { motif: 'skateboard', palette: NEON },
  },
  {
    name: 'Ringed Planet Sticker',
    kind: 'sticker',
    description: 'A glossy die-cut vinyl sticker of our ringed planet. Weatherproof and printed to order.',
    price: 450,
    colours: colours('white'),
    collections: ['stargazing'],
    tags: ['sticker', 'planet'],
    artwork: { motif: 'planet', palette: COSMOS },
  },
  {
    name: 'Crescent Moon Sticker',
    kind: 'sticker',
    description: 'A small glowing moon on a round die-cut vinyl sticker. Waterproof and fade-resistant.',
    price: 400,
    salePrice: 300,
    colours: colours('white'),
    collections: ['stargazing'],
    tags: ['sticker', 'moon'],
    artwork: { motif: 'moon', palette: NIGHT },
  },
];
