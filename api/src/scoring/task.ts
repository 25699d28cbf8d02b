// Messages between the scoring pool and its threads.
import type { MetricName } from './metrics';
import type { ReasonParams, ScoringReason } from './reasons';

export interface ScoringTask {
  id: number;
  answerFile: string;
  predictionFile: string;
  metric: MetricName;
}

export type ScoringTaskResult =
  | { id: number; outcome: 'scored'; scoreA: number; scoreB: number }
  /** The file cannot be scored (a ScoringError): the team is told why. */
  | { id: number; outcome: 'refused'; reason: ScoringReason; params: ReasonParams }
  /** Anything else (disk, a bad answer file): the job is tried again. */
  | { id: number; outcome: 'crashed'; message: string };
