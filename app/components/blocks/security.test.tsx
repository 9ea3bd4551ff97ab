import { describe, expect, it, vi } from 'vitest';
import { withSanitisedHtml } from '../../../core/blocks/sanitise-html';
import { BlockRenderer } from './registry';
import { block, renderInRouter, visitor } from './test-utils';

const HTML_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="java&#x09;script:alert(1)">click</a>',
  '<svg onload=alert(1)><script>alert(1)</script></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '"><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</script>',
  '<img src="data:text/html,<script>alert(1)</script>">',
  '<p onclick="alert(1)">x</p><math><mtext><script>alert(1)</script></mtext></math>',
];

const LINK_PAYLOADS = [
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  '&#106;avascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
];

function expectInert(html: string) {
  expect(html.toLowerCase()).not.toContain('<script');
  expect(html.toLowerCase()).not.toContain('onerror=');
  expect(html.toLowerCase()).not.toContain('onload=');
  expect(html.toLowerCase()).not.toContain('onclick=');
  expect(html.toLowerCase()).not.toContain('javascript:');
  expect(html.toLowerCase()).not.toContain('vbscript:');
  expect(html.toLowerCase()).not.toContain('data:text/html');
}

async function render(blocks: ReturnType<typeof block>[]) {
  return renderInRouter(<BlockRenderer blocks={blocks} mode="preview" visitor={visitor} />);
}

describe('XSS payloads never produce executable markup', () => {
  // Block HTML reaches the components as the server sends it: through withSanitisedHtml (loadStorefrontPage).
  it('in html blocks', async () => {
    for (const payload of HTML_PAYLOADS) {
      expectInert(await render(withSanitisedHtml([block('html', { html: payload })])));
    }
  });

  it('in text blocks', async () => {
    for (const payload of HTML_PAYLOADS) {
      expectInert(await render(withSanitisedHtml([block('text', { text: payload })])));
    }
  });

  it('in link properties of every linking block', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const href of LINK_PAYLOADS) {
      const html = await render([
        block('button', { text: 'Go', href }),
        block('action', { text: 'Go', action: href }),
        block('banner', { title: 'B', href, image: href, video: href, actions: [{ text: 'Go', href }] }),
        block('pod', { title: 'P', href, image: href }),
        block('card', { title: 'C', href, image: href }),
        block('image', { src: href, href }),
        block('image', { src: '/media/a.jpg', href }),
        block('iframe', { src: href, title: 'x' }),
        block('youtube', { video: href }),
        block('socials', { links: { instagram: href } }),
        block('announcement', { text: 'A', action: { text: 'Go', href } }),
        block('tag', { text: 'T', href }),
        block('appIcon', { title: 'App', href }),
        block('gate', { title: 'G', buttonText: 'Go', href, image: href }),
        block('feature', { title: 'F', href, image: href }),
        block('proBenefits', { buttonText: 'Go', href }),
        block('studioSuggestion', { href }),
        block('productMockup', { title: 'M', image: href, href }),
        block('newsletterSubscribe', { action: href }),
      ]);
      expectInert(html);
    }
  });

  it('replaces unsafe links with the 404 page and logs a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = await render([block('button', { text: 'Go', href: 'javascript:alert(1)' })]);
    expect(html).toContain('href="/404/"');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Unsafe link blocked'));
  });

  it('escapes markup in plain-text properties', async () => {
    const html = await render([
      block('banner', { title: '<script>alert(1)</script>', copy: '<img src=x onerror=alert(1)>' }),
      block('quote', { quote: '<script>alert(1)</script>', author: '"><script>' }),
      block('expandable', { title: '<script>x</script>', copy: '<script>y</script>' }),
    ]);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;');
  });

  it('refuses CSS injection through colours, lengths and fonts', async () => {
    const html = await render([
      block('banner', {
        title: 'B',
        titleColor: 'red;background:url(javascript:alert(1))',
        minHeight: '1px;background:url(x)',
        font: "x'; } body { display:none",
      }),
      block('quote', { quote: 'Q', textColor: 'expression(alert(1))' }),
    ]);
    expect(html).not.toContain('url(');
    expect(html).not.toContain('expression(');
    expect(html).toContain('--banner-min-height:400px');
  });
});
