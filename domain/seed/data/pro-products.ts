import type { ProductDraft } from './build';
import { colours } from './colours';

/** Offset Studio palettes: Swiss-poster primaries and riso-print brights. */
const SWISS = ['#f4efe4', '#e63946', '#1d3557', '#f1c40f', '#0aadff'];
const RISO = ['#fdf6e3', '#ff4f8b', '#0aadff', '#ffd23f', '#1d3557'];
const MONO = ['#111111', '#f4efe4', '#e63946', '#0aadff', '#f1c40f'];
const OCEAN = ['#0aadff', '#1d3557', '#f4efe4', '#0b6e99', '#e63946'];

export const proProductDrafts: ProductDraft[] = [
  {
    name: 'Grid System Tee',
    kind: 't-shirt',
    description:
      'Nine modular tiles from our Swiss grid series, screen-print style on a heavyweight organic cotton tee. Printed to order in small runs.',
    price: 3000,
    colours: colours('white', 'black', 'heatherGrey'),
    collections: ['limited-edition'],
    tags: ['geometric', 'swiss', 'design'],
    artwork: { motif: 'geometric', palette: SWISS },
    rank: 1,
  },
  {
    name: 'Halftone Sun Tee',
    kind: 't-shirt',
    description:
      'A sun built from a single halftone screen, as if pulled off a riso press. Boxy organic cotton tee, printed to order.',
    price: 3000,
    colours: colours('black', 'white', 'navy'),
    tags: ['halftone', 'sun', 'print'],
    artwork: { motif: 'halftone', palette: RISO },
    rank: 2,
  },
  {
    name: 'Form Follows Function Tee',
    kind: 't-shirt',
    description:
      'The design rule we live by, set in heavy grotesque capitals. Organic cotton tee, printed to order in the UK.',
    price: 3200,
    salePrice: 2600,
    colours: colours('white', 'black', 'heatherGrey'),
    tags: ['typography', 'slogan', 'design'],
    artwork: { motif: 'text', palette: SWISS, text: 'Form follows function' },
  },
  {
    name: 'Swiss Wave Tee',
    kind: 't-shirt',
    description:
      'Repeating scallop waves in electric blue, cropped into a crisp circle. A heavyweight organic cotton tee, printed to order.',
    price: 2900,
    colours: colours('white', 'skyBlue', 'navy'),
    tags: ['waves', 'pattern'],
    artwork: { motif: 'waves', palette: OCEAN },
  },
  {
    name: 'Primary Shapes Tee',
    kind: 't-shirt',
    gender: 'women',
    description:
      'Arches, circles and triangles in primary colours on a fitted organic cotton tee. Printed to order in small batches.',
    price: 3000,
    colours: colours('white', 'sand', 'black'),
    tags: ['geometric', 'bauhaus'],
    artwork: { motif: 'geometric', palette: RISO, seed: 2 },
  },
  {
    name: 'Offset Rainbow Tee',
    kind: 't-shirt',
    description:
      'Five overprinted bands inspired by misregistered offset proofs. Organic cotton, printed to order.',
    price: 2800,
    colours: colours('white', 'black', 'sand'),
    tags: ['rainbow', 'print'],
    artwork: { motif: 'stripes', palette: RISO },
  },
  {
    name: 'Grid System Hoodie',
    kind: 'hoodie',
    description:
      'Our Swiss grid tiles on a heavyweight organic cotton hoodie with a lined hood. Printed to order in limited runs.',
    price: 5800,
    colours: colours('black', 'heatherGrey', 'navy'),
    collections: ['limited-edition'],
    tags: ['geometric', 'swiss', 'hoodie'],
    artwork: { motif: 'geometric', palette: SWISS },
    rank: 3,
  },
  {
    name: 'Halftone Sun Hoodie',
    kind: 'hoodie',
    description:
      'The riso halftone sun on a brushed organic cotton hoodie. Printed to order and made to be remade.',
    price: 6000,
    salePrice: 4800,
    colours: colours('black', 'white', 'navy'),
    tags: ['halftone', 'sun', 'hoodie'],
    artwork: { motif: 'halftone', palette: RISO },
  },
  {
    name: 'Less But Better Hoodie',
    kind: 'hoodie',
    description:
      'Three words every designer should pin above their desk. Heavyweight organic cotton hoodie, printed to order.',
    price: 5600,
    colours: colours('heatherGrey', 'black', 'navy'),
    tags: ['typography', 'slogan', 'hoodie'],
    artwork: { motif: 'text', palette: MONO, text: 'Less but better' },
  },
  {
    name: 'Offset Rainbow Sweater',
    kind: 'sweater',
    description:
      'Overprinted rainbow bands on a loopback organic cotton crew neck. Printed to order in the UK.',
    price: 5000,
    colours: colours('sand', 'heatherGrey', 'navy'),
    tags: ['rainbow', 'sweatshirt'],
    artwork: { motif: 'stripes', palette: RISO },
  },
  {
    name: 'Primary Shapes Sweater',
    kind: 'sweater',
    description:
      'Bauhaus-inspired tiles on a boxy organic cotton crew neck with ribbed cuffs. Printed to order.',
    price: 5200,
    colours: colours('white', 'black', 'sand'),
    collections: ['limited-edition'],
    tags: ['geometric', 'bauhaus', 'sweatshirt'],
    artwork: { motif: 'geometric', palette: SWISS, seed: 6 },
  },
  {
    name: 'Studio Tote Bag',
    kind: 'tote-bag',
    description:
      'Our halftone sun on a heavyweight organic canvas tote, big enough for a laptop and a sketchbook. Printed to order.',
    price: 1800,
    colours: colours('natural', 'black'),
    tags: ['tote', 'halftone'],
    artwork: { motif: 'halftone', palette: RISO },
  },
  {
    name: 'Type Specimen Tote Bag',
    kind: 'tote-bag',
    description:
      'A tote for type nerds, lettered in heavy grotesque capitals. Organic cotton canvas, printed to order.',
    price: 1600,
    colours: colours('natural', 'black'),
    tags: ['tote', 'typography'],
    artwork: { motif: 'text', palette: SWISS, text: 'Kern your enthusiasm' },
  },
  {
    name: 'Composition No. 1 Art Print',
    kind: 'art-print',
    description:
      'A full-bleed grid of primary shapes, the poster that started the studio. Giclee print on 100% recycled paper, printed to order.',
    price: 4500,
    colours: colours('white'),
    collections: ['limited-edition'],
    tags: ['art print', 'geometric', 'poster'],
    artwork: { motif: 'geometric', palette: SWISS, seed: 1 },
    rank: 4,
  },
  {
    name: 'Halftone Sun Art Print',
    kind: 'art-print',
    description:
      'Our riso halftone sun as a giclee print on warm natural paper. Printed to order and shipped flat.',
    price: 3500,
    colours: colours('natural'),
    tags: ['art print', 'halftone', 'poster'],
    artwork: { motif: 'halftone', palette: RISO },
  },
  {
    name: 'Offset Rainbow Art Print',
    kind: 'art-print',
    description:
      'Overprinted rainbow bands on a soft cream ground. Giclee print on recycled paper, printed to order.',
    price: 3000,
    salePrice: 2400,
    colours: colours('white'),
    tags: ['art print', 'rainbow', 'poster'],
    artwork: { motif: 'stripes', palette: RISO },
  },
  {
    name: 'Swiss Wave Art Print',
    kind: 'art-print',
    description:
      'Electric blue scallop waves from edge to edge. Giclee print on natural recycled paper, printed to order.',
    price: 3500,
    colours: colours('natural'),
    tags: ['art print', 'waves', 'poster'],
    artwork: { motif: 'waves', palette: OCEAN },
  },
  {
    name: 'Grid Sticker',
    kind: 'sticker',
    description: 'A round die-cut vinyl sticker of our Swiss grid tiles. Waterproof and printed to order.',
    price: 500,
    colours: colours('white'),
    tags: ['sticker', 'geometric'],
    artwork: { motif: 'geometric', palette: SWISS },
  },
  {
    name: 'Halftone Sticker',
    kind: 'sticker',
    description:
      'The halftone sun on a glossy die-cut vinyl sticker for sketchbooks and laptops. Waterproof, fade-resistant and printed to order.',
    price: 500,
    salePrice: 400,
    colours: colours('white'),
    tags: ['sticker', 'halftone'],
    artwork: { motif: 'halftone', palette: RISO },
  },
];
