// Teams: the players of a competition (its signups), their teams, members and join requests, cheating
// verdicts and the appeals against them. Other modules and scripts (the demo seed, the command line)
// reach teams only through this file.
export { default as teamsRoutes } from './routes';
export { appeal } from './appeals';
export { cheatCases, flagCheating, unflagCheating } from './cheating';
export { addPlayer, isPlayer } from './players';
export { presentTeam } from './present';
export { countsOf, memberCount, membersOf, setInvitationCode, teamByInvitationCode, teamOfUser, undisposedCount } from './repository';
export { players, teamMembers, teams } from './schema';
export { captainOnly, createTeam, disposeRequest, listRequests, requestToJoin, updateTeam } from './service';
export { teamChanged, teamChangedAt } from './team-changes';
export { membershipChanged, teamIdOf } from './team-ids';
export { verdictsChangedAt } from './verdicts-changed';
