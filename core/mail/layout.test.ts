import { describe, expect, it } from 'vitest';
import { absoluteUrl, mailBrand, mailThemeOf } from './brand';
import { DEFAULT_MAIL_COLOURS, type MailBrand, renderMail, renderMailBody, safeCss } from './layout';

const brand: MailBrand = {
  companyName: 'Demo <Store>',
  logoUrl: 'http://demo.localhost:3000/media/logo.svg',
  homeUrl: 'http://demo.localhost:3000/',
  colours: { ...DEFAULT_MAIL_COLOURS, primary: '#123456', primaryContrast: '#ffffff' },
  font: 'Lato',
  address: '1 High Street\nBristol BS1 1AA',
};

describe('mail layout', () => {
  const mail = renderMail(
    {
      subject: 'Your return',
      blocks: [
        { kind: 'heading', text: 'Return <instructions>' },
        { kind: 'paragraph', text: 'First line\nsecond line\n\nNew paragraph' },
        { kind: 'list', items: ['One', 'Two & three'] },
        { kind: 'table', rows: [{ label: 'Total', value: '£10.00', emphasis: true }] },
        { kind: 'action', text: 'Open', url: 'http://demo.localhost:3000/returns/abc' },
        { kind: 'note', text: 'Small print' },
      ],
    },
    brand,
  );

  it('lays the content out in one 520px column under the logo, in the theme colours', () => {
    expect(mail.html).toContain('max-width:520px');
    expect(mail.html).toContain(
      '<img src="http://demo.localhost:3000/media/logo.svg" alt="Demo &lt;Store&gt;"',
    );
    expect(mail.html).toContain('background:#123456');
    expect(mail.html).toContain('color:#ffffff');
    expect(mail.html).toMatch(/^<!doctype html>/);
  });

  it('escapes every text and keeps paragraphs and line breaks', () => {
    expect(mail.html).toContain('Return &lt;instructions&gt;');
    expect(mail.html).toContain('First line<br>second line</p><p');
    expect(mail.html).toContain('Two &amp; three');
    expect(mail.html).not.toContain('<Store>');
  });

  it('has a plain text part with the same content, links written out and the company signature', () => {
    expect(mail.text).toContain('RETURN <INSTRUCTIONS>');
    expect(mail.text).toContain('- Two & three');
    expect(mail.text).toContain('Total: £10.00');
    expect(mail.text).toContain('Open: http://demo.localhost:3000/returns/abc');
    expect(mail.text).toContain('--\nDemo <Store>\n1 High Street, Bristol BS1 1AA');
    expect(mail.subject).toBe('Your return');
  });

  it('uses the first paragraph as the hidden preheader', () => {
    expect(mail.html).toContain('display:none;max-height:0;overflow:hidden;opacity:0">First line</div>');
  });

  it('shows the company name when the store has no logo', () => {
    const body = renderMailBody({ subject: 's', blocks: [] }, { ...brand, logoUrl: null });
    expect(body).not.toContain('<img');
    expect(body).toContain('Demo &lt;Store&gt;</span>');
  });

  it('never puts a non-http link or an unsafe theme value into the email', () => {
    const body = renderMailBody(
      { subject: 's', blocks: [{ kind: 'action', text: 'Click', url: 'javascript:alert(1)' }] },
      { ...brand, colours: { ...brand.colours, primary: 'red;background:url(x)' } },
    );
    expect(body).not.toContain('javascript:');
    expect(body).not.toContain('url(x)');
    expect(body).toContain('Click');
    expect(safeCss('#abc', '#000')).toBe('#abc');
    expect(safeCss('rgb(1, 2, 3)', '#000')).toBe('rgb(1, 2, 3)');
    expect(safeCss('"quoted"', '#000')).toBe('#000');
  });
});

describe('mail brand', () => {
  it('takes the store theme colours and makes the logo absolute', () => {
    const made = mailBrand(
      { companyName: 'Demo', logo: '/media/demo/logo.svg', theme: 'teemill', themeOverrides: {} },
      'http://demo.localhost:3000',
    );
    expect(made.logoUrl).toBe('http://demo.localhost:3000/media/demo/logo.svg');
    expect(made.homeUrl).toBe('http://demo.localhost:3000/');
    expect(made.colours.primary).toMatch(/^#/);
  });

  it('follows overrides and falls back from an unknown theme', () => {
    expect(mailThemeOf('teemill', { 'primary.color': '#010203' }).colours.primary).toBe('#010203');
    expect(mailThemeOf('no-such-theme', {}).colours.text).toMatch(/^#/);
  });

  it('joins paths to the origin and keeps absolute URLs', () => {
    expect(absoluteUrl('http://a.test/', '/x/y')).toBe('http://a.test/x/y');
    expect(absoluteUrl('http://a.test', 'https://cdn.test/l.png')).toBe('https://cdn.test/l.png');
  });
});
