// Practice attempts of the demo: a few dozen demo people and the README accounts worked on the demo
// courses' problems over the last two weeks, getting better from one attempt to the next, so course
// pages, practice leaderboards and the profile's practice tab look in use.
import { seedPracticeDemo, type DemoAttempt } from '../modules/training';
import type { SeedContext } from './context';
import { seededRandom } from './random';

const PROBLEMS = ['flower-species', 'credit-default', 'customer-churn', 'house-prices'] as const;
const DAY = 86_400_000;

export async function seedPracticeAttempts(ctx: SeedContext): Promise<number> {
  const random = seededRandom('practice');
  const plan: DemoAttempt[] = [];
  const learners = ctx.people.slice(0, Math.min(30, ctx.people.length));
  const attempt = (userId: number, problem: string, tries: number, skill: number, broken = false) => {
    for (let k = 0; k < tries; k++) {
      const at = new Date(ctx.now.getTime() - random.between(0.2, 14) * DAY);
      plan.push({ userId, problem, skill: Math.min(0.97, skill + k * 0.05), at, broken: broken && k === 0 });
    }
  };
  for (const person of learners) {
    for (const problem of PROBLEMS) {
      if (!random.chance(problem === 'flower-species' ? 0.7 : 0.4)) continue;
      attempt(person.id, problem, random.int(1, 3), random.between(0.45, 0.85), random.chance(0.1));
    }
  }
  // The README accounts: the practice tab of their profiles shows scored and failed attempts.
  const demo = ctx.readme.demo;
  if (demo) {
    attempt(demo.id, 'flower-species', 3, 0.7, true);
    attempt(demo.id, 'credit-default', 2, 0.6);
    attempt(demo.id, 'house-prices', 1, 0.75);
  }
  const english = ctx.readme['demo-en'];
  if (english) {
    attempt(english.id, 'flower-species', 2, 0.8);
    attempt(english.id, 'customer-churn', 2, 0.65);
  }
  // Oldest first, so each person's attempts improve in time order.
  plan.sort((a, b) => a.at.getTime() - b.at.getTime());
  return seedPracticeDemo(ctx.app, plan, () => random.next());
}
