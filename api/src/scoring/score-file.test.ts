import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadAnswer } from './answer-file';
import { scoreFile } from './score-file';
import { describeReason, ScoringError } from './reasons';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'scoring-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const at = path.join(dir, name);
  writeFileSync(at, text);
  return at;
}

async function reasonOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ScoringError) return `${error.reason} ${describeReason(error.reason, error.params, 'en-US')}`;
    throw error;
  }
  throw new Error('expected a scoring error');
}

describe('scoring a prediction file', () => {
  const answerText = 'id,label,list\n1,0,A\n2,1,A\n3,1,B\n4,0,B\n';

  it('gives list A and list B scores (dense ids)', async () => {
    const answer = await loadAnswer(file('a.csv', answerText), 'rmse');
    const scores = await scoreFile(file('p.csv', 'id,label\n4,0.5\n1,0\n2,1\n3,0\n'), answer, 'rmse');
    expect(scores.scoreA).toBe(0);
    expect(scores.scoreB).toBeCloseTo(Math.sqrt((1 + 0.25) / 2), 8);
  });

  it('works with string ids and label metrics, CRLF and a BOM', async () => {
    const answer = await loadAnswer(file('s.csv', 'id,species,list\nx1,cat,A\nx2,dog,A\nx3,dog,B\n'), 'accuracy');
    const scores = await scoreFile(file('sp.csv', '\uFEFFid,species\r\nx1,cat\r\nx2,cat\r\nx3,dog\r\n'), answer, 'accuracy');
    expect(scores).toMatchObject({ scoreA: 0.5, scoreB: 1 });
  });

  it.each([
    ['wrong header', 'id,score\n1,0\n', 'wrong-header The header must be "id,label", found "id,score".'],
    ['an unknown id', 'id,label\n9,0\n', 'unknown-id Line 2: id "9" is not in the test set.'],
    ['a duplicate id', 'id,label\n1,0\n1,0\n', 'duplicate-id Line 3: id "1" appears more than once.'],
    [
      'a missing id',
      'id,label\n1,0\n2,0\n3,0\n',
      'wrong-row-count The file must have 4 data rows, found 3 (id "4" and others are missing).',
    ],
    ['a non-numeric value', 'id,label\n1,abc\n', 'not-a-number Line 2: value "abc" is not a number.'],
    ['too many columns', 'id,label\n1,0,0\n', 'wrong-column-count Line 2 must have 2 columns, found 3.'],
    ['an empty file', '', 'empty-file The file is empty.'],
  ])('rejects %s with a precise reason', async (_what, text, reason) => {
    const answer = await loadAnswer(file('a2.csv', answerText), 'rmse');
    expect(await reasonOf(scoreFile(file('bad.csv', text), answer, 'rmse'))).toBe(reason);
  });

  it('refuses probabilities outside [0, 1] for log loss', async () => {
    const answer = await loadAnswer(file('a3.csv', answerText), 'log-loss');
    expect(await reasonOf(scoreFile(file('p3.csv', 'id,label\n1,1.5\n'), answer, 'log-loss'))).toMatch(/^not-a-probability/);
  });

  it('has every reason in Chinese as well', () => {
    expect(describeReason('unknown-id', { line: 2, id: '9' }, 'zh-CN')).toBe('第 2 行的 id “9” 不在测试集中');
  });
});
