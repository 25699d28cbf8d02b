// The review area: review users with their own session, projects (entries of solution competitions
// and direct signups), rounds, scores, the overview, the audit trail and published final rankings.
// Other modules reach the review only through this file.
export { default as reviewRoutes } from './routes';
export { seedReviewDemo } from './demo-seed';
export { finalRanking } from './publish-service';
export { createReviewUser, listReviewUsers, ReviewUserInputError, setReviewUserDisabled, setReviewUserPassword } from './review-users';
