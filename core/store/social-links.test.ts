import { describe, expect, it } from 'vitest';
import { socialLinksFormSchema } from './dashboard-settings';

const errorsOf = (input: unknown) => {
  const result = socialLinksFormSchema.safeParse(input);
  return result.success ? {} : result.error.flatten().fieldErrors;
};

describe('socialLinksFormSchema', () => {
  it('keeps the networks given, with https:// before a bare address, and leaves out empty ones', () => {
    expect(
      socialLinksFormSchema.parse({
        instagram: ' instagram.com/acme ',
        x: 'https://x.com/acme',
        youtube: '',
        facebook: 'http://facebook.com/acme',
      }),
    ).toEqual({
      instagram: 'https://instagram.com/acme',
      facebook: 'http://facebook.com/acme',
      x: 'https://x.com/acme',
    });
    expect(socialLinksFormSchema.parse({})).toEqual({});
  });

  it("refuses what is not a web address with §5's url message", () => {
    expect(errorsOf({ tiktok: 'javascript:alert(1)' })).toEqual({ tiktok: ['Please enter a valid url'] });
    expect(errorsOf({ pinterest: 'my pinterest' })).toEqual({ pinterest: ['Please enter a valid url'] });
    expect(errorsOf({ facebook: 'ftp://facebook.com/a' })).toEqual({
      facebook: ['Please enter a valid url'],
    });
  });

  it("refuses an address longer than 2000 characters with §5's max_length message", () => {
    expect(errorsOf({ youtube: `https://youtube.com/${'a'.repeat(2000)}` }).youtube).toContain(
      'Must contain no more than 2000 characters',
    );
  });

  it('ignores fields that are not networks', () => {
    expect(socialLinksFormSchema.parse({ intent: 'social-links', myspace: 'https://myspace.com/a' })).toEqual(
      {},
    );
  });
});
