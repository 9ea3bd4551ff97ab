import type { BlockTemplate } from '../blocks/templates';
import type { StoredBlock } from '../blocks/types';

/**
 * The starting points of a new page: blank, or a template of blocks the merchant then edits on their store.
 * Each block names its section template (core/blocks/templates), so template pages render in template mode.
 */
export interface PageTemplate {
  id: string;
  name: string;
  /** One line for the chooser. */
  description: string;
  blocks(title: string): StoredBlock[];
}

let sequence = 0;
function block(
  type: string,
  order: number,
  template: BlockTemplate,
  properties: Record<string, unknown>,
): StoredBlock {
  sequence += 1;
  return {
    uid: `${type}-${order}-${Date.now().toString(36)}${sequence.toString(36)}`,
    type,
    order,
    size: { x: 12, y: 1 },
    flags: {},
    properties,
    items: [],
    template,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const heading = (title: string, copy: string) => `<h1>${escapeHtml(title)}</h1><p>${copy}</p>`;

export const PAGE_TEMPLATES: readonly PageTemplate[] = [
  {
    id: 'blank',
    name: 'Blank',
    description: 'An empty page to build from scratch.',
    blocks: () => [],
  },
  {
    id: 'about',
    name: 'About us',
    description: 'Your story in a few paragraphs, and a way into your shop.',
    blocks: (title) => [
      block('text', 1, 'narrow', {
        text: `${heading(title, 'Tell shoppers who you are and why you started.')}<p>Say what you make, how it is printed, and what you care about.</p>`,
      }),
      block('button', 2, 'narrow', { text: 'See our products', href: '/', primary: true }),
    ],
  },
  {
    id: 'faq',
    name: 'Questions and answers',
    description: 'Common questions on delivery, returns and sizes, each opening on a tap.',
    blocks: (title) => [
      block('text', 1, 'narrow', { text: heading(title, 'The answers shoppers ask for most.') }),
      block('expandable', 2, 'narrow', {
        title: 'When will my order arrive?',
        copy: 'Every item is printed to order and usually ships within a few working days.',
      }),
      block('expandable', 3, 'narrow', {
        title: 'Can I return an item?',
        copy: 'Yes: send it back unworn within 30 days for a refund.',
      }),
      block('expandable', 4, 'narrow', {
        title: 'How do the sizes fit?',
        copy: 'Each product page has a size guide; if you are between sizes, choose the larger.',
      }),
    ],
  },
  {
    id: 'showcase',
    name: 'Product showcase',
    description: 'A headline over your best sellers, for a launch or a campaign.',
    blocks: (title) => [
      block('text', 1, 'wide', { text: heading(title, 'Printed to order, just for you.') }),
      block('productList', 2, 'wide', { title: 'Best sellers', sortBy: 'bestsellerOrder', limit: 8 }),
      block('newsletterSubscribe', 3, 'narrow', {
        title: 'Hear about new designs first',
        copy: 'Join our mailing list.',
      }),
    ],
  },
];

export const PAGE_TEMPLATE_IDS = PAGE_TEMPLATES.map((template) => template.id) as [string, ...string[]];

export function pageTemplate(id: string): PageTemplate | undefined {
  return PAGE_TEMPLATES.find((template) => template.id === id);
}
