import { accuracy, auc, logLoss, macroF1, mae, rmse } from './metrics';

// Expected values are those of scikit-learn for the same inputs.
const all = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('metrics against known values', () => {
  it('accuracy', () => {
    expect(accuracy([0, 1, 1, 0], [0, 1, 0, 0], all(4))).toBeCloseTo(0.75, 12);
  });
  it('macro-F1', () => {
    expect(macroF1([0, 1, 2, 0, 1, 2], [0, 2, 1, 0, 0, 1], all(6))).toBeCloseTo(0.26666666666666666, 12);
    expect(macroF1([0, 0, 1, 1], [0, 0, 1, 1], all(4))).toBe(1);
  });
  it('AUC, with tied scores sharing their rank', () => {
    expect(auc([0, 0, 1, 1], [0.1, 0.4, 0.35, 0.8], all(4))).toBeCloseTo(0.75, 12);
    expect(auc([0, 1, 0, 1], [0.5, 0.5, 0.5, 0.5], all(4))).toBeCloseTo(0.5, 12);
    expect(auc([1, 0, 1, 0, 1], [0.9, 0.3, 0.3, 0.1, 0.7], all(5))).toBeCloseTo(0.9166666666666666, 12);
  });
  it('log loss', () => {
    expect(logLoss([1, 0, 0, 1], [0.9, 0.1, 0.2, 0.65], all(4))).toBeCloseTo(0.21616187468057912, 12);
  });
  it('RMSE and MAE', () => {
    expect(rmse([3, -0.5, 2, 7], [2.5, 0.0, 2, 8], all(4))).toBeCloseTo(0.6123724356957945, 12);
    expect(mae([3, -0.5, 2, 7], [2.5, 0.0, 2, 8], all(4))).toBeCloseTo(0.5, 12);
  });
  it('scores only the listed rows', () => {
    expect(rmse([1, 100], [1, 0], [0])).toBe(0);
    expect(accuracy([1, 2, 3], [1, 0, 0], [0, 2])).toBe(0.5);
  });
});
