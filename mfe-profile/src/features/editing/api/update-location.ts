import { api } from '@dcic/shared';
import { setLocation, updateLocation as changeLocation, type UpdateLocationBody } from '@dcic/shared/contract';

/** POST the first time, PUT (with the id) once a location exists (spec §7). */
export const updateLocation = (body: UpdateLocationBody) =>
  body.id === undefined ? api(setLocation, { body }) : api(changeLocation, { body });
