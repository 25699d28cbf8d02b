// Prediction files as teams would upload them: made from the competition's answer with noise that
// shrinks as the quality grows, so scores differ between teams and improve over the days; and
// malformed files that the scoring job turns into error submissions with their reason.
import { readFileSync } from 'node:fs';
import { METRIC_INFO, type MetricName } from '../scoring';
import type { Defect } from './plan';
import type { Random } from './random';

export interface AnswerRows {
  target: string;
  ids: string[];
  truth: string[];
  /** Distinct labels (label metrics). */
  labels: string[];
  /** Spread of a numeric target. */
  spread: number;
}

/** Reads a private answer (`id,<target>,list`); the demo's answers are small. */
export function readAnswer(file: string): AnswerRows {
  const [header, ...lines] = readFileSync(file, 'utf8').trim().split(/\r?\n/);
  const target = header!.split(',')[1]!.trim();
  const rows = lines.map((line) => line.split(',').map((cell) => cell.trim()));
  const ids = rows.map((cells) => cells[0]!);
  const truth = rows.map((cells) => cells[1]!);
  const numbers = truth.map(Number).filter(Number.isFinite);
  const mean = numbers.reduce((sum, x) => sum + x, 0) / Math.max(1, numbers.length);
  const spread = Math.sqrt(numbers.reduce((sum, x) => sum + (x - mean) ** 2, 0) / Math.max(1, numbers.length)) || 1;
  return { target, ids, truth, labels: [...new Set(truth)], spread };
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

function predict(answer: AnswerRows, metric: MetricName, quality: number, random: Random): string[] {
  const info = METRIC_INFO[metric];
  if (info.kind === 'label') {
    const right = 0.35 + 0.6 * quality;
    return answer.truth.map((label) =>
      random.chance(right) || answer.labels.length < 2 ? label : random.pick(answer.labels.filter((other) => other !== label)),
    );
  }
  if (info.binaryTarget) {
    // Two normal clouds `separation` apart: AUC about Φ(separation / √2), never a perfect 1.
    const separation = 0.4 + 2.4 * quality;
    return answer.truth.map((y) => {
      const p = sigmoid((y === '1' ? separation : -separation) / 2 + random.normal());
      return Math.min(0.99, Math.max(0.01, p)).toFixed(4);
    });
  }
  const noise = answer.spread * (1.1 - quality);
  return answer.truth.map((y) => (Number(y) + noise * random.normal()).toFixed(2));
}

function malformed(answer: AnswerRows, values: string[], defect: Defect): string[] {
  const header = `id,${answer.target}`;
  const rows = answer.ids.map((id, i) => `${id},${values[i]}`);
  switch (defect) {
    case 'wrong-header':
      return ['ID,prediction', ...rows];
    case 'missing-rows':
      return [header, ...rows.slice(0, Math.floor(rows.length * 0.8))];
    case 'duplicate-id':
      return [header, rows[0]!, ...rows];
    case 'extra-column':
      return [header, ...rows.map((row, i) => (i === 7 ? `${row},0.5` : row))];
    case 'not-a-number':
      return [header, ...rows.map((row, i) => (i === 11 ? `${answer.ids[i]},N/A` : row))];
    case 'not-a-probability':
      return [header, ...rows.map((row, i) => (i === 5 ? `${answer.ids[i]},1.7` : row))];
  }
}

/** The CSV a team uploads for one planned submission. */
export function predictionFile(
  answer: AnswerRows,
  metric: MetricName,
  plan: { quality: number; defect: Defect | null },
  random: Random,
): Buffer {
  const values = predict(answer, metric, plan.defect ? 0.5 : plan.quality, random);
  const lines = plan.defect
    ? malformed(answer, values, plan.defect)
    : [`id,${answer.target}`, ...answer.ids.map((id, i) => `${id},${values[i]}`)];
  return Buffer.from(`${lines.join('\n')}\n`);
}
