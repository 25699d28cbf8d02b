// A scoring thread: scores the files the pool sends it, one at a time. The answer of a competition is
// read once per thread and kept while its file stays the same (path, size and modification time), so
// a busy competition's answer is parsed once, not once per submission.
import { statSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { loadAnswer, type Answer } from './answer-file';
import type { MetricName } from './metrics';
import { ScoringError } from './reasons';
import { scoreFile } from './score-file';
import type { ScoringTask, ScoringTaskResult } from './task';

// On Linux a thread's priority is its own: scoring threads run niced, so when the cores are short (the
// hour before a deadline) the requests of the process they run in, and the other services, go first.
const nice = Number((workerData as { nice?: number } | null)?.nice ?? 0);
if (process.platform === 'linux' && nice > 0) {
  try {
    setPriority(nice);
  } catch {
    // Not allowed here: score at the process's priority.
  }
}

const answers = new Map<string, { version: string; answer: Promise<Answer> }>();

function answerFor(file: string, metric: MetricName): Promise<Answer> {
  const stat = statSync(file);
  const version = `${metric}:${stat.size}:${stat.mtimeMs}`;
  const cached = answers.get(file);
  if (cached?.version === version) return cached.answer;
  const answer = loadAnswer(file, metric);
  answers.set(file, { version, answer });
  answer.catch(() => answers.delete(file));
  return answer;
}

async function run(task: ScoringTask): Promise<ScoringTaskResult> {
  try {
    const answer = await answerFor(task.answerFile, task.metric);
    const scores = await scoreFile(task.predictionFile, answer, task.metric);
    return { id: task.id, outcome: 'scored', scoreA: scores.scoreA, scoreB: scores.scoreB };
  } catch (error) {
    if (error instanceof ScoringError) return { id: task.id, outcome: 'refused', reason: error.reason, params: error.params };
    return { id: task.id, outcome: 'crashed', message: error instanceof Error ? error.message : String(error) };
  }
}

parentPort!.on('message', (task: ScoringTask) => {
  void run(task).then((result) => parentPort!.postMessage(result));
});
