"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.scriptJson = scriptJson;
exports.renderIndex = renderIndex;
const page_meta_1 = require("./page-meta");
const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON that is safe inside a <script> element (no closing tag, no HTML comment, no line separators). */
function scriptJson(value) {
    return JSON.stringify(value)
        .replace(/</g, '\\u003c')
        .replace(/>/g, '\\u003e')
        .replace(/&/g, '\\u0026')
        .replace(/\u2028/g, '\\u2028')
        .replace(/\u2029/g, '\\u2029');
}
/** Fills the built index.html with the language, the page meta and the init object. */
function renderIndex(template, locale, init, nonce) {
    const meta = page_meta_1.pageMeta[locale];
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
//# sourceMappingURL=render-index.js.map