// Scoring of prediction files against a private answer: the metrics, the answer and prediction readers
// (run in the pool's worker threads), and the reasons a file cannot be scored. A library with no HTTP
// or database: the submissions module's job and the bundle importer use it.
export { AnswerFileError, loadAnswer } from './answer-file';
export { isMetricName, METRIC_INFO, type MetricName } from './metrics';
export { describeReason, isScoringReason, type ReasonParams, type ScoringReason } from './reasons';
export { createScoringPool, type ScoringPool, type ScoringResult } from './pool';
