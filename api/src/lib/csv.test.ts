import { toCsv } from './csv';

describe('toCsv', () => {
  it('starts with a byte-order mark, quotes what needs it and keeps formulas as text', () => {
    const text = toCsv([
      ['队伍', 'score'],
      ['=HYPERLINK("http://evil")', 1.5],
      ['+1', '-2'],
      ['@SUM(A1)', 'a,"b"\nc'],
      [null, 0],
    ]).toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1).split('\r\n')).toEqual([
      '队伍,score',
      `"'=HYPERLINK(""http://evil"")",1.5`,
      "'+1,'-2",
      `'@SUM(A1),"a,""b""\nc"`,
      ',0',
      '',
    ]);
  });
});
