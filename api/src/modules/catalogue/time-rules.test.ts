import {
  currentSchedule,
  isSignupState,
  listBVisible,
  quotaRefusal,
  signupRefusal,
  stageOf,
  submissionRefusal,
  timeState,
  type ScheduleTimes,
} from './time-rules';

const at = (iso: string) => new Date(iso);
const competition = { startTime: at('2026-03-01T00:00:00Z'), endTime: at('2026-06-30T00:00:00Z'), isOpenSignup: true };
const round1: ScheduleTimes = {
  id: 1,
  sort: 0,
  startTime: at('2026-03-01T00:00:00Z'),
  endTime: at('2026-04-30T00:00:00Z'),
  listBStartTime: at('2026-04-20T00:00:00Z'),
  listBEndTime: at('2026-04-30T00:00:00Z'),
};
const round2: ScheduleTimes = {
  ...round1,
  id: 2,
  sort: 1,
  startTime: at('2026-05-10T00:00:00Z'),
  endTime: at('2026-06-30T00:00:00Z'),
  listBStartTime: null,
  listBEndTime: null,
};

describe('time state (§4)', () => {
  it('is not started before the start, in progress inside, ended after the end', () => {
    expect(timeState(competition, at('2026-02-28T23:59:59Z'))).toBe('not-started');
    expect(timeState(competition, at('2026-03-01T00:00:00Z'))).toBe('in-progress');
    expect(timeState(competition, at('2026-06-30T00:00:00Z'))).toBe('in-progress');
    expect(timeState(competition, at('2026-06-30T00:00:01Z'))).toBe('ended');
  });
  it('can sign up only when signup is open and the competition is in progress', () => {
    expect(isSignupState(competition, at('2026-04-01T00:00:00Z'))).toBe(true);
    expect(isSignupState({ ...competition, isOpenSignup: false }, at('2026-04-01T00:00:00Z'))).toBe(false);
    expect(isSignupState(competition, at('2026-07-01T00:00:00Z'))).toBe(false);
  });
});

describe('schedule and stage (§4)', () => {
  it('the current schedule is the one whose window contains now', () => {
    expect(currentSchedule([round1, round2], at('2026-03-15T00:00:00Z'))?.id).toBe(1);
    expect(currentSchedule([round1, round2], at('2026-05-05T00:00:00Z'))).toBeNull();
    expect(currentSchedule([round2, round1], at('2026-05-20T00:00:00Z'))?.id).toBe(2);
  });
  it('stage is 1 inside the list B window, else 0', () => {
    expect(stageOf(round1, at('2026-04-19T23:59:59Z'))).toBe(0);
    expect(stageOf(round1, at('2026-04-20T00:00:00Z'))).toBe(1);
    expect(stageOf(round2, at('2026-05-20T00:00:00Z'))).toBe(0);
    expect(stageOf(null, at('2026-05-20T00:00:00Z'))).toBe(0);
  });
  it('list B scores stay hidden until the list B window opens', () => {
    expect(listBVisible(round1, at('2026-04-19T00:00:00Z'))).toBe(false);
    expect(listBVisible(round1, at('2026-04-20T00:00:00Z'))).toBe(true);
    expect(listBVisible(round1, at('2026-12-01T00:00:00Z'))).toBe(true);
    expect(listBVisible(round2, at('2026-12-01T00:00:00Z'))).toBe(false);
  });
});

describe('signup (§4)', () => {
  const now = at('2026-04-01T00:00:00Z');
  it('is possible when signup is open and the user has no team', () => {
    expect(signupRefusal(competition, false, now)).toBeNull();
  });
  it('is refused with the §8 reasons', () => {
    expect(signupRefusal(competition, false, at('2026-07-01T00:00:00Z'))).toBe('expired');
    expect(signupRefusal({ ...competition, isOpenSignup: false }, false, now)).toBe('closed');
    expect(signupRefusal(competition, true, now)).toBe('has-team');
  });
});

describe('submission allowed (§4)', () => {
  it('needs a current schedule and a team', () => {
    expect(submissionRefusal(null, { scheduleId: 1 })).toBe('no-schedule');
    expect(submissionRefusal(round1, null)).toBe('no-team');
  });
  it('allows every team in a schedule of sort 0', () => {
    expect(submissionRefusal(round1, { scheduleId: null })).toBeNull();
    expect(submissionRefusal(round1, { scheduleId: 2 })).toBeNull();
  });
  it('allows only admitted teams in a later schedule', () => {
    expect(submissionRefusal(round2, { scheduleId: 1 })).toBe('wrong-schedule');
    expect(submissionRefusal(round2, { scheduleId: 2 })).toBeNull();
  });
});

describe('quotas (§9)', () => {
  const limits = { maxSubmitCount: 3, maxErrorSubmitCount: 2 };
  const use = { successSubmitCount: 0, selfSubmitCount: 0, errorSubmitCount: 0, pendingSubmitCount: 0 };
  it('error submissions never use the success quota', () => {
    expect(quotaRefusal(limits, { ...use, errorSubmitCount: 1 })).toBeNull();
    expect(quotaRefusal(limits, { ...use, successSubmitCount: 2, errorSubmitCount: 1 })).toBeNull();
  });
  it('waiting submissions hold a place in the success quota', () => {
    expect(quotaRefusal(limits, { ...use, successSubmitCount: 2, pendingSubmitCount: 1 })).toBe('submit-quota');
  });
  it('refuses past either limit', () => {
    expect(quotaRefusal(limits, { ...use, successSubmitCount: 3 })).toBe('submit-quota');
    expect(quotaRefusal(limits, { ...use, errorSubmitCount: 2 })).toBe('error-quota');
  });
});
