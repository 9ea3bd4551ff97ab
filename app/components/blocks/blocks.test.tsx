import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '../../../core/errors/messages';
import { validateForm } from './block-form';
import { AddBlock } from './block-frame';
import { ADD_BLOCK_EVENT } from './context';
import { BlockRenderer } from './registry';
import { block, renderInRouter, visitor } from './test-utils';
import { overlayBackground } from './types/banner';
import {
  REMILL_PATH,
  submitContactMessage,
  submitRemill,
  submitSubscription,
  xsrfToken,
} from './types/forms';
import { panOrigin, toggleZoom, wheelZoom } from './types/image';
import { preloadDelay, wrapIndex } from './types/slideshow';

const render = (blocks: ReturnType<typeof block>[], mode: 'native' | 'preview' = 'native', path = '/') =>
  renderInRouter(<BlockRenderer blocks={blocks} mode={mode} visitor={visitor} />, path);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('banner', () => {
  it('cuts the title at 50 characters and the copy at 300, with an ellipsis', async () => {
    const title = 'T'.repeat(60);
    const copy = 'c'.repeat(320);
    const html = await render([block('banner', { title, copy })]);
    expect(html).toContain(`>${'T'.repeat(50)}…</h1>`);
    expect(html).not.toContain('T'.repeat(51));
    expect(html).toContain(`>${'c'.repeat(300)}…</p>`);
    const exact = await render([block('banner', { title: 'T'.repeat(50) })]);
    expect(exact).toContain(`>${'T'.repeat(50)}</h1>`);
  });

  it('shows only actions with text and a link or an action', async () => {
    const html = await render([
      block('banner', {
        title: 'Sale',
        actions: [
          { text: 'Shop', href: '/collection/sale/', primary: true },
          { text: 'Chat', action: '@open-chat' },
          { text: '', href: '/no-text/' },
          { text: 'No link' },
          { text: 'Bad', href: 'javascript:alert(1)' },
        ],
      }),
    ]);
    expect(html).toContain('href="/collection/sale/"');
    expect(html).toContain('>Shop<');
    expect(html).toContain('href="#open-chat"');
    expect(html).not.toContain('/no-text/');
    expect(html).not.toContain('No link');
    expect(html).not.toContain('>Bad<');
    expect(html.match(/class="banner-action /g)).toHaveLength(2);
  });

  it('keeps its ratio and minimum height, aligns its content and scales its font', async () => {
    const html = await render([
      block('banner', {
        title: 'Hi',
        verticalAlignment: 'bottom',
        horizontalAlignment: 'left',
        fontScale: 0.5,
        titleType: 'h2',
        minHeight: '300px',
      }),
    ]);
    expect(html).toContain('--banner-ratio:2.5');
    expect(html).toContain('--banner-min-height:300px');
    expect(html).toContain('--banner-font-scale:0.5');
    expect(html).toContain('banner-v-bottom banner-h-left');
    expect(html).toContain('<h2 class="banner-title">Hi</h2>');
  });

  it('loads its 1920x768 image with priority as the first block, lazily otherwise, under a 0.15 overlay', async () => {
    const html = await render([
      block('banner', { title: 'First', image: '/media/banners/a.jpg' }, { order: 0 }),
      block('banner', { title: 'Second', image: '/media/banners/b.jpg' }, { order: 1 }),
    ]);
    const [, first, second] = html.split('data-block="banner"');
    expect(first).toContain('width="1920" height="768"');
    expect(first).toContain('fetchPriority="high"');
    expect(first).toContain('loading="eager"');
    expect(second).toContain('loading="lazy"');
    expect(html).toContain('class="banner-overlay" aria-hidden="true" style="background:#000;opacity:0.15"');
  });

  it('paints overlay colours as a gradient in their direction', () => {
    expect(overlayBackground(['#000000', 'fff'], 'to top')).toBe('linear-gradient(to top, #000000, #fff)');
    expect(overlayBackground(['abc'], 'to top')).toBe('#abc');
    expect(overlayBackground(['nope'], 'sideways')).toBe('#000');
  });

  it('plays a video muted and inline with its poster, never autoplaying from the server', async () => {
    const html = await render([block('banner', { video: '/media/v.mp4', videoThumbnail: '/media/v.jpg' })]);
    expect(html).toContain('<video');
    expect(html).toContain('poster="/media/v.jpg"');
    expect(html).toContain('muted=""');
    expect(html).toContain('playsInline=""');
    expect(html).not.toContain('autoPlay');
  });
});

describe('slideshow', () => {
  const slides = [1, 2, 3].map((n) => ({ uid: `s${n}`, type: 'slide', properties: { title: `Slide ${n}` } }));

  it('wraps both ways', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, 1, 3)).toBe(2);
  });

  it('preloads the next slide 2000 ms before it shows', () => {
    expect(preloadDelay(5000)).toBe(3000);
    expect(preloadDelay(1500)).toBe(0);
  });

  it('shows the first slide, hides the others, and offers previous, pause and next', async () => {
    const html = await render([block('slideshow', {}, { items: slides })]);
    expect(html).toContain('aria-label="1 of 3"');
    expect(html.match(/hidden=""/g)).toHaveLength(2);
    expect(html).toContain('aria-label="Previous slide"');
    expect(html).toContain('aria-label="Pause slideshow"');
    expect(html).toContain('aria-live="off"');
  });

  it('single mode shows one slide with no controls', async () => {
    const html = await render([block('slideshow', { mode: 'single' }, { items: slides })]);
    expect(html).toContain('Slide 1');
    expect(html).not.toContain('Slide 2');
    expect(html).not.toContain('Next slide');
    expect(html).toContain('aria-live="polite"');
  });

  it('compact slideshows scale their text down', async () => {
    const html = await render([block('slideshow', { compact: true }, { items: slides })]);
    expect(html).toContain('slideshow-compact');
  });
});

describe('first render (§4)', () => {
  const slides = [
    { uid: 'gate-slide', type: 'slide', properties: { title: 'Slide 1', image: '/media/a.webp' } },
  ];
  const wide = (text: string) => block('text', { text: `<p>${text}</p>` });

  it('server-renders every block, holding those after a leading slideshow until its image is in', async () => {
    const html = await render([block('slideshow', {}, { items: slides }), wide('Later')]);
    expect(html).toMatch(/<section class="blocks blocks-gate blocks-idle"/);
    expect(html).not.toContain('data-ready');
    expect(html).toContain('Later');
  });

  it('defers later blocks to idle time only when all are full width', async () => {
    const idle = await render([wide('One'), wide('Two')]);
    expect(idle).toMatch(/<section class="blocks blocks-idle"/);
    const mixed = await render([wide('One'), block('pod', { title: 'Narrow' }, { size: { x: 3, y: 1 } })]);
    expect(mixed).toMatch(/<section class="blocks"/);
  });

  it('shows everything at once in preview', async () => {
    const html = await render([block('slideshow', {}, { items: slides }), wide('Later')], 'preview');
    expect(html).toMatch(/<section class="blocks blocks-preview"/);
  });
});

describe('template mode', () => {
  it('stacks blocks that name templates as sections of their template width', async () => {
    const html = await render([
      block('text', { text: '<p>Full</p>' }, { template: 'full' }),
      block('pod', { title: 'Wide' }, { size: { x: 3, y: 1 } }),
      block('text', { text: '<p>Narrow</p>' }, { template: 'narrow' }),
    ]);
    expect(html).toMatch(/<section class="blocks blocks-template"/);
    expect(html).toContain('class="blocks-cell template-section template-full"');
    expect(html).toContain('class="blocks-cell template-section template-wide"');
    expect(html).toContain('class="blocks-cell template-section template-narrow"');
    expect(html).not.toContain('blocks-span-3');
  });

  it('keeps the masonry grid for blocks without templates', async () => {
    const html = await render([block('pod', { title: 'A' }, { size: { x: 3, y: 1 } })]);
    expect(html).toContain('blocks-cell blocks-span-xs-3 blocks-span-3');
    expect(html).not.toContain('blocks-template');
  });
});

describe('image zoom', () => {
  it('a click toggles between 1 and 2', () => {
    expect(toggleZoom(1)).toBe(2);
    expect(toggleZoom(2)).toBe(1);
    expect(toggleZoom(1.4)).toBe(1);
  });

  it('the wheel steps by 0.1 between 1 and 2', () => {
    expect(wheelZoom(1.5, -100)).toBe(1.6);
    expect(wheelZoom(1.5, 100)).toBe(1.4);
    expect(wheelZoom(2, -100)).toBe(2);
    expect(wheelZoom(1.05, 100)).toBe(1);
    expect(wheelZoom(1.5, 0)).toBe(1.5);
  });

  it('the mouse position sets the zoom origin', () => {
    expect(panOrigin(50, 25, 200, 100)).toBe('25% 25%');
    expect(panOrigin(-10, 500, 200, 100)).toBe('0% 100%');
  });

  it('a zoomable image is a toggle button with a label', async () => {
    const html = await render([block('image', { src: '/media/a.jpg', alt: 'Tee', zoom: true })]);
    expect(html).toContain(
      '<button type="button" class="image-zoom" aria-pressed="false" aria-label="Zoom image: Tee"',
    );
  });

  it('keeps its box at its ratio (square when none)', async () => {
    expect(await render([block('image', { src: '/media/a.jpg' })])).toContain('aspect-ratio:1 / 1');
    expect(await render([block('image', { src: '/media/a.jpg', ratio: 'wide' })])).toContain(
      'aspect-ratio:1 / 0.36',
    );
  });
});

describe('embeds', () => {
  it('youtube renders a poster button and no iframe before a click', async () => {
    const html = await render([block('youtube', { video: 'dQw4w9WgXcQ' })]);
    expect(html).toContain('<button type="button" class="youtube-poster"');
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('youtube-nocookie.com');
    expect(html).not.toContain('ytimg');
    expect(html).toContain('aspect-ratio:1 / 0.5625');
  });

  it('iframe only embeds http(s) addresses', async () => {
    for (const src of ['ftp://files.example/x', '/relative/page', 'data:image/png;base64,AAAA']) {
      expect(await render([block('iframe', { src, title: 'x' })])).not.toContain('<iframe');
    }
    expect(await render([block('iframe', { src: 'http://embed.example/', height: 600 })])).toContain(
      'title="Embedded page" height="600"',
    );
  });
});

describe('expandable', () => {
  it('starts closed, or open when asked, as a disclosure controlling a region', async () => {
    const closed = await render([block('expandable', { title: 'Q', copy: 'A' })]);
    expect(closed).toMatch(/aria-expanded="false" aria-controls="([^"]+)-panel"/);
    expect(closed).toMatch(
      /<section id="[^"]+-panel" class="expandable-panel" aria-labelledby="[^"]+-button" hidden="">/,
    );
    const open = await render([block('expandable', { title: 'Q', copy: 'A', open: true })]);
    expect(open).toContain('aria-expanded="true"');
    expect(open).not.toContain('hidden=""');
  });
});

describe('text and quote', () => {
  it('text applies its alignment, size, colours and shadow', async () => {
    const html = await render([
      block('text', {
        text: '<p>x</p>',
        align: 'center',
        fontSize: 18,
        textColor: 'fff',
        textShadow: 'medium',
      }),
    ]);
    expect(html).toContain('text-align:center');
    expect(html).toContain('--block-font-size:18px');
    expect(html).toContain('--block-text-color:#fff');
    expect(html).toContain('--block-text-shadow:0 3px 6px rgba(0, 0, 0, 0.5)');
  });

  it('quote is bold and italic when asked, with its radius', async () => {
    const html = await render([
      block('quote', { quote: 'Q', bold: true, italic: true, borderRadius: 8, align: 'left' }),
    ]);
    expect(html).toContain('block-quote quote-bold quote-italic');
    expect(html).toContain('--block-radius:8px');
    expect(html).toContain('text-align:left');
  });
});

describe('buttons, cards and announcements', () => {
  it('button styles set only their five keys; external links open in a new tab', async () => {
    const html = await render([
      block('button', {
        text: 'Go',
        href: 'https://example.com/',
        primary: false,
        styles: { textColor: '000', backgroundColor: 'ffffff', borderColor: 'f00', borderRadius: 2 },
      }),
    ]);
    expect(html).toContain('button button-secondary');
    expect(html).toContain(
      '--block-button-color:#000;--block-button-background:#ffffff;--block-button-border:#f00;--block-button-radius:2px',
    );
    expect(html).toContain('target="_blank" rel="noopener noreferrer"');
  });

  it('cards map titleSize 0-4 to h2-h6; disabled cards are not links; faded ones are dimmed', async () => {
    expect(await render([block('card', { title: 'A', titleSize: 0 })])).toContain(
      '<h2 class="card-title">A</h2>',
    );
    expect(await render([block('card', { title: 'A', titleSize: 4 })])).toContain(
      '<h6 class="card-title">A</h6>',
    );
    const disabled = await render([block('card', { title: 'A', href: '/x/', disabled: true, faded: true })]);
    expect(disabled).not.toContain('href="/x/"');
    expect(disabled).toContain('block-card card-disabled card-faded');
  });

  it('announcement actions follow their style and alignment', async () => {
    const action = { text: 'More', href: '/more/' };
    const secondary = await render([
      block('announcement', { text: 'Hi', action, actionStyle: 'secondary', alignment: 'space-between' }),
    ]);
    expect(secondary).toContain('announcement-space-between');
    expect(secondary).toContain('announcement-action button button-secondary');
    const plain = await render([block('announcementV2', { text: 'Hi', action, actionStyle: 'none' })]);
    expect(plain).toContain('announcement-action announcement-link');
  });
});

describe('forms', () => {
  const fields = [
    { name: 'email', label: 'Email', rules: ['required', 'email'] as const },
    { name: 'firstName', label: 'Name', rules: ['required'] as const },
  ];

  it('validates with the spec messages', () => {
    expect(validateForm({}, fields)).toEqual({
      email: 'This field is required',
      firstName: 'This field is required',
    });
    expect(validateForm({ email: 'nope', firstName: 'Sam' }, fields)).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(validateForm({ email: 'sam@example.com', firstName: 'Sam' }, fields)).toEqual({});
  });

  it('subscribes through the API with the XSRF header and reads the §8 outcomes', async () => {
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=tok' });
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json({ message: "We've sent you an email to verify your subscription" }),
    );
    vi.stubGlobal('fetch', fetch);
    const values = { mailingList: 'news', email: 'a@b.co', firstName: 'A', block: 'x', page: '/' };
    expect(await submitSubscription(values)).toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/omnis/v3/mailing-lists/subscribe/');
    expect(JSON.parse(String(init?.body))).toEqual({ mailingList: 'news', email: 'a@b.co', firstName: 'A' });
    expect(new Headers(init?.headers).get('X-XSRF-TOKEN')).toBe('tok');
    fetch.mockResolvedValueOnce(
      Response.json({ message: 'Invalid', errors: { mailingList: ['No such list'] } }, { status: 422 }),
    );
    expect(await submitSubscription(values)).toEqual({ ok: false, message: 'No such list' });
    // Anything else: the form's own failure message ('Oops... Something went wrong, please try again later').
    fetch.mockResolvedValueOnce(Response.json({ message: 'Too many requests' }, { status: 429 }));
    expect(await submitSubscription(values)).toEqual({ ok: false });
    fetch.mockResolvedValueOnce(new Response('', { status: 500 }));
    expect(await submitSubscription(values)).toEqual({ ok: false });
  });

  it('sends a contact message with its page and block, showing a rate limit’s own message', async () => {
    vi.stubGlobal('document', { cookie: '' });
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => Response.json({ message: 'sent' }));
    vi.stubGlobal('fetch', fetch);
    const values = { page: '/contact/', block: 'form', name: 'Jo', email: 'jo@b.co', message: 'Hi' };
    expect(await submitContactMessage(values)).toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/omnis/v3/contact/message/');
    expect(JSON.parse(String(init?.body))).toEqual(values);
    fetch.mockResolvedValueOnce(Response.json({ message: 'Wait 15 minutes' }, { status: 429 }));
    expect(await submitContactMessage(values)).toEqual({ ok: false, message: 'Wait 15 minutes' });
  });

  it('sends the remill request as JSON with the XSRF header from the cookie', async () => {
    vi.stubGlobal('document', { cookie: 'a=1; XSRF-TOKEN=abc%3D%3D; b=2' });
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json({ type: 'success', message: 'ok' }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await submitRemill({ email: 'a@b.co' })).toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(REMILL_PATH);
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email":"a@b.co"}');
    expect(new Headers(init?.headers).get('X-XSRF-TOKEN')).toBe('abc==');
    fetch.mockResolvedValueOnce(new Response('', { status: 500 }));
    expect(await submitRemill({ email: 'a@b.co' })).toEqual({ ok: false });
  });

  it('reads the XSRF-TOKEN cookie', () => {
    expect(xsrfToken('XSRF-TOKEN=x%2By')).toBe('x+y');
    expect(xsrfToken('other=1')).toBe('');
  });

  it('newsletter and remill carry the spec messages', async () => {
    expect(ERROR_MESSAGES.subscriberOfferSent).toBe("We've sent you an email to verify your subscription");
    expect(ERROR_MESSAGES.remillSucceeded).toBe('Thank you, we sent you an email with instructions.');
    const html = await render([block('remillReturn', {})]);
    // The remill form needs JavaScript (a JSON call): its button waits for hydration.
    expect(html).toMatch(/<button type="submit" class="button button-primary" disabled="">/);
    const newsletter = await render([block('newsletterSubscribe', {})]);
    expect(newsletter).toContain('required=""');
    expect(newsletter).toContain('autoComplete="email"');
    expect(newsletter).toMatch(/<label for="[^"]+-email">Email address<\/label>/);
    // Without JavaScript the forms post to their actions, saying which page and block they are on.
    expect(newsletter).toContain('action="/forms/newsletter/"');
    const contact = await render([
      block('mailContactForm', { contactEmail: 'desk@example.com' }, { uid: 'c1' }),
    ]);
    expect(contact).toContain('action="/forms/contact/"');
    expect(contact).toContain('name="block" value="c1"');
    expect(contact).toContain('name="page" value="/"');
    expect(contact).not.toContain('desk@example.com');
  });
});

describe('editor events', () => {
  it("'Add new block' asks the editor for a block at its position", () => {
    const dispatchEvent = vi.fn();
    vi.stubGlobal('window', { dispatchEvent });
    const button = AddBlock({ position: 3 });
    button.props.onClick();
    const event = dispatchEvent.mock.calls[0]?.[0] as CustomEvent;
    expect(event.type).toBe(ADD_BLOCK_EVENT);
    expect(event.detail).toEqual({ position: 3 });
  });

  it('every preview block carries its uid for the Edit control', async () => {
    const html = await render([block('text', { text: '<p>x</p>' }, { uid: 'block-uid-1' })], 'preview');
    expect(html).toContain('data-block-uid="block-uid-1"');
    expect(html).toContain('<button type="button" class="block-edit">Edit');
  });
});
