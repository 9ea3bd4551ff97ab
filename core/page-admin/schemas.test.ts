import { describe, expect, it } from 'vitest';
import { createBlockRegistry } from '../blocks';
import { validatePage } from '../blocks/validate';
import { createPage, pageFromStored } from '../pages';
import { PAGE_ADMIN_MESSAGES as M } from './messages';
import { deletePageSchema, newPageSchema, pageSettingsSchema } from './schemas';
import { PAGE_TEMPLATES } from './templates';

const errorOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('the Pages area forms', () => {
  it('a new page: blank by default, the address normalised or taken from the title', () => {
    expect(newPageSchema.parse({ title: ' Size Guide ' })).toEqual({
      template: 'blank',
      title: 'Size Guide',
      url: '/size-guide/',
    });
    expect(newPageSchema.parse({ title: 'x', url: 'Help/FAQ', template: 'faq' }).url).toBe('/help/faq/');
  });
  it('a new page: refuses a missing title, the home address, an empty address and an unknown template', () => {
    expect(errorOf(newPageSchema.safeParse({ title: '' }))).toEqual([['title', M.titleRequired]]);
    expect(errorOf(newPageSchema.safeParse({ title: 'x', url: '/' }))).toEqual([['url', M.pathIsHome]]);
    expect(errorOf(newPageSchema.safeParse({ title: 'x', url: '---' }))).toEqual([['url', M.pathEmpty]]);
    expect(errorOf(newPageSchema.safeParse({ title: 'x', template: 'x' }))).toEqual([
      ['template', M.unknownTemplate],
    ]);
  });
  it('settings: checkboxes, version and audience; the homepage keeps /', () => {
    const base = { version: '3', title: 'About', url: 'about', loginState: 'everyone' };
    expect(pageSettingsSchema.parse({ ...base, published: 'on' })).toEqual({
      version: 3,
      title: 'About',
      url: '/about/',
      description: '',
      ogImage: null,
      published: true,
      sitemap: false,
      isSearchable: false,
      loginState: 'everyone',
    });
    expect(pageSettingsSchema.parse({ ...base, isHomepage: 'true' }).url).toBe('/');
    expect(errorOf(pageSettingsSchema.safeParse({ ...base, version: '' }))).toEqual([
      ['version', M.versionMissing],
    ]);
    expect(errorOf(pageSettingsSchema.safeParse({ ...base, loginState: 'bots' }))).toEqual([
      ['loginState', M.loginStateUnknown],
    ]);
  });
  it('deleting needs the confirmation', () => {
    expect(errorOf(deletePageSchema.safeParse({}))).toEqual([['confirm', M.confirmDelete]]);
    expect(deletePageSchema.parse({ confirm: 'yes' })).toEqual({ confirm: 'yes' });
  });
  it('every template is a valid page, its blocks naming a section template', () => {
    const registry = createBlockRegistry({ builders: false });
    for (const template of PAGE_TEMPLATES) {
      const blocks = template.blocks('A <title> & more');
      const page = pageFromStored({ ...createPage({ url: '/t/', divisionId: 1 }), blocks });
      const result = validatePage(page, registry);
      expect(result.ok, template.id).toBe(true);
      for (const block of blocks) expect(['full', 'wide', 'narrow']).toContain(block.template);
      expect(JSON.stringify(blocks)).not.toContain('<title>');
    }
  });
});
