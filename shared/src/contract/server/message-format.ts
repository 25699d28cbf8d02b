import {
  isLiteralElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import type { Lang } from '../common';

/** Values of `{name}` arguments, and for `<tag>…</tag>` markup a function given the tag's content. */
export type MessageValues = Record<string, PrimitiveType | ((chunks: string[]) => string)>;

// Catalogues are fixed, so each text is parsed once per language.
const compiled = new Map<string, { format: IntlMessageFormat; names: string[] }>();

function compile(message: string, lang: Lang) {
  const key = `${lang}\u0000${message}`;
  let entry = compiled.get(key);
  if (!entry) {
    const format = new IntlMessageFormat(message, lang);
    entry = { format, names: argumentNames(format.getAst()) };
    compiled.set(key, entry);
  }
  return entry;
}

/** Names of the values a message reads (`{name}`, `{n, plural, …}`); tags are markup the code supplies. */
function argumentNames(elements: MessageFormatElement[], names = new Set<string>()): string[] {
  for (const element of elements) {
    if (isTagElement(element)) argumentNames(element.children, names);
    else if (!isLiteralElement(element) && 'value' in element) names.add(element.value);
    if (isPluralElement(element) || isSelectElement(element)) {
      for (const option of Object.values(element.options)) argumentNames(option.value, names);
    }
  }
  return [...names];
}

/**
 * An ICU message of a server-side catalogue in `lang`. A value the caller forgot shows as its
 * `{name}` (or what `missing` makes of it) instead of failing: these texts are written while
 * answering an error, where a throw would turn a clear 4xx into a 500.
 */
export function formatMessage(
  message: string,
  lang: Lang,
  values: MessageValues = {},
  missing: (name: string) => string = (name) => `{${name}}`,
): string {
  const { format, names } = compile(message, lang);
  const complete: MessageValues = { ...values };
  for (const name of names) if (complete[name] === undefined) complete[name] = missing(name);
  const formatted = format.format<string>(complete);
  return Array.isArray(formatted) ? formatted.join('') : String(formatted);
}
