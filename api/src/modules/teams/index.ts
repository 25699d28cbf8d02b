// Teams: the players of a competition (its signups), their teams, members and join requests, and
// appeals against a cheating verdict. Other modules reach teams only through this file.
export { default as teamsRoutes } from './routes';
export { addPlayer, isPlayer } from './players';
export { presentTeam } from './present';
export { countsOf, memberCount, membersOf, setInvitationCode, teamByInvitationCode, teamOfUser, undisposedCount } from './repository';
export { players, teamMembers, teams } from './schema';
export { captainOnly, createTeam, disposeRequest, listRequests, requestToJoin, updateTeam } from './service';
