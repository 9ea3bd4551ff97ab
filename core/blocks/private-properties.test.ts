import { describe, expect, it } from 'vitest';
import { withoutPrivateProperties } from './private-properties';
import { blockFromStored } from './types';

describe('withoutPrivateProperties', () => {
  it("leaves a contact form's address out, at any depth, and everything else as it is", () => {
    const blocks = [
      blockFromStored({
        uid: 'form',
        type: 'mailContactForm',
        properties: { contactEmail: 'a@b.co', title: 'Hi' },
      }),
      blockFromStored({
        uid: 'row',
        type: 'row',
        properties: { align: 'center' },
        items: [{ uid: 'inner', type: 'mailContactForm', properties: { contactEmail: 'c@d.co' } }],
      }),
    ];
    const shown = withoutPrivateProperties(blocks);
    expect(shown[0]?.properties).toEqual({ title: 'Hi' });
    expect(shown[1]?.properties).toEqual({ align: 'center' });
    expect(shown[1]?.items[0]?.properties).toEqual({});
    expect(JSON.stringify(shown)).not.toContain('@');
    expect(blocks[0]?.properties.contactEmail).toBe('a@b.co');
  });
});
