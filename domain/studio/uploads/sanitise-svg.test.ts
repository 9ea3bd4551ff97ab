import { describe, expect, it } from 'vitest';
import { isSafeCss, lengthInPixels, sanitiseSvg, UnsafeSvgError } from './sanitise-svg';

const svg = (body: string, attributes = 'width="100" height="50"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${body}</svg>`;
const clean = (body: string) => sanitiseSvg(svg(body)).svg;
// Namespaces as editors declare them: an undeclared prefix is not well-formed XML, and is refused.
const XLINK = 'http://www.w3.org/1999/xlink';
const SODIPODI = 'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd';
const INKSCAPE = 'http://www.inkscape.org/namespaces/inkscape';
const RDF = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#';
const CC = 'http://creativecommons.org/ns#';

describe('sanitiseSvg', () => {
  it('keeps drawing: shapes, paths, gradients, text, transforms and internal references', () => {
    const input = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/><stop offset="1" stop-color="#00f"/></linearGradient></defs>' +
        '<g transform="rotate(10)"><path d="M0 0 L10 10" stroke="url(#g)" stroke-width="2"/><rect width="10" height="10" fill="url(\'#g\')"/></g>' +
        '<use href="#g"/><text x="1" y="20" font-family="Lato">Hi &amp; bye</text>',
    );
    const result = sanitiseSvg(input);
    expect(result).toEqual({
      svg:
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="50">' +
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/><stop offset="1" stop-color="#00f"/></linearGradient></defs>' +
        '<g transform="rotate(10)"><path d="M0 0 L10 10" stroke="url(#g)" stroke-width="2"/><rect width="10" height="10" fill="url(\'#g\')"/></g>' +
        '<use href="#g"/><text x="1" y="20" font-family="Lato">Hi &amp; bye</text></svg>',
      width: 100,
      height: 50,
    });
  });

  it.each([
    [
      'script elements',
      '<script>alert(1)</script><rect width="1" height="1"/>',
      '<rect width="1" height="1"/>',
    ],
    ['scripts in CDATA', '<script><![CDATA[alert(1)]]></script>', ''],
    [
      'event handlers',
      '<rect width="1" height="1" onclick="alert(1)" onload="alert(2)"/>',
      '<rect width="1" height="1"/>',
    ],
    ['foreignObject with HTML', '<foreignObject><iframe src="https://evil.example"/></foreignObject>', ''],
    ['external links', '<a href="https://evil.example"><rect width="1" height="1"/></a>', ''],
    ['javascript: links', '<use href="javascript:alert(1)"/>', '<use/>'],
    [
      'external images',
      '<image href="https://evil.example/x.png" width="1" height="1"/>',
      '<image width="1" height="1"/>',
    ],
    [
      'external use',
      `<use xmlns:xlink="${XLINK}" xlink:href="https://evil.example/sprite.svg#a"/>`,
      '<use/>',
    ],
    [
      'SVG inside an image',
      '<image href="data:image/svg+xml;base64,PHN2Zz4=" width="1" height="1"/>',
      '<image width="1" height="1"/>',
    ],
    [
      'external url() in attributes',
      '<rect width="1" height="1" fill="url(https://evil.example/#a)"/>',
      '<rect width="1" height="1"/>',
    ],
    [
      'styles that import',
      '<style>@import url(https://evil.example/x.css);</style><rect width="1" height="1"/>',
      '<rect width="1" height="1"/>',
    ],
    [
      'styles with external url()',
      '<rect width="1" height="1" style="fill: url(https://evil.example/a)"/>',
      '<rect width="1" height="1"/>',
    ],
    ['CSS escapes', '<rect width="1" height="1" style="fill: u\\72l(x)"/>', '<rect width="1" height="1"/>'],
    ['animation that rewrites links', '<a><set attributeName="href" to="javascript:alert(1)"/></a>', ''],
    [
      'editor namespaces',
      `<sodipodi:namedview xmlns:sodipodi="${SODIPODI}" pagecolor="#fff"/><rect xmlns:inkscape="${INKSCAPE}" inkscape:label="x" width="1" height="1"/>`,
      '<rect width="1" height="1"/>',
    ],
    [
      'metadata',
      `<metadata><rdf:RDF xmlns:rdf="${RDF}" xmlns:cc="${CC}"><cc:Work/></rdf:RDF></metadata>`,
      '',
    ],
    [
      'comments and processing instructions',
      '<!-- <script>alert(1)</script> --><?xml-stylesheet href="x.css"?>',
      '',
    ],
  ])('removes %s', (_what, body, expected) => {
    // An SVG root left empty is written as an empty element, '<svg …/>'.
    const root =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="50"';
    expect(clean(body)).toBe(expected === '' ? `${root}/>` : `${root}>${expected}</svg>`);
  });

  it('keeps embedded raster images and safe CSS', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(clean(`<image href="${png}" width="1" height="1"/>`)).toContain(
      `<image href="${png}" width="1" height="1"/>`,
    );
    expect(clean('<style>.a { fill: #f00; stroke: url(#g) }</style>')).toContain(
      '<style>.a { fill: #f00; stroke: url(#g) }</style>',
    );
  });

  it('re-escapes what it writes, so decoded entities cannot open a tag', () => {
    expect(clean('<text>&lt;script&gt;alert(1)&lt;/script&gt;</text>')).toContain(
      '<text>&lt;script&gt;alert(1)&lt;/script&gt;</text>',
    );
    expect(clean('<rect id="a&quot; onload=&quot;x" width="1" height="1"/>')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="50"><rect width="1" height="1"/></svg>',
    );
  });

  it.each([
    [
      'entity declarations (XXE, billion laughs)',
      '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><text>&x;</text></svg>',
    ],
    [
      'a use of something that itself uses',
      svg(
        '<g id="a"><rect width="1" height="1"/></g><g id="b"><use href="#a"/><use href="#a"/></g><use href="#b"/>',
      ),
    ],
    ['an unknown entity', svg('<text>&nbsp;</text>')],
    ['a root that is not svg', '<html><body/></html>'],
    ['unclosed markup', '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><g>'],
    ['mismatched tags', svg('<g></text>')],
    ['unquoted attributes', '<svg xmlns="http://www.w3.org/2000/svg" width=1 height=1></svg>'],
    ['no size at all', '<svg xmlns="http://www.w3.org/2000/svg"></svg>'],
    ['content after the root', `${svg('')}<svg/>`],
    ['an undeclared namespace prefix', svg('<use xlink:href="#a"/>')],
    ['an svg root outside the SVG namespace', '<svg width="1" height="1"></svg>'],
  ])('refuses %s', (_what, input) => {
    expect(() => sanitiseSvg(input)).toThrow(UnsafeSvgError);
  });

  it('takes its size from width and height, or the viewBox', () => {
    const mm = sanitiseSvg(svg('', 'width="20mm" height="10mm"'));
    expect(mm.width).toBeCloseTo(75.591, 2);
    expect(mm.height).toBeCloseTo(37.795, 2);
    expect(sanitiseSvg(svg('', 'viewBox="0 0 300 200"'))).toMatchObject({ width: 300, height: 200 });
    expect(sanitiseSvg(svg('', 'width="600" viewBox="0 0 300 200"'))).toMatchObject({
      width: 600,
      height: 400,
    });
    expect(sanitiseSvg(svg('', 'width="100%" height="100%" viewBox="0,0,40,30"'))).toMatchObject({
      width: 40,
      height: 30,
    });
  });
});

describe('sanitiser helpers', () => {
  it('reads lengths in CSS pixels', () => {
    expect(lengthInPixels('96')).toBe(96);
    expect(lengthInPixels('1in')).toBe(96);
    expect(lengthInPixels('72pt')).toBe(96);
    expect(lengthInPixels('100%')).toBeUndefined();
    expect(lengthInPixels('-4')).toBeUndefined();
  });

  it('tells safe CSS from unsafe', () => {
    expect(isSafeCss('fill: red; stroke: url(#a)')).toBe(true);
    expect(isSafeCss('background: url(data:x)')).toBe(false);
    expect(isSafeCss('width: expression(alert(1))')).toBe(false);
    expect(isSafeCss('@font-face { src: local(x) }')).toBe(false);
  });
});
