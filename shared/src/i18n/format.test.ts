import { formatDate } from './format-date';
import { formatNumber } from './format-number';

describe('formatNumber', () => {
  it.each([
    [1234567.891, '1 234 567.89'],
    [0, '0.00'],
    [999, '999.00'],
    [1000, '1 000.00'],
    [-1234.5, '-1 234.50'],
    ['98765.4321', '98 765.43'],
    [-0.001, '0.00'],
  ])('%p -> %p', (input, expected) => {
    expect(formatNumber(input)).toBe(expected);
  });

  it('gives an empty text for no number', () => {
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(Number.NaN)).toBe('');
    expect(formatNumber('abc')).toBe('');
    expect(formatNumber('')).toBe('');
  });
});

describe('formatDate', () => {
  const date = new Date(2024, 10, 5, 9, 3, 7, 45); // 5 Nov 2024 09:03:07.045 local time

  it.each([
    ['yyyy-MM-dd hh:mm:ss', '2024-11-05 09:03:07'],
    ['yy/M/d h:m:s', '24/11/5 9:3:7'],
    ['yyyy年MM月dd日', '2024年11月05日'],
    ['yyyy q', '2024 4'],
    ['qq', '04'],
    ['hh:mm:ss.S', '09:03:07.45'],
    ['hh:mm:ss.SSS', '09:03:07.045'],
  ])('%s', (pattern, expected) => {
    expect(formatDate(date, pattern)).toBe(expected);
  });

  it('uses 24-hour hours and the default pattern', () => {
    expect(formatDate(new Date(2024, 0, 1, 21, 0, 0))).toBe('2024-01-01 21:00:00');
  });

  it('accepts timestamps and strings, and gives an empty text for invalid dates', () => {
    expect(formatDate(date.getTime(), 'yyyy-MM-dd')).toBe('2024-11-05');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(null)).toBe('');
  });
});
