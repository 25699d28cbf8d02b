// Evaluation metrics over typed arrays. `rows` lists the answer rows to score (list A or list B),
// so one parse of a prediction file gives both scores without copying.
import { METRICS } from '@dcic/shared/contract';

export type MetricName = (typeof METRICS)[number];

export interface MetricInfo {
  /** label: values are class names (coded as integers); number: values are numbers. */
  kind: 'label' | 'number';
  /** Leaderboards sort by the score descending when true, ascending when false. */
  higherIsBetter: boolean;
  /** Prediction values must lie in [0, 1] (probabilities). */
  probability: boolean;
  /** The answer's target must be 0 or 1. */
  binaryTarget: boolean;
}

export const METRIC_INFO: Record<MetricName, MetricInfo> = {
  accuracy: { kind: 'label', higherIsBetter: true, probability: false, binaryTarget: false },
  'macro-f1': { kind: 'label', higherIsBetter: true, probability: false, binaryTarget: false },
  auc: { kind: 'number', higherIsBetter: true, probability: false, binaryTarget: true },
  'log-loss': { kind: 'number', higherIsBetter: false, probability: true, binaryTarget: true },
  rmse: { kind: 'number', higherIsBetter: false, probability: false, binaryTarget: false },
  mae: { kind: 'number', higherIsBetter: false, probability: false, binaryTarget: false },
};

export function isMetricName(value: string): value is MetricName {
  return (METRICS as readonly string[]).includes(value);
}

type Values = Float64Array | Int32Array | number[];
type Rows = Uint32Array | number[];

export function accuracy(truth: Values, pred: Values, rows: Rows): number {
  if (rows.length === 0) return 0;
  let hits = 0;
  for (let k = 0; k < rows.length; k++) {
    const i = rows[k]!;
    if (truth[i] === pred[i]) hits++;
  }
  return hits / rows.length;
}

/** Mean of per-class F1 over the classes present in the truth or the predictions of these rows. */
export function macroF1(truth: Values, pred: Values, rows: Rows): number {
  const tp = new Map<number, number>();
  const fp = new Map<number, number>();
  const fn = new Map<number, number>();
  const add = (map: Map<number, number>, key: number) => map.set(key, (map.get(key) ?? 0) + 1);
  for (let k = 0; k < rows.length; k++) {
    const i = rows[k]!;
    const t = truth[i]!;
    const p = pred[i]!;
    if (t === p) add(tp, t);
    else {
      add(fp, p);
      add(fn, t);
    }
  }
  const classes = new Set<number>([...tp.keys(), ...fn.keys(), ...fp.keys()]);
  if (classes.size === 0) return 0;
  let sum = 0;
  for (const c of classes) {
    const a = tp.get(c) ?? 0;
    const b = fp.get(c) ?? 0;
    const d = fn.get(c) ?? 0;
    sum += a === 0 ? 0 : (2 * a) / (2 * a + b + d);
  }
  return sum / classes.size;
}

/** Area under the ROC curve by the rank-sum formula; tied scores share their average rank. */
export function auc(truth: Values, pred: Values, rows: Rows): number {
  const n = rows.length;
  const order = Uint32Array.from(rows);
  // Sorting a packed Float64Array of scores is much faster than a comparator over indices.
  const scores = new Float64Array(n);
  for (let k = 0; k < n; k++) scores[k] = pred[order[k]!]!;
  const idx = new Uint32Array(n);
  for (let k = 0; k < n; k++) idx[k] = k;
  idx.sort((a, b) => scores[a]! - scores[b]!);
  let positives = 0;
  let rankSum = 0;
  let k = 0;
  while (k < n) {
    let j = k;
    while (j + 1 < n && scores[idx[j + 1]!] === scores[idx[k]!]) j++;
    const averageRank = (k + j) / 2 + 1;
    for (let m = k; m <= j; m++) {
      if (truth[order[idx[m]!]!] === 1) {
        positives++;
        rankSum += averageRank;
      }
    }
    k = j + 1;
  }
  const negatives = n - positives;
  if (positives === 0 || negatives === 0) return 0.5;
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

const EPS = 1e-15;

export function logLoss(truth: Values, pred: Values, rows: Rows): number {
  if (rows.length === 0) return 0;
  let sum = 0;
  for (let k = 0; k < rows.length; k++) {
    const i = rows[k]!;
    const p = Math.min(1 - EPS, Math.max(EPS, pred[i]!));
    sum += truth[i] === 1 ? -Math.log(p) : -Math.log(1 - p);
  }
  return sum / rows.length;
}

export function rmse(truth: Values, pred: Values, rows: Rows): number {
  if (rows.length === 0) return 0;
  let sum = 0;
  for (let k = 0; k < rows.length; k++) {
    const i = rows[k]!;
    const d = truth[i]! - pred[i]!;
    sum += d * d;
  }
  return Math.sqrt(sum / rows.length);
}

export function mae(truth: Values, pred: Values, rows: Rows): number {
  if (rows.length === 0) return 0;
  let sum = 0;
  for (let k = 0; k < rows.length; k++) {
    const i = rows[k]!;
    sum += Math.abs(truth[i]! - pred[i]!);
  }
  return sum / rows.length;
}

export const METRIC_FUNCTIONS: Record<MetricName, (truth: Values, pred: Values, rows: Rows) => number> = {
  accuracy,
  'macro-f1': macroF1,
  auc,
  'log-loss': logLoss,
  rmse,
  mae,
};
