// Scoring of prediction files against a private answer: the metrics, the answer and prediction readers,
// and the reasons a file cannot be scored. A library with no HTTP or database: the submissions module's
// job and the bundle importer use it.
export { AnswerFileError, loadAnswer, type Answer } from './answer-file';
export { isMetricName, METRIC_INFO, type MetricName } from './metrics';
export { describeReason, isScoringReason, ScoringError, type ReasonParams, type ScoringReason } from './reasons';
export { scoreFile } from './score-file';
export { createScoringPool, type ScoringPool, type ScoringResult } from './pool';
