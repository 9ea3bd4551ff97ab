import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  conversionId,
  conversionLabel,
  embedCode,
  facebookPixel,
  measurementId,
  pinterestPixel,
  siteVerification,
  trackingId,
} from './marketing';

const digit = fc.constantFrom(...'0123456789');
const digits = (min: number, max = min) => fc.string({ unit: digit, minLength: min, maxLength: max });
const upperAlnum = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
const labelChar = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_');

const FB_SNIPPET = `<!-- Meta Pixel Code -->
<script>
!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?
n.callMethod.apply(n,arguments):n.queue.push(arguments)};}(window, document,'script',
'https://connect.facebook.net/en_US/fbevents.js');
fbq('init', '1234567890123456');
fbq('track', 'PageView');
</script>`;

const PIN_SNIPPET = `<script type="text/javascript">
!function(e){if(!window.pintrk){window.pintrk = function () {}}}("https://s.pinimg.com/ct/core.js");
pintrk('load', '2612345678901', {em: '<user_email_address>'});
pintrk('page');
</script>`;

describe('measurement_id', () => {
  it('has the spec message', () => {
    expect(measurementId.message()).toBe('Invalid measurement ID');
  });

  it.each(['G-ABC1234', 'G-1234567890AB', 'G-XXXXXXXXXX'])('accepts %s', (value) => {
    expect(measurementId.test(value)).toBe(true);
  });

  it.each([
    'G-ABC123',
    'G-1234567890ABC',
    'ABC1234567',
    'g-ABC1234',
    'G-abc1234',
    'G_ABC1234',
    'UA-1234-1',
    ' G-ABC1234',
  ])('rejects %s', (value) => {
    expect(measurementId.test(value)).toBe(false);
  });

  it('G- plus any 7 to 12 upper-case letters or digits passes', () => {
    fc.assert(
      fc.property(fc.string({ unit: upperAlnum, minLength: 7, maxLength: 12 }), (id) => {
        expect(measurementId.test(`G-${id}`)).toBe(true);
        expect(measurementId.test(id)).toBe(false);
      }),
    );
  });
});

describe('tracking_id', () => {
  it('has the spec message', () => {
    expect(trackingId.message()).toBe('Invalid tracking ID');
  });

  it.each(['UA-1234-1', 'UA-12345678-12', 'UA-1234567890-1234'])('accepts %s', (value) => {
    expect(trackingId.test(value)).toBe(true);
  });

  it.each([
    'UA-123-1',
    'UA-12345678901-1',
    'UA-1234-12345',
    'UA-1234',
    'ua-1234-1',
    'UA1234-1',
    'G-ABC1234',
    'UA-12a4-1',
  ])('rejects %s', (value) => {
    expect(trackingId.test(value)).toBe(false);
  });

  it('UA- account-property with 4-10 and 1-4 digits passes', () => {
    fc.assert(
      fc.property(digits(4, 10), digits(1, 4), (account, property) => {
        expect(trackingId.test(`UA-${account}-${property}`)).toBe(true);
      }),
    );
  });
});

describe('facebook_pixel', () => {
  it('has its message', () => {
    expect(facebookPixel.name).toBe('facebook_pixel');
    expect(facebookPixel.message()).toBe('Invalid pixel ID or snippet');
  });

  it.each([
    '123456789012345',
    '1234567890123456',
    FB_SNIPPET,
    `fbq("init", "987654321")`,
    `fbq( 'init' , '1234567890123456' , {em: 'x'})`,
    `fbq('init', "1234567890")`,
  ])('accepts %j', (value) => {
    expect(facebookPixel.test(value)).toBe(true);
  });

  it.each([
    '12345678901234',
    '12345678901234567',
    '12345678901234a',
    `fbq('track', 'PageView')`,
    `fbq('init', 'abc')`,
    `fbq('init', '1234567890")`,
    `fbq('init')`,
    '<script></script>',
    '2612345678901',
  ])('rejects %j', (value) => {
    expect(facebookPixel.test(value)).toBe(false);
  });

  it('any 15-16 digit id, or a snippet initialising any digits, passes', () => {
    fc.assert(
      fc.property(digits(15, 16), digits(1, 20), (id, snippetId) => {
        expect(facebookPixel.test(id)).toBe(true);
        expect(facebookPixel.test(`<script>fbq('init', '${snippetId}');</script>`)).toBe(true);
      }),
    );
  });
});

describe('pinterest_pixel', () => {
  it('has its message', () => {
    expect(pinterestPixel.name).toBe('pinterest_pixel');
    expect(pinterestPixel.message()).toBe('Invalid tag ID or snippet');
  });

  it.each(['2612345678901', PIN_SNIPPET, `pintrk("load", "2612345678901")`])('accepts %j', (value) => {
    expect(pinterestPixel.test(value)).toBe(true);
  });

  it.each([
    '261234567890',
    '26123456789012',
    `pintrk('load', '261234567890')`,
    `pintrk('load', '26123456789012')`,
    `pintrk('page')`,
    `pintrk('load", '2612345678901')`,
    FB_SNIPPET,
  ])('rejects %j', (value) => {
    expect(pinterestPixel.test(value)).toBe(false);
  });

  it('any 13-digit id, bare or loaded in a snippet, passes', () => {
    fc.assert(
      fc.property(digits(13), (id) => {
        expect(pinterestPixel.test(id)).toBe(true);
        expect(pinterestPixel.test(`pintrk('load', '${id}', {em: 'a@b.co'});`)).toBe(true);
        expect(pinterestPixel.test(`${id}0`)).toBe(false);
      }),
    );
  });
});

describe('conversion_id', () => {
  it('has the spec message', () => {
    expect(conversionId.message()).toBe('Invalid conversion ID');
  });

  it.each(['1234567', '123456789012', 123456789])('accepts %j', (value) => {
    expect(conversionId.test(value)).toBe(true);
  });

  it.each(['123456', '1234567890123', 'AW-123456789', '12345 67', '1234567a'])('rejects %s', (value) => {
    expect(conversionId.test(value)).toBe(false);
  });

  it('digit strings pass exactly when they have 7 to 12 digits', () => {
    fc.assert(
      fc.property(digits(1, 20), (id) => {
        expect(conversionId.test(id)).toBe(id.length >= 7 && id.length <= 12);
      }),
    );
  });
});

describe('conversion_label', () => {
  it('has the spec message', () => {
    expect(conversionLabel.message()).toBe('Invalid conversion label');
  });

  it.each(['AbC-D_efG-h12_34-567', 'a'.repeat(18), 'Z'.repeat(22)])('accepts %s', (value) => {
    expect(conversionLabel.test(value)).toBe(true);
  });

  it.each([
    'a'.repeat(17),
    'a'.repeat(23),
    'AbC-D_efG h12_34-567',
    'AbC-D_efG.h12_34-567',
    'AbC-D_efG-h12_34-56é',
  ])('rejects %s', (value) => {
    expect(conversionLabel.test(value)).toBe(false);
  });

  it('label-character strings pass exactly when 18 to 22 long', () => {
    fc.assert(
      fc.property(fc.string({ unit: labelChar, minLength: 1, maxLength: 30 }), (label) => {
        expect(conversionLabel.test(label)).toBe(label.length >= 18 && label.length <= 22);
      }),
    );
  });
});

describe('site_verification', () => {
  it('has the spec message', () => {
    expect(siteVerification.message()).toBe('Invalid verification snippet');
  });

  it.each([
    '<meta name="google-site-verification" content="abcDEF123_-xyz" />',
    '<meta name="google-site-verification" content="abcDEF123_-xyz">',
    "<meta name='facebook-domain-verification' content='a1b2c3d4e5' />",
    '<meta name="p:domain_verify" content="0123456789abcdef"/>',
    '<meta name="msvalidate.01" content="0123456789ABCDEF" />',
    '<meta name="yandex-verification" content="abc123" />',
    '<meta content="abc123" name="google-site-verification" />',
    '  <META NAME="google-site-verification" CONTENT="abc123" />\n',
  ])('accepts %s', (value) => {
    expect(siteVerification.test(value)).toBe(true);
  });

  it.each([
    'abc123',
    '<meta name="description" content="My shop" />',
    '<meta name="google-site-verification" />',
    '<meta name="google-site-verification" content="" />',
    '<meta name="google-site-verification" content="has space" />',
    '<meta content="abc123" />',
    '<meta name="google-site-verification" content="abc123" /><script>alert(1)</script>',
    '<script>alert(1)</script>',
    '<meta name=google-site-verification content=abc123>',
    '<link rel="google-site-verification" href="abc123" />',
  ])('rejects %s', (value) => {
    expect(siteVerification.test(value)).toBe(false);
  });

  it('any token in a google-site-verification tag passes', () => {
    const token = fc.string({ unit: labelChar, minLength: 1, maxLength: 60 });
    fc.assert(
      fc.property(token, (content) => {
        expect(siteVerification.test(`<meta name="google-site-verification" content="${content}" />`)).toBe(
          true,
        );
        expect(siteVerification.test(`<meta name="description" content="${content}" />`)).toBe(false);
      }),
    );
  });
});

describe('embed_code', () => {
  it('has the spec message', () => {
    expect(embedCode.message()).toBe('Invalid Embed Code');
  });

  it.each([
    '<iframe src="https://www.youtube.com/embed/abc"></iframe>',
    '<iframe width="560" height="315" src="https://player.vimeo.com/video/1" allowfullscreen></iframe>',
    "<IFRAME SRC='https://example.com'></IFRAME>",
    '<iframe src=https://example.com></iframe>',
    '<div class="wrap">\n<iframe\n  title="x"\n  src="https://example.com/embed"\n></iframe></div>',
  ])('accepts %s', (value) => {
    expect(embedCode.test(value)).toBe(true);
  });

  it.each([
    'https://www.youtube.com/embed/abc',
    '<iframe></iframe>',
    '<iframe src=""></iframe>',
    '<iframe src="   "></iframe>',
    '<iframe data-src="https://example.com"></iframe>',
    '<img src="https://example.com/a.png">',
    '<script src="https://example.com/a.js"></script>',
    '<iframesrc="https://example.com">',
  ])('rejects %s', (value) => {
    expect(embedCode.test(value)).toBe(false);
  });
});
