export { FollowButton } from './components/follow-button';
export { PeopleList } from './components/people-list';
