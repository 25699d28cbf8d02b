import { createHash } from 'node:crypto';
import type { Lang } from '../i18n/messages';
import { t } from '../i18n/messages';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for element content and double-quoted attributes alike. */
export function esc(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

export type PageName = 'login2' | 'register2' | 'phone/binding' | 'password/forgot' | 'password/reset';

/** Canonical address of a page: the language lives in the path, the return address and `extra` in the query. */
export function pagePath(lang: Lang, page: PageName, redirect?: string, extra: Record<string, string> = {}): string {
  const query = [
    ...(redirect ? [`redirect=${encodeURIComponent(redirect)}`] : []),
    ...Object.entries(extra).map(([name, value]) => `${name}=${encodeURIComponent(value)}`),
  ];
  const path = `/${lang.toLowerCase()}/${page}`;
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

const CSS = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
font:16px/1.5 system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#1f2329;
background:linear-gradient(135deg,#e8f0ff,#f7f9fc)}
main{width:100%;max-width:400px;margin:24px;padding:32px;background:#fff;border-radius:12px;
box-shadow:0 8px 32px rgba(22,64,140,.12)}
.brand{margin:0 0 4px;color:#1a56db;font-weight:600;font-size:14px}
h1{margin:0 0 24px;font-size:24px}
.field{margin-bottom:16px}
label{display:block;margin-bottom:6px;font-weight:500}
input{width:100%;padding:10px 12px;border:1px solid #c9d1dc;border-radius:6px;font:inherit}
input:focus{outline:2px solid #1a56db;outline-offset:1px;border-color:#1a56db}
input[aria-invalid=true]{border-color:#c62828}
.hint{margin:4px 0 0;color:#5c6470;font-size:13px}
.error{margin:0 0 16px;padding:10px 12px;border-radius:6px;background:#fdecea;color:#b71c1c}
.info{margin:0 0 16px;color:#3d4451}
.notice{margin:0 0 16px;padding:10px 12px;border-radius:6px;background:#e8f5e9;color:#1b5e20}
.outbox{margin:0 0 16px;padding:12px;border:1px solid #c9d1dc;border-radius:6px;overflow-wrap:anywhere}
.outbox h2{margin:0 0 4px;font-size:15px}
.outbox p{margin:0;white-space:pre-wrap}
button{width:100%;padding:11px;border:0;border-radius:6px;background:#1a56db;color:#fff;font:inherit;
font-weight:600;cursor:pointer}
button:hover,button:focus{background:#1646b8}
.with-action{display:flex;gap:8px}
.with-action input{flex:1;min-width:0}
.with-action button{width:auto;padding:10px 12px;white-space:nowrap}
button.secondary{background:#fff;color:#1a56db;border:1px solid #1a56db}
button.secondary:hover,button.secondary:focus{background:#e8f0ff}
a{color:#1a56db}
.links{margin:16px 0 0;text-align:center}
nav{display:flex;justify-content:space-between;margin-top:24px;font-size:14px}
`;

/** The stylesheet is fixed, so the CSP can allow exactly it by hash instead of any inline style. */
export const STYLE_HASH = `'sha256-${createHash('sha256').update(CSS).digest('base64')}'`;

export interface LayoutInput {
  lang: Lang;
  heading: string;
  content: string;
  /** The same page in the other language, when there is one. */
  switchHref?: string;
  backHref: string;
}

export function layout({ lang, heading, content, switchHref, backHref }: LayoutInput): string {
  const other: Lang = lang === 'zh-CN' ? 'en-US' : 'zh-CN';
  const title = t(lang, 'page.title');
  const switchLink = switchHref
    ? `<a href="${esc(switchHref)}" lang="${other}" hreflang="${other}">${esc(t(lang, 'page.switchLanguage'))}</a>`
    : '';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<title>${esc(heading)} · ${esc(title)}</title>
<style>${CSS}</style>
</head>
<body>
<main>
<p class="brand">${esc(title)}</p>
<h1>${esc(heading)}</h1>
${content}
<nav><a href="${esc(backHref)}">${esc(t(lang, 'page.back'))}</a>${switchLink}</nav>
</main>
</body>
</html>
`;
}

/** A confirmation, announced politely by screen readers. */
export function noticeBanner(notice: string | undefined): string {
  return notice ? `<p class="notice" role="status">${esc(notice)}</p>` : '';
}

/** The error banner, announced by screen readers, and the attributes tying a field to it. */
export function errorBanner(error: string | undefined): string {
  return error ? `<p class="error" role="alert" id="form-error">${esc(error)}</p>` : '';
}

export function invalidAttrs(error: string | undefined): string {
  return error ? ' aria-invalid="true" aria-describedby="form-error"' : '';
}
