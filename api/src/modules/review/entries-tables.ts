// What the review reads and writes of other areas, all through their index: competitions, their
// teams and members, the documents teams submitted, and where uploaded files live.
export { competitions, listSchedules } from '../catalogue';
export { submissions } from '../submissions';
export { addPlayer, membersOf, teams } from '../teams';
export { insertUser } from '../users';
