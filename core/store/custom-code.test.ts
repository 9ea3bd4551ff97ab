import { describe, expect, it } from 'vitest';
import { CUSTOM_CODE_CSP, customCodeDocument, customCodeParts, customCodeVersion } from './custom-code';

describe('customCodeParts', () => {
  it('reads §3 customCode as a string (the head) or an object whose global part is the head', () => {
    expect(customCodeParts('<meta name="a">')).toEqual({ head: '<meta name="a">', body: '' });
    expect(customCodeParts({ global: '<script>g()</script>' })).toEqual({
      head: '<script>g()</script>',
      body: '',
    });
    expect(customCodeParts({ head: 'h', global: 'g', body: 'b' })).toEqual({ head: 'h', body: 'b' });
    expect(customCodeParts({})).toEqual({ head: '', body: '' });
    expect(customCodeParts(null)).toEqual({ head: '', body: '' });
  });
});

describe('customCodeVersion', () => {
  it('is null unless the store is pro and has some code', () => {
    expect(customCodeVersion({ head: '<script>x()</script>' }, false)).toBeNull();
    expect(customCodeVersion({ head: '  ', body: '\n' }, true)).toBeNull();
    expect(customCodeVersion({}, true)).toBeNull();
    expect(customCodeVersion({ head: '<script>x()</script>' }, true)).toMatch(/^[0-9a-z]+$/);
  });

  it('changes when the code changes', () => {
    expect(customCodeVersion({ body: 'a' }, true)).not.toBe(customCodeVersion({ body: 'b' }, true));
    expect(customCodeVersion({ head: 'a', body: '' }, true)).not.toBe(
      customCodeVersion({ head: '', body: 'a' }, true),
    );
  });
});

describe('the custom code document', () => {
  it('puts the head part in its head and the body part in its body, as written', () => {
    const html = customCodeDocument({
      head: '<script>track()</script>',
      body: '<img src="https://p.example/x.gif">',
    });
    expect(html).toMatch(/<head>[\s\S]*<script>track\(\)<\/script>[\s\S]*<\/head>/);
    expect(html).toMatch(/<body>[\s\S]*<img src="https:\/\/p.example\/x.gif">[\s\S]*<\/body>/);
  });

  it('is sandboxed without the same origin, and framed only by the store itself', () => {
    const directives = CUSTOM_CODE_CSP.split('; ');
    const sandbox = directives.find((directive) => directive.startsWith('sandbox'));
    expect(sandbox).toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-same-origin');
    expect(sandbox).not.toContain('allow-top-navigation');
    expect(sandbox).not.toContain('allow-forms');
    expect(directives).toContain("frame-ancestors 'self'");
    expect(directives).toContain("form-action 'none'");
  });
});
