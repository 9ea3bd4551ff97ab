import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { POD_WIDTHS } from '../../core/images';
import { ResponsiveImage } from './responsive-image';

const render = (element: React.ReactElement) => renderToStaticMarkup(element).replaceAll('&amp;', '&');

describe('ResponsiveImage', () => {
  it('renders a picture with a webp source and a fallback img', () => {
    const html = render(
      <ResponsiveImage
        src="/media/products/demo/tee.png"
        alt="Organic tee"
        width={500}
        height={500}
        sizes="(min-width: 992px) 25vw, 50vw"
        widths={POD_WIDTHS}
        className="product-photo"
      />,
    );
    const url = (w: number, f?: string) => `/images/products/demo/tee.png?w=${w}&h=${w}${f ? `&f=${f}` : ''}`;
    const webp = POD_WIDTHS.map((w) => `${url(w)} ${w}w`).join(', ');
    const png = POD_WIDTHS.map((w) => `${url(w, 'png')} ${w}w`).join(', ');
    expect(html).toBe(
      '<picture>' +
        `<source type="image/webp" srcSet="${webp}" sizes="(min-width: 992px) 25vw, 50vw"/>` +
        `<img src="${url(960, 'png')}" srcSet="${png}" sizes="(min-width: 992px) 25vw, 50vw" alt="Organic tee" ` +
        'width="500" height="500" class="product-photo" ' +
        'style="aspect-ratio:500 / 500;background-color:#eee" loading="lazy" decoding="async"/>' +
        '</picture>',
    );
  });

  it('falls back to jpeg for jpeg sources and keeps webp for webp sources', () => {
    const jpeg = render(<ResponsiveImage src="/media/a.jpg" alt="" width={800} height={400} sizes="100vw" />);
    expect(jpeg).toContain('srcSet="/images/a.jpg?w=256&h=128&f=jpeg 256w, ');
    const webp = render(
      <ResponsiveImage src="/media/a.webp" alt="" width={800} height={400} sizes="100vw" />,
    );
    expect(webp).not.toContain('&f=');
    expect(webp).toContain('<img src="/images/a.webp?w=528&h=264"');
    // Its fallback is webp as well: an img alone, no picture repeating the same srcset in a source.
    expect(webp).not.toContain('<picture>');
    expect(webp).not.toContain('<source');
    expect(webp.match(/srcSet=/g)).toHaveLength(1);
  });

  it('derives default widths from the width and crops to the ratio and focal point', () => {
    const html = render(
      <ResponsiveImage
        src="/media/collections/demo/banner.webp"
        alt="Summer"
        width={1920}
        height={999}
        ratio={0.4}
        focus={{ x: 0.25, y: 0.5 }}
        sizes="100vw"
      />,
    );
    expect(html).toContain('width="1920" height="768"');
    expect(html).toContain('aspect-ratio:1920 / 768');
    expect(html).toContain(
      'srcSet="/images/collections/demo/banner.webp?w=384&h=154&fx=0.25 384w, ' +
        '/images/collections/demo/banner.webp?w=768&h=307&fx=0.25 768w, ' +
        '/images/collections/demo/banner.webp?w=1152&h=461&fx=0.25 1152w, ' +
        '/images/collections/demo/banner.webp?w=1536&h=614&fx=0.25 1536w, ' +
        '/images/collections/demo/banner.webp?w=1920&h=768&fx=0.25 1920w"',
    );
    expect(html).toContain('<img src="/images/collections/demo/banner.webp?w=1152&h=461&fx=0.25"');
  });

  it('loads priority images eagerly with high fetch priority', () => {
    const html = render(
      <ResponsiveImage src="/media/b.png" alt="Hero" width={1920} height={768} sizes="100vw" priority />,
    );
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).not.toContain('loading="lazy"');
    expect(html).not.toContain('decoding=');
  });

  it('does not lazy-load images under the minimum size', () => {
    const html = render(<ResponsiveImage src="/media/c.png" alt="" width={32} height={32} sizes="32px" />);
    expect(html).toContain('loading="eager"');
    expect(html).toContain('decoding="async"');
  });

  it.each(['/media/logos/demo.svg', 'https://cdn.example.com/photo.jpg'])(
    'renders a plain img for %s',
    (src) => {
      const html = render(<ResponsiveImage src={src} alt="Logo" width={220} height={60} sizes="220px" />);
      expect(html).toBe(
        `<img src="${src}" alt="Logo" width="220" height="60" ` +
          'style="aspect-ratio:220 / 60;background-color:#eee" loading="lazy" decoding="async"/>',
      );
    },
  );
});
