// Competitions: the list, a competition's page (its detail and the parts other modules own), signup,
// the dataset agreement and downloads. The top of the competitions area: no module imports it.
export { default as competitionsRoutes } from './routes';
export { signUp } from './service';
