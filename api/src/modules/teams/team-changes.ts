// What a leaderboard shows of a team beside its score (its members with their names and avatars, its
// shared code) is kept per team across rankings. Whoever changes it in this process marks the team
// right after writing: this module when members join or leave, the captaincy passes, the team is
// founded, renamed or dissolved; the source-code module when a share is made or withdrawn. A new name
// or avatar of any user counts for every team. What was read before the mark is read again at once.
import type { Db } from '../../db/types';
import { changeMarks } from '../../lib/kept-answers';
import { userCardsChangedAt } from '../users';

/** About 50 bytes a team; a team whose mark was dropped counts as changed when the newest dropped was. */
const marks = changeMarks<number>(200_000);

export function teamChanged(db: Db, teamId: number, at = Date.now()): void {
  marks.mark(db, teamId, at);
}

/** Time (ms) of the last change of what is shown of the team made in this process, 0 when none. */
export function teamChangedAt(db: Db, teamId: number): number {
  return Math.max(marks.at(db, teamId), userCardsChangedAt(db));
}
