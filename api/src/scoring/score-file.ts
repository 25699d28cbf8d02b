import type { Answer } from './answer-file';
import { METRIC_FUNCTIONS, METRIC_INFO, type MetricName } from './metrics';
import { ScoringError } from './reasons';
import { forEachLine, LineTooLong, MAX_LINE_CHARS } from './read-lines';

export interface Scores {
  scoreA: number;
  scoreB: number;
  rows: number;
}

/**
 * Scores a prediction file (`id,<target>`) against the answer, reading it line by line: values go
 * straight into a typed array indexed by answer row, so a file of a million rows is never held
 * as strings. Any defect raises a ScoringError naming the line.
 */
export async function scoreFile(file: string, answer: Answer, metric: MetricName): Promise<Scores> {
  try {
    return await scoreLines(file, answer, metric);
  } catch (error) {
    // A line past the limit (a 10-million-column line) is refused before it is held whole or split.
    if (error instanceof LineTooLong) throw new ScoringError('line-too-long', { line: error.lineNo, max: MAX_LINE_CHARS });
    throw error;
  }
}

async function scoreLines(file: string, answer: Answer, metric: MetricName): Promise<Scores> {
  const info = METRIC_INFO[metric];
  const expectedHeader = `id,${answer.header[1]}`;
  const pred = new Float64Array(answer.size);
  const seen = new Uint8Array(answer.size);
  let rows = 0;
  let header = false;
  await forEachLine(file, (raw, lineNo) => {
    const line = raw.trim();
    if (line === '') return;
    if (line.includes('\uFFFD')) throw new ScoringError('not-text');
    if (!header) {
      const actual = line
        .replace(/^\uFEFF/, '')
        .split(',')
        .map((cell) => cell.trim())
        .join(',');
      if (actual !== expectedHeader) throw new ScoringError('wrong-header', { expected: expectedHeader, actual: clip(actual) });
      header = true;
      return;
    }
    const comma = line.indexOf(',');
    if (comma < 0 || line.indexOf(',', comma + 1) >= 0) {
      throw new ScoringError('wrong-column-count', { line: lineNo, expected: 2, actual: line.split(',').length });
    }
    const id = line.slice(0, comma).trim();
    const text = line.slice(comma + 1).trim();
    const index = answer.indexOf(id);
    if (index === undefined) throw new ScoringError('unknown-id', { line: lineNo, id: clip(id) });
    if (seen[index]) throw new ScoringError('duplicate-id', { line: lineNo, id: clip(id) });
    seen[index] = 1;
    if (text === '') throw new ScoringError('empty-value', { line: lineNo });
    if (info.kind === 'label') {
      // A class the answer does not know is simply wrong, not malformed.
      pred[index] = answer.classCodes.get(text) ?? -1;
    } else {
      const value = Number(text);
      if (!Number.isFinite(value)) throw new ScoringError('not-a-number', { line: lineNo, value: clip(text) });
      if (info.probability && (value < 0 || value > 1)) throw new ScoringError('not-a-probability', { line: lineNo, value: clip(text) });
      pred[index] = value;
    }
    rows++;
  });
  if (!header) throw new ScoringError('empty-file');
  // Unknown and repeated ids already failed, so fewer rows means ids are missing.
  if (rows !== answer.size)
    throw new ScoringError('wrong-row-count', { expected: answer.size, actual: rows, id: answer.idAt(seen.indexOf(0)) });
  const compute = METRIC_FUNCTIONS[metric];
  return { scoreA: round(compute(answer.truth, pred, answer.rowsA)), scoreB: round(compute(answer.truth, pred, answer.rowsB)), rows };
}

function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

function round(value: number): number {
  return Math.round(value * 1e8) / 1e8;
}
