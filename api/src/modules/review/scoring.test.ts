import type { Criterion } from '@dcic/shared/contract';
import { isAppError } from '../../errors/app-error';
import { checkScheme, checkScores, weightedTotal } from './scoring';

const scheme: Criterion[] = [
  { key: 'a', name: 'A', weight: 3, min: 0, max: 10 },
  { key: 'b', name: 'B', weight: 1, min: 50, max: 100 },
];

function codeOf(work: () => void): string | undefined {
  try {
    work();
    return undefined;
  } catch (error) {
    return isAppError(error) ? error.code : 'not an AppError';
  }
}

test('the weighted total places each score in its range, so ranges of any size weigh as their weight says', () => {
  expect(weightedTotal(scheme, { a: 10, b: 50 })).toBe(75);
  expect(weightedTotal(scheme, { a: 0, b: 100 })).toBe(25);
  expect(weightedTotal(scheme, { a: 5, b: 75 })).toBe(50);
  expect(weightedTotal(scheme, { a: 10 / 3, b: 50 })).toBe(25);
});

test('scores outside a range, unknown criteria, and missing criteria on submission are refused; drafts may be partial', () => {
  expect(codeOf(() => checkScores(scheme, { a: 10.5 }, false))).toBe('REVIEW_SCORE_OUT_OF_RANGE');
  expect(codeOf(() => checkScores(scheme, { b: 49 }, false))).toBe('REVIEW_SCORE_OUT_OF_RANGE');
  expect(codeOf(() => checkScores(scheme, { a: Number.NaN }, false))).toBe('REVIEW_SCORE_OUT_OF_RANGE');
  expect(codeOf(() => checkScores(scheme, { c: 1 }, false))).toBe('REVIEW_UNKNOWN_CRITERION');
  expect(codeOf(() => checkScores(scheme, { a: 1 }, true))).toBe('REVIEW_SCORE_INCOMPLETE');
  expect(codeOf(() => checkScores(scheme, { a: 1 }, false))).toBeUndefined();
  expect(codeOf(() => checkScores(scheme, { a: 0, b: 100 }, true))).toBeUndefined();
});

test('a scheme needs unique keys and each minimum below its maximum', () => {
  expect(codeOf(() => checkScheme(scheme))).toBeUndefined();
  expect(codeOf(() => checkScheme([...scheme, { ...scheme[0]!, name: 'again' }]))).toBe('REVIEW_SCHEME_INVALID');
  expect(codeOf(() => checkScheme([{ key: 'x', name: 'X', weight: 1, min: 3, max: 3 }]))).toBe('REVIEW_SCHEME_INVALID');
});
