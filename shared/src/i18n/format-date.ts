export const DEFAULT_DATE_PATTERN = 'yyyy-MM-dd hh:mm:ss';

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/**
 * The classic `yyyy-MM-dd hh:mm:ss` formatter the site's pages were written against:
 * y year (`yy` = last two digits), M month, d day, h hour (0-23, as the classic formatter did),
 * m minute, s second, q quarter, S milliseconds (`S` unpadded, `SSS` padded).
 * A doubled letter pads to two digits. Local time. An invalid date gives ''. As in the classic
 * formatter, every run of these letters is a token, so literal words belong outside the pattern.
 */
export function formatDate(date: Date | number | string | null | undefined, pattern: string = DEFAULT_DATE_PATTERN): string {
  if (date === null || date === undefined || date === '') return '';
  const d = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(d.getTime())) return '';
  const values: Record<string, number> = {
    M: d.getMonth() + 1,
    d: d.getDate(),
    h: d.getHours(),
    m: d.getMinutes(),
    s: d.getSeconds(),
    q: Math.floor(d.getMonth() / 3) + 1,
    S: d.getMilliseconds(),
  };
  return pattern.replace(/y+|M+|d+|h+|m+|s+|q+|S+/g, (token) => {
    const letter = token[0] as string;
    if (letter === 'y') {
      const year = String(d.getFullYear());
      return token.length >= 4 ? year : year.slice(-token.length);
    }
    const value = values[letter] ?? 0;
    if (letter === 'S') return token.length === 1 ? String(value) : pad(value, 3);
    return token.length === 1 ? String(value) : pad(value, 2);
  });
}
