// The time rules of spec §4, as pure functions of a clock, so every route and test agrees on them.
import type { Stage, SUBMISSION_REFUSALS, TimeState } from '@dcic/shared/contract';

export interface CompetitionTimes {
  startTime: Date;
  endTime: Date;
  isOpenSignup: boolean;
}

export interface ScheduleTimes {
  id: number;
  sort: number;
  startTime: Date;
  endTime: Date;
  listBStartTime: Date | null;
  listBEndTime: Date | null;
}

/** In progress when now is after start and not past end; ended when past end. */
export function timeState(competition: CompetitionTimes, now: Date): TimeState {
  if (now.getTime() > competition.endTime.getTime()) return 'ended';
  if (now.getTime() >= competition.startTime.getTime()) return 'in-progress';
  return 'not-started';
}

/** "Can sign up" as a list state: signup is open and the competition is in progress. */
export function isSignupState(competition: CompetitionTimes, now: Date): boolean {
  return competition.isOpenSignup && timeState(competition, now) === 'in-progress';
}

/** The schedule whose start-to-end window contains now (the earliest sort when windows touch). */
export function currentSchedule<S extends ScheduleTimes>(schedules: readonly S[], now: Date): S | null {
  const t = now.getTime();
  const open = schedules.filter((s) => s.startTime.getTime() <= t && t <= s.endTime.getTime());
  open.sort((a, b) => a.sort - b.sort);
  return open[0] ?? null;
}

/** Stage 1 when now is inside the schedule's list B window, else 0. */
export function stageOf(schedule: ScheduleTimes | null, now: Date): Stage {
  if (!schedule) return 0;
  return isListBOpen(schedule, now) ? 1 : 0;
}

function isListBOpen(schedule: ScheduleTimes, now: Date): boolean {
  if (!schedule.listBStartTime || !schedule.listBEndTime) return false;
  const t = now.getTime();
  return schedule.listBStartTime.getTime() <= t && t <= schedule.listBEndTime.getTime();
}

/**
 * List B scores may be shown once the list B window has opened. Before that they are hidden from
 * every response, or the private score leaks and teams overfit it (the leak other platforms had).
 */
export function listBVisible(schedule: ScheduleTimes, now: Date): boolean {
  return schedule.listBStartTime !== null && now.getTime() >= schedule.listBStartTime.getTime();
}

export type SignupRefusal = 'expired' | 'closed' | 'has-team' | null;

/** Signup is possible only if signup is open (and the competition not over) and the user has no team. */
export function signupRefusal(competition: CompetitionTimes, hasTeam: boolean, now: Date): SignupRefusal {
  if (timeState(competition, now) === 'ended') return 'expired';
  if (!competition.isOpenSignup) return 'closed';
  if (hasTeam) return 'has-team';
  return null;
}

export type SubmissionRefusal = (typeof SUBMISSION_REFUSALS)[number] | null;

/**
 * Submission is allowed only if a current schedule exists, the user has a team, and the schedule's
 * sort is 0 or the team's scheduleId equals the schedule's id (later rounds admit only their teams).
 */
export function submissionRefusal(schedule: ScheduleTimes | null, team: { scheduleId: number | null } | null): SubmissionRefusal {
  if (!schedule) return 'no-schedule';
  if (!team) return 'no-team';
  if (schedule.sort !== 0 && team.scheduleId !== schedule.id) return 'wrong-schedule';
  return null;
}

export interface QuotaUse {
  /** Successful (scored) submissions of the team in the schedule. */
  successSubmitCount: number;
  /** Submissions of this user in the schedule that count (scored or waiting). */
  selfSubmitCount: number;
  /** Failed submissions of the team in the schedule. */
  errorSubmitCount: number;
  /** Uploaded, not scored yet: they may still succeed, so they hold a place in the quota. */
  pendingSubmitCount: number;
}

export type QuotaRefusal = 'submit-quota' | 'error-quota' | null;

/**
 * maxSubmitCount bounds the team's successful submissions (waiting ones reserve a place);
 * maxErrorSubmitCount bounds its failed ones. An error never uses the success quota.
 */
export function quotaRefusal(limits: { maxSubmitCount: number; maxErrorSubmitCount: number }, use: QuotaUse): QuotaRefusal {
  if (use.successSubmitCount + use.pendingSubmitCount >= limits.maxSubmitCount) return 'submit-quota';
  if (use.errorSubmitCount >= limits.maxErrorSubmitCount) return 'error-quota';
  return null;
}
