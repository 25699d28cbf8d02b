import type { Locale } from './locale';
import { pageMeta } from './page-meta';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON that is safe inside a <script> element (no closing tag, no HTML comment, no line separators). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Fills the built index.html with the language, the page meta and the init object. */
export function renderIndex(template: string, locale: Locale, init: unknown, nonce: string): string {
  const meta = pageMeta[locale];
  const head = [
    `<meta name="keywords" content="${escapeHtml(meta.keywords)}" />`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<script nonce="${escapeHtml(nonce)}">window.__DCIC_INIT__=${scriptJson(init)}</script>`,
  ].join('\n    ');
  return template
    .replace(/<html lang="?[^">\s]*"?>/, `<html lang="${locale}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace('<!--dcic:head-->', '')
    .replace('</head>', `${head}\n  </head>`);
}
