// The styles a server's view can use. antd's CSS-in-JS sends the whole style of every component a view
// drew (~120 KB for the competitions list: every variant of its buttons, inputs and radio buttons),
// which the browser parses and matches before it paints the view, and again when a move shows it. A
// rule whose selectors each need a class that no element of the view has is left out (~40 KB left
// there, a third of it antd's design tokens). The area's script brings antd's full styles when it draws
// the page itself: the view's styles must therefore not be taken for them (`withoutStyleRecord`).
import { createHash } from 'node:crypto';
import postcss, { type AtRule } from 'postcss';

const CLASS_ATTRIBUTE = /\bclass="([^"]*)"/g;
const STYLE_ELEMENT = /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g;
/** antd's record of the styles a server sent (`@ant-design/cssinjs`, ATTR_CACHE_MAP). */
const STYLE_RECORD = /<style\b[^>]*\bdata-ant-cssinjs-cache-path\b[^>]*>[\s\S]*?<\/style>/g;

/** The class names on the elements of some HTML. */
export function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, list] of html.matchAll(CLASS_ATTRIBUTE)) for (const name of list!.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/**
 * The classes an element must have for a selector to match it or its ancestors: those written plainly.
 * Those inside `:not()`, `:is()`, `:where()`, `:has()` and attribute selectors are not needed.
 */
export function requiredClasses(selector: string): string[] {
  let plain = '';
  let nested = 0;
  for (const char of selector) {
    if (char === '(' || char === '[') nested++;
    else if (char === ')' || char === ']') nested = Math.max(0, nested - 1);
    else if (nested === 0) plain += char;
  }
  return [...plain.matchAll(/\.((?:[\w-]|\\.)+)/g)].map(([, name]) => name!.replace(/\\(.)/g, '$1'));
}

/**
 * The last sheets cut, by their text and the classes they were cut for: the same page for the next
 * user, or a page showing the same controls, costs no second parse (~20 ms for antd's sheets).
 */
const recent = new Map<string, string>();
const RECENT_MAX = 200;

/** A style sheet's rules that can match an element with the given classes (keyframes, fonts and the rest kept). */
export function usedRules(css: string, classes: ReadonlySet<string>): string {
  const key = `${createHash('sha1').update(css).digest('base64')} ${[...classes].sort().join(' ')}`;
  let used = recent.get(key);
  if (used === undefined) {
    used = cutRules(css, classes);
    if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value!);
    recent.set(key, used);
  }
  return used;
}

function cutRules(css: string, classes: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name)) return;
    const kept = rule.selectors.filter((selector) => requiredClasses(selector).every((name) => classes.has(name)));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  // Media queries and layers left empty go too, the innermost first.
  const atRules: AtRule[] = [];
  root.walkAtRules((atRule) => {
    atRules.push(atRule);
  });
  for (const atRule of atRules.reverse()) if (atRule.nodes?.length === 0) atRule.remove();
  return root.toString();
}

/** `<style>` elements cut down to the rules the view's HTML can use; a sheet left empty goes. */
export function usedStyles(styleElements: string, html: string): string {
  const classes = classesOf(html);
  return styleElements.replace(STYLE_ELEMENT, (_all, open: string, css: string, close: string) => {
    const used = usedRules(css, classes);
    return used.trim() ? open + used + close : '';
  });
}

/**
 * Without antd's record of what the server sent: with it, antd in the browser takes the view's styles
 * for complete and never adds the rules that were left out (a hover, a menu opened).
 */
export function withoutStyleRecord(styleElements: string): string {
  return styleElements.replace(STYLE_RECORD, '');
}
