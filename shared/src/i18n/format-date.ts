export const DEFAULT_DATE_PATTERN = 'yyyy-MM-dd hh:mm:ss';

// Intl gives the calendar fields in the viewer's time zone; the pattern only decides their layout.
// Latin digits and a 24-hour clock whatever the page's language, as the site has always shown them.
const fields = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  fractionalSecondDigits: 3,
  hourCycle: 'h23',
});

type Field = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second' | 'fractionalSecond';
const LETTERS: Record<string, Field> = { y: 'year', M: 'month', d: 'day', h: 'hour', m: 'minute', s: 'second', S: 'fractionalSecond' };

/**
 * The classic `yyyy-MM-dd hh:mm:ss` patterns the site's pages were written against:
 * y year (`yy` = last two digits), M month, d day, h hour (0-23, as the classic formatter did),
 * m minute, s second, q quarter, S milliseconds (`S` unpadded, `SSS` padded).
 * A doubled letter pads to two digits. Local time. An invalid date gives ''. As in the classic
 * formatter, every run of these letters is a token, so literal words belong outside the pattern.
 */
export function formatDate(date: Date | number | string | null | undefined, pattern: string = DEFAULT_DATE_PATTERN): string {
  if (date === null || date === undefined || date === '') return '';
  const d = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(d.getTime())) return '';
  const values: Partial<Record<Field, number>> = {};
  for (const part of fields.formatToParts(d)) if (part.type !== 'literal') values[part.type as Field] = Number(part.value);
  return pattern.replace(/y+|M+|d+|h+|m+|s+|q+|S+/g, (token) => {
    const letter = token[0] as string;
    if (letter === 'y') {
      const year = String(values.year);
      return token.length >= 4 ? year : year.slice(-token.length);
    }
    const value = letter === 'q' ? Math.ceil((values.month ?? 1) / 3) : (values[LETTERS[letter]!] ?? 0);
    if (letter === 'S') return token.length === 1 ? String(value) : String(value).padStart(3, '0');
    return token.length === 1 ? String(value) : String(value).padStart(2, '0');
  });
}
