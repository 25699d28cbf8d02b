import { toCsv } from './export-table';

test('quotes CSV cells as RFC 4180 says and keeps formulas from running in spreadsheet programs', () => {
  const csv = toCsv([
    ['a,b', 'say "hi"', 'line\nbreak'],
    ['=HYPERLINK("x")', '+1', 3.5],
    [null, '-2', '@sum'],
  ]).toString('utf8');
  expect(csv).toBe('\ufeff"a,b","say ""hi""","line\nbreak"\r\n"\'=HYPERLINK(""x"")",\'+1,3.5\r\n,\'-2,\'@sum\r\n');
});
