import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SocialLinksList } from './social-links';

describe('SocialLinksList', () => {
  it('links each profile given, in a fixed order, named for screen readers and opening a new tab', () => {
    const html = renderToStaticMarkup(
      <SocialLinksList
        companyName="Acme"
        links={{ youtube: 'https://youtube.com/@acme', instagram: 'https://instagram.com/acme' }}
      />,
    );
    expect(html).toMatch(/^<ul class="social-links" aria-label="Acme elsewhere">/);
    expect(html.indexOf('instagram.com')).toBeLessThan(html.indexOf('youtube.com'));
    expect(html).toContain('href="https://instagram.com/acme" target="_blank" rel="me noopener noreferrer"');
    expect(html).toContain('Acme on Instagram (opens in a new tab)');
    expect(html).toContain('Acme on YouTube (opens in a new tab)');
    expect(html).not.toContain('Facebook');
    expect(html.match(/aria-hidden="true"/g)).toHaveLength(2);
  });

  it('renders nothing without profiles', () => {
    expect(renderToStaticMarkup(<SocialLinksList companyName="Acme" links={{}} />)).toBe('');
    expect(renderToStaticMarkup(<SocialLinksList companyName="Acme" />)).toBe('');
  });
});
