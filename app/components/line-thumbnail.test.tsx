import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LineThumbnail } from './line-thumbnail';

describe('LineThumbnail', () => {
  it('shows the square picture, decorative, at the size asked for', () => {
    const html = renderToStaticMarkup(
      <LineThumbnail image="/media/products/1.png" size={120} sizes="96px" className="basket-line-image" />,
    );
    expect(html).toMatch(/^<div class="basket-line-image">/);
    expect(html).toContain('alt=""');
    expect(html).toContain('width="120"');
    expect(html).toContain('height="120"');
    expect(html).toContain('sizes="96px"');
  });

  it('keeps the box, and what is shown over it, when the line has no picture', () => {
    const html = renderToStaticMarkup(
      <LineThumbnail image={null} size={64} className="checkout-line-image">
        <span className="checkout-line-quantity">2</span>
      </LineThumbnail>,
    );
    expect(html).toBe('<div class="checkout-line-image"><span class="checkout-line-quantity">2</span></div>');
  });
});
