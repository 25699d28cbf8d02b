// Applications to hold a competition (`/ent-apply`). Other modules reach it only through this file.
export { default as organisersRoutes } from './routes';
export { seedOrganiserApplications } from './demo';
