import { randomUUID } from 'node:crypto';
import type { StoredBlock } from '../../core/blocks/types';

/** The home page a new store opens with: a welcome, its products, a way into the studio and a mailing list. */
export function starterHomeBlocks(companyName: string): StoredBlock[] {
  const block = (type: string, order: number, properties: Record<string, unknown>, x = 12): StoredBlock => ({
    uid: `starter-${type}-${randomUUID().slice(0, 8)}`,
    type,
    order,
    size: { x, y: 1 },
    flags: {},
    properties,
    items: [],
  });
  return [
    block('text', 1, {
      text: `<h1>Welcome to ${escapeHtml(companyName)}</h1><p>Printed to order, just for you. Have a look around.</p>`,
    }),
    block('productList', 2, { title: 'Our products', sortBy: 'bestsellerOrder', limit: 4 }),
    block('button', 3, { text: 'Design your own', href: '/studio/', primary: true }, 6),
    block('newsletterSubscribe', 4, {
      title: 'Join our mailing list',
      copy: 'Hear about new designs first.',
    }),
  ];
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
