import { METRIC_INFO, type MetricName } from './metrics';
import { forEachLine, LineTooLong, MAX_LINE_CHARS } from './read-lines';

/**
 * The private answer of a competition: header `id,<target>,list`, one row per test id, list A or B.
 * Ids are kept as numbers when the file uses whole numbers (far less memory than strings), and
 * when they run 0..n-1 or 1..n in order no map is kept at all.
 */
export interface Answer {
  header: string[];
  size: number;
  truth: Float64Array;
  /** Class names by code, for label metrics. */
  classes: string[];
  classCodes: Map<string, number>;
  rowsA: Uint32Array;
  rowsB: Uint32Array;
  indexOf(id: string): number | undefined;
  idAt(index: number): string;
}

export class AnswerFileError extends Error {}

const SAFE_INT = /^(0|-?[1-9]\d{0,14})$/;

export async function loadAnswer(file: string, metric: MetricName): Promise<Answer> {
  try {
    return await readAnswer(file, metric);
  } catch (error) {
    if (error instanceof LineTooLong) throw new AnswerFileError(`answer line ${error.lineNo} is longer than ${MAX_LINE_CHARS} characters`);
    throw error;
  }
}

async function readAnswer(file: string, metric: MetricName): Promise<Answer> {
  const info = METRIC_INFO[metric];
  let header: string[] | undefined;
  let truth = new Float64Array(1024);
  let list = new Uint8Array(1024);
  let size = 0;
  // Dense ids need no map; the map is built the moment the ids stop being dense.
  let denseBase: number | undefined;
  let map: Map<string | number, number> | undefined;
  const classes: string[] = [];
  const classCodes = new Map<string, number>();
  await forEachLine(file, (raw, lineNo) => {
    const line = raw.trim();
    if (line === '') return;
    const cells = line.split(',');
    if (!header) {
      header = cells.map((cell) => cell.trim().replace(/^\uFEFF/, ''));
      if (header.length !== 3 || header[0] !== 'id' || header[2] !== 'list')
        throw new AnswerFileError(`answer header must be "id,<target>,list", found "${line}"`);
      return;
    }
    if (cells.length !== 3) throw new AnswerFileError(`answer line ${lineNo}: expected 3 columns`);
    const id = cells[0]!.trim();
    const target = cells[1]!.trim();
    const which = cells[2]!.trim().toUpperCase();
    if (which !== 'A' && which !== 'B') throw new AnswerFileError(`answer line ${lineNo}: list must be A or B`);
    if (size === truth.length) {
      const biggerTruth = new Float64Array(truth.length * 2);
      biggerTruth.set(truth);
      truth = biggerTruth;
      const biggerList = new Uint8Array(list.length * 2);
      biggerList.set(list);
      list = biggerList;
    }
    let value: number;
    if (info.kind === 'label') {
      let code = classCodes.get(target);
      if (code === undefined) {
        code = classes.length;
        classes.push(target);
        classCodes.set(target, code);
      }
      value = code;
    } else {
      value = Number(target);
      if (target === '' || !Number.isFinite(value)) throw new AnswerFileError(`answer line ${lineNo}: target is not a number`);
      if (info.binaryTarget && value !== 0 && value !== 1)
        throw new AnswerFileError(`answer line ${lineNo}: target must be 0 or 1 for ${metric}`);
    }
    truth[size] = value;
    list[size] = which === 'A' ? 0 : 1;

    const numeric = SAFE_INT.test(id) ? Number(id) : undefined;
    if (!map && size === 0 && numeric !== undefined && (numeric === 0 || numeric === 1)) denseBase = numeric;
    if (!map && denseBase !== undefined && numeric === denseBase + size) {
      size++;
      return;
    }
    if (!map) {
      map = new Map();
      if (denseBase !== undefined) for (let k = 0; k < size; k++) map.set(denseBase + k, k);
      denseBase = undefined;
    }
    const key: string | number = numeric ?? id;
    if (map.has(key)) throw new AnswerFileError(`answer line ${lineNo}: duplicate id ${id}`);
    map.set(key, size);
    size++;
  });
  if (!header || size === 0) throw new AnswerFileError('answer file has no rows');

  truth = truth.slice(0, size);
  let countA = 0;
  for (let k = 0; k < size; k++) if (list[k] === 0) countA++;
  const rowsA = new Uint32Array(countA);
  const rowsB = new Uint32Array(size - countA);
  for (let k = 0, a = 0, b = 0; k < size; k++) {
    if (list[k] === 0) rowsA[a++] = k;
    else rowsB[b++] = k;
  }

  const finalMap = map;
  const base = denseBase;
  let reverse: (string | number)[] | undefined;
  return {
    header,
    size,
    truth,
    classes,
    classCodes,
    rowsA,
    rowsB,
    indexOf(id: string) {
      const numeric = SAFE_INT.test(id) ? Number(id) : undefined;
      if (!finalMap) {
        if (numeric === undefined || base === undefined) return undefined;
        const index = numeric - base;
        return index >= 0 && index < size ? index : undefined;
      }
      return finalMap.get(numeric ?? id);
    },
    idAt(index: number) {
      if (!finalMap) return String((base ?? 0) + index);
      if (!reverse) {
        reverse = new Array<string | number>(size);
        for (const [key, at] of finalMap) reverse[at] = key;
      }
      return String(reverse[index]);
    },
  };
}
