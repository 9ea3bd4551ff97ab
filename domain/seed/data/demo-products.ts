import type { ProductDraft } from './build';
import { colours } from './colours';

/** Northwind Threads palettes: background first, then accents. */
const DUSK = ['#1f2a44', '#f2c14e', '#f28c38', '#3f7d6e', '#2e5e3e'];
const FOREST = ['#e8efe4', '#2e5e3e', '#9caf88', '#d9a437', '#1f3b2b'];
const COAST = ['#8cc3e8', '#1f2a44', '#f4efe4', '#2b5d8a', '#e85d3a'];
const SUNSET = ['#f4e3c3', '#e85d3a', '#f2a541', '#6d1f2f', '#2b3a55'];
const MEADOW = ['#f5efe0', '#e3b5b0', '#d9a437', '#5b7f4a', '#6d1f2f'];
const ALPINE = ['#cfe3ee', '#ffffff', '#f2c14e', '#46627f', '#2f4a3a'];
const NIGHT = ['#1f2a44', '#f4e3c3', '#f2c14e', '#3f7d6e', '#2e5e3e'];
const BAUHAUS = ['#f4efe4', '#e85d3a', '#1f2a44', '#f2c14e', '#3f7d6e'];

export const demoProductDrafts: ProductDraft[] = [
  // Men's t-shirts
  {
    name: 'Summit Sunrise Tee',
    kind: 't-shirt',
    gender: 'men',
    description:
      'First light breaking over a jagged alpine ridge, printed on a heavyweight 100% organic cotton tee. Made to order in our wind-powered factory, so nothing sits in a warehouse. When it is worn out, send it back and we will remake it.',
    price: 2600,
    colours: colours('white', 'navy', 'forestGreen', 'heatherGrey', 'black'),
    defaultColour: 'Navy',
    collections: ['new-in'],
    tags: ['mountains', 'outdoors', 'organic cotton'],
    artwork: { motif: 'mountains', palette: DUSK },
    rank: 1,
  },
  {
    name: 'Tideline Waves Tee',
    kind: 't-shirt',
    gender: 'men',
    description:
      'Rolling scallop waves inspired by old woodblock prints, on a soft organic cotton tee with a relaxed fit. Printed to order with water-based inks.',
    price: 2500,
    salePrice: 1900,
    colours: colours('white', 'skyBlue', 'navy', 'sand'),
    tags: ['waves', 'coast', 'organic cotton'],
    artwork: { motif: 'waves', palette: COAST },
  },
  {
    name: 'Pine Ridge Tee',
    kind: 't-shirt',
    gender: 'men',
    description:
      'A dusk sky settling over rows of evergreens, for anyone happiest in the woods. Organic cotton, printed to order and designed to be remade when you are done with it.',
    price: 2600,
    colours: colours('forestGreen', 'black', 'heatherGrey', 'sand'),
    tags: ['forest', 'trees', 'outdoors'],
    artwork: { motif: 'pines', palette: DUSK, seed: 2 },
  },
  {
    name: 'Wild at Heart Tee',
    kind: 't-shirt',
    gender: 'men',
    description:
      'Bold stacked lettering for the restless ones. Printed to order on a midweight organic cotton tee that softens with every wash.',
    price: 2400,
    colours: colours('white', 'black', 'burgundy', 'sand'),
    tags: ['slogan', 'typography'],
    artwork: { motif: 'text', palette: SUNSET, text: 'Wild at heart' },
  },
  {
    name: 'Golden Hour Tee',
    kind: 't-shirt',
    gender: 'men',
    description:
      'A retro sunset sinking into a calm sea, framed in a round badge. Cut from 100% organic cotton and printed only when you order it, so there is no waste.',
    price: 2800,
    colours: colours('white', 'navy', 'black', 'heatherGrey', 'sand', 'burgundy'),
    defaultColour: 'White',
    collections: ['new-in'],
    tags: ['sunset', 'retro', 'organic cotton'],
    artwork: { motif: 'sun', palette: SUNSET },
    rank: 3,
  },
  {
    name: 'Field Notes Leaf Tee',
    kind: 't-shirt',
    gender: 'men',
    description:
      'Hand-drawn leaves and berries from a walk through the hedgerows. Soft organic cotton, printed to order in the UK.',
    price: 2400,
    salePrice: 1800,
    colours: colours('white', 'sand', 'heatherGrey'),
    tags: ['botanical', 'leaves', 'nature'],
    artwork: { motif: 'leaf', palette: FOREST },
  },
  // Women's t-shirts
  {
    name: 'Wildflower Meadow Tee',
    kind: 't-shirt',
    gender: 'women',
    description:
      'A posy of meadow daisies on a fitted organic cotton tee. Printed to order with water-based inks, and fully recyclable when it reaches the end of its life.',
    price: 2600,
    colours: colours('white', 'dustyPink', 'sage', 'sand', 'black'),
    collections: ['new-in'],
    tags: ['flowers', 'botanical', 'organic cotton'],
    artwork: { motif: 'flower', palette: MEADOW },
    rank: 2,
  },
  {
    name: 'Retro Rainbow Tee',
    kind: 't-shirt',
    gender: 'women',
    description:
      'Five warm bands of colour arching over a fitted organic cotton tee. A seventies classic, printed to order so nothing goes to waste.',
    price: 2400,
    salePrice: 1900,
    colours: colours('white', 'sand', 'black', 'skyBlue'),
    tags: ['rainbow', 'retro'],
    artwork: { motif: 'stripes', palette: SUNSET },
  },
  {
    name: 'Crescent Moon Tee',
    kind: 't-shirt',
    gender: 'women',
    description:
      'A glowing crescent rising over quiet hills and a sky full of stars. Fitted organic cotton tee, printed to order.',
    price: 2600,
    colours: colours('black', 'navy', 'heatherGrey', 'burgundy'),
    tags: ['moon', 'night sky', 'stars'],
    artwork: { motif: 'moon', palette: NIGHT },
  },
  {
    name: 'Alpine Lake Tee',
    kind: 't-shirt',
    gender: 'women',
    description:
      'Snow-capped peaks in cool morning blues, on a fitted tee cut from 100% organic cotton. Made to order and built to be remade.',
    price: 2800,
    colours: colours('white', 'skyBlue', 'sage', 'heatherGrey'),
    collections: ['new-in'],
    tags: ['mountains', 'outdoors'],
    artwork: { motif: 'mountains', palette: ALPINE, seed: 4 },
  },
  {
    name: 'Slow Living Tee',
    kind: 't-shirt',
    gender: 'women',
    description:
      'A gentle reminder in chunky capitals. Organic cotton, fitted cut, printed to order in a renewable-energy factory.',
    price: 2200,
    colours: colours('sand', 'white', 'sage'),
    tags: ['slogan', 'typography', 'mindful'],
    artwork: { motif: 'text', palette: FOREST, text: 'Slow living' },
  },
  {
    name: 'Sea Breeze Tee',
    kind: 't-shirt',
    gender: 'women',
    description:
      'Layered waves in sea blues with a warm coral sun. A fitted organic cotton tee, printed to order with water-based inks.',
    price: 2500,
    salePrice: 2000,
    colours: colours('white', 'navy', 'dustyPink'),
    tags: ['waves', 'coast', 'summer'],
    artwork: { motif: 'waves', palette: COAST, seed: 3 },
  },
  // Kids' t-shirts
  {
    name: 'Little Explorer Kids Tee',
    kind: 't-shirt',
    gender: 'kids',
    description:
      'Mountains, pine trees and a big orange sun for small adventurers. Soft organic cotton that stands up to muddy knees, printed to order.',
    price: 2000,
    colours: colours('white', 'skyBlue', 'mustard'),
    collections: ['new-in'],
    tags: ['kids', 'mountains', 'outdoors'],
    artwork: { motif: 'mountains', palette: DUSK, seed: 7 },
  },
  {
    name: 'Skate Buddy Kids Tee',
    kind: 't-shirt',
    gender: 'kids',
    description:
      'A speedy skateboard in sunny colours. Made from 100% organic cotton and printed to order, so every tee is fresh.',
    price: 2000,
    colours: colours('white', 'heatherGrey', 'navy'),
    tags: ['kids', 'skate'],
    artwork: { motif: 'skateboard', palette: SUNSET },
  },
  {
    name: 'Space Cadet Kids Tee',
    kind: 't-shirt',
    gender: 'kids',
    description:
      'A ringed planet and its little moon, floating in a starry sky. Organic cotton kids tee, printed to order.',
    price: 2000,
    salePrice: 1600,
    colours: colours('navy', 'black', 'white'),
    tags: ['kids', 'space', 'planets'],
    artwork: { motif: 'planet', palette: NIGHT },
  },
  {
    name: 'Tiny Blooms Kids Tee',
    kind: 't-shirt',
    gender: 'kids',
    description:
      'Three happy daisies on a soft organic cotton tee for little ones. Printed to order with skin-friendly water-based inks.',
    price: 2000,
    colours: colours('white', 'dustyPink', 'sage'),
    tags: ['kids', 'flowers'],
    artwork: { motif: 'flower', palette: MEADOW, seed: 2 },
  },
  // Hoodies
  {
    name: 'Summit Sunrise Hoodie',
    kind: 'hoodie',
    description:
      'Our bestselling mountain badge on a brushed-back organic cotton hoodie with a kangaroo pocket. Printed to order and made to be remade.',
    price: 5500,
    colours: colours('navy', 'black', 'forestGreen', 'heatherGrey'),
    tags: ['mountains', 'outdoors', 'hoodie'],
    artwork: { motif: 'mountains', palette: DUSK },
    rank: 4,
  },
  {
    name: 'Tideline Waves Hoodie',
    kind: 'hoodie',
    description:
      'Woodblock-style waves on a cosy organic cotton hoodie for cold beach walks. Printed to order with water-based inks.',
    price: 5500,
    salePrice: 4400,
    colours: colours('navy', 'white', 'skyBlue', 'heatherGrey'),
    tags: ['waves', 'coast', 'hoodie'],
    artwork: { motif: 'waves', palette: COAST },
  },
  {
    name: 'Evergreen Hoodie',
    kind: 'hoodie',
    description:
      'Layered pine forest under a dusky sky, on a heavyweight organic cotton hoodie. Every one is printed to order in our renewable-energy factory.',
    price: 5800,
    colours: colours('forestGreen', 'black', 'sand', 'heatherGrey', 'burgundy'),
    collections: ['new-in'],
    tags: ['forest', 'trees', 'hoodie'],
    artwork: { motif: 'pines', palette: DUSK },
  },
  {
    name: 'Night Sky Hoodie',
    kind: 'hoodie',
    description:
      'A crescent moon and scattered stars for late-night wanderers. Soft organic cotton hoodie, printed to order.',
    price: 5500,
    colours: colours('black', 'navy', 'burgundy'),
    tags: ['moon', 'night sky', 'hoodie'],
    artwork: { motif: 'moon', palette: NIGHT },
  },
  {
    name: 'Bauhaus Blocks Hoodie',
    kind: 'hoodie',
    description:
      'Nine tiles of circles, arches and triangles in a modernist palette. Organic cotton hoodie, printed to order.',
    price: 5200,
    colours: colours('white', 'black', 'sand'),
    tags: ['geometric', 'modernist', 'hoodie'],
    artwork: { motif: 'geometric', palette: BAUHAUS },
  },
  {
    name: 'Little Explorer Kids Hoodie',
    kind: 'hoodie',
    gender: 'kids',
    description:
      'A warm organic cotton hoodie for small hikers, with our mountain badge on the front. Printed to order and tough enough to hand down.',
    price: 4500,
    colours: colours('navy', 'forestGreen', 'skyBlue'),
    tags: ['kids', 'mountains', 'hoodie'],
    artwork: { motif: 'mountains', palette: DUSK, seed: 7 },
  },
  // Sweaters
  {
    name: 'Golden Hour Sweater',
    kind: 'sweater',
    description:
      'Our retro sunset badge on a classic crew neck sweatshirt with ribbed cuffs and hem. Organic cotton fleece, printed to order.',
    price: 4800,
    colours: colours('sand', 'navy', 'heatherGrey', 'forestGreen'),
    collections: ['new-in'],
    tags: ['sunset', 'retro', 'sweatshirt'],
    artwork: { motif: 'sun', palette: SUNSET },
    rank: 5,
  },
  {
    name: 'Botanical Sweater',
    kind: 'sweater',
    description:
      'Hand-drawn leaves and berries on a soft organic cotton crew neck. Printed to order, so we only make what you buy.',
    price: 4600,
    salePrice: 3700,
    colours: colours('white', 'sand', 'forestGreen'),
    tags: ['botanical', 'leaves', 'sweatshirt'],
    artwork: { motif: 'leaf', palette: FOREST },
  },
  {
    name: 'Wildflower Sweater',
    kind: 'sweater',
    gender: 'women',
    description:
      'Meadow daisies on a relaxed organic cotton crew neck. Printed to order with water-based inks and built to be remade.',
    price: 4800,
    colours: colours('dustyPink', 'white', 'heatherGrey'),
    tags: ['flowers', 'botanical', 'sweatshirt'],
    artwork: { motif: 'flower', palette: MEADOW },
  },
  {
    name: 'Halftone Sun Sweater',
    kind: 'sweater',
    description:
      'A setting sun dissolving into halftone dots, like an old screen print. Organic cotton crew neck, printed to order.',
    price: 4600,
    colours: colours('black', 'navy', 'burgundy', 'sand'),
    tags: ['sun', 'halftone', 'sweatshirt'],
    artwork: { motif: 'halftone', palette: SUNSET },
  },
  {
    name: 'Slow Living Sweater',
    kind: 'sweater',
    description:
      'Our slow living slogan on a cosy organic cotton crew neck for lazy Sundays. Printed to order in the UK.',
    price: 4400,
    salePrice: 3500,
    colours: colours('heatherGrey', 'sand', 'sage'),
    tags: ['slogan', 'typography', 'sweatshirt'],
    artwork: { motif: 'text', palette: FOREST, text: 'Slow living' },
  },
  // Tote bags
  {
    name: 'Wildflower Tote Bag',
    kind: 'tote-bag',
    description:
      'A sturdy organic cotton canvas tote with long handles and our meadow daisy print. Printed to order and strong enough for the weekly shop.',
    price: 1600,
    colours: colours('natural', 'black'),
    tags: ['tote', 'flowers', 'reusable'],
    artwork: { motif: 'flower', palette: MEADOW },
  },
  {
    name: 'Summit Tote Bag',
    kind: 'tote-bag',
    description:
      'Our mountain sunrise badge on a heavyweight organic canvas tote. Made to order and built to last for years of use.',
    price: 1600,
    colours: colours('natural', 'navy'),
    collections: ['new-in'],
    tags: ['tote', 'mountains', 'reusable'],
    artwork: { motif: 'mountains', palette: DUSK },
  },
  {
    name: 'Market Day Tote Bag',
    kind: 'tote-bag',
    description:
      'Big bold lettering for farmers market mornings. Organic cotton canvas, printed to order with water-based inks.',
    price: 1400,
    salePrice: 1100,
    colours: colours('natural', 'black'),
    tags: ['tote', 'slogan', 'reusable'],
    artwork: { motif: 'text', palette: SUNSET, text: 'Market day' },
  },
  {
    name: 'Bauhaus Tote Bag',
    kind: 'tote-bag',
    description:
      'Modernist tiles of arches and circles on an organic canvas tote with reinforced handles. Printed to order.',
    price: 1800,
    colours: colours('natural', 'black'),
    tags: ['tote', 'geometric', 'reusable'],
    artwork: { motif: 'geometric', palette: BAUHAUS, seed: 5 },
  },
  // Art prints
  {
    name: 'Summit Sunrise Art Print',
    kind: 'art-print',
    description:
      'Our mountain sunrise as a giclee print on heavyweight 100% recycled paper. Printed to order and shipped flat in plastic-free packaging.',
    price: 2500,
    colours: colours('white'),
    tags: ['art print', 'mountains', 'wall art'],
    artwork: { motif: 'mountains', palette: DUSK },
  },
  {
    name: 'Tideline Waves Art Print',
    kind: 'art-print',
    description:
      'Layered scallop waves on a warm natural paper stock, inspired by Japanese woodblock prints. Printed to order and sent flat.',
    price: 2500,
    colours: colours('natural'),
    tags: ['art print', 'waves', 'wall art'],
    artwork: { motif: 'waves', palette: COAST },
  },
  {
    name: 'Evergreen Forest Art Print',
    kind: 'art-print',
    description:
      'A forest of pines under a star-speckled dusk, on archival recycled paper. Printed to order in A4, A3 or A2.',
    price: 3500,
    colours: colours('natural'),
    collections: ['new-in'],
    tags: ['art print', 'forest', 'wall art'],
    artwork: { motif: 'pines', palette: DUSK },
  },
  {
    name: 'Golden Hour Art Print',
    kind: 'art-print',
    description:
      'A retro sunset over still water in warm corals and golds. Giclee print on heavyweight recycled paper, printed to order.',
    price: 3000,
    salePrice: 2200,
    colours: colours('white'),
    tags: ['art print', 'sunset', 'retro'],
    artwork: { motif: 'sun', palette: SUNSET },
  },
  {
    name: 'Bauhaus No. 3 Art Print',
    kind: 'art-print',
    description:
      'A modernist grid of arches, circles and triangles. Museum-grade giclee print on 100% recycled paper, printed to order.',
    price: 4500,
    colours: colours('white'),
    tags: ['art print', 'geometric', 'modernist'],
    artwork: { motif: 'geometric', palette: BAUHAUS, seed: 3 },
  },
  {
    name: 'Botanical Study Art Print',
    kind: 'art-print',
    description:
      'Leaves and berries drawn in a naturalist style, on a soft natural paper stock. Printed to order and posted flat.',
    price: 2000,
    colours: colours('natural'),
    tags: ['art print', 'botanical', 'wall art'],
    artwork: { motif: 'leaf', palette: FOREST },
  },
  // Stickers
  {
    name: 'Summit Sticker',
    kind: 'sticker',
    description:
      'Our mountain badge as a tough die-cut vinyl sticker with a white border. Waterproof and perfect for water bottles and laptops.',
    price: 400,
    colours: colours('white'),
    tags: ['sticker', 'mountains'],
    artwork: { motif: 'mountains', palette: DUSK },
  },
  {
    name: 'Wave Sticker',
    kind: 'sticker',
    description:
      'Woodblock waves on a round die-cut vinyl sticker. Weatherproof, dishwasher-safe and printed to order.',
    price: 400,
    colours: colours('white'),
    tags: ['sticker', 'waves'],
    artwork: { motif: 'waves', palette: COAST },
  },
  {
    name: 'Crescent Moon Sticker',
    kind: 'sticker',
    description:
      'A glowing crescent moon over quiet hills, on a glossy die-cut vinyl sticker. Printed to order.',
    price: 350,
    colours: colours('white'),
    tags: ['sticker', 'moon'],
    artwork: { motif: 'moon', palette: NIGHT },
  },
  {
    name: 'Rainbow Sticker',
    kind: 'sticker',
    description:
      'Our retro rainbow on a round die-cut vinyl sticker. Tough, waterproof and printed to order.',
    price: 300,
    colours: colours('white'),
    tags: ['sticker', 'rainbow', 'retro'],
    artwork: { motif: 'stripes', palette: SUNSET },
  },
  {
    name: 'Wildflower Sticker',
    kind: 'sticker',
    description: 'Meadow daisies on a glossy die-cut vinyl sticker. Waterproof and fade-resistant.',
    price: 400,
    salePrice: 300,
    colours: colours('white'),
    tags: ['sticker', 'flowers'],
    artwork: { motif: 'flower', palette: MEADOW },
  },
  {
    name: 'Leave No Trace Sticker',
    kind: 'sticker',
    description:
      'A simple promise for the trail, in bold capitals on a die-cut vinyl sticker. Waterproof and printed to order.',
    price: 500,
    colours: colours('white'),
    collections: ['new-in'],
    tags: ['sticker', 'slogan', 'outdoors'],
    artwork: { motif: 'text', palette: FOREST, text: 'Leave no trace' },
  },
];
