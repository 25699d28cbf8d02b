// Shared source code with comments, and a cheat appeal, belong in the demo too: teams of the ended
// competitions share their code and others comment on it; a team flagged as cheating appeals. The
// source-code module does not offer sharing (nor the teams module flagging) as a service yet; this
// step fills in once it does, through those services like every other step.
import type { SeedContext } from './context';
import type { SeededCompetition } from './competition-step';

export async function seedSharesAndAppeals(ctx: SeedContext, seeded: SeededCompetition[]): Promise<void> {
  void ctx;
  void seeded;
}
