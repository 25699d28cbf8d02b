// The roster of areas, typed for the front ends. The list itself lives in `shared/areas.json`, which
// the build scripts, Jest and ESLint read too, so adding an area is one line in one file.
import roster from '../../areas.json';

export interface Area {
  /** Federation name and single-spa application name (competitions, community, ...). */
  name: string;
  /** Workspace folder of the remote. */
  folder: string;
  /** Prefix of the area's CSS classes and of its antd classes, so no style leaks into another area. */
  prefix: string;
  /** Port of the area's static server, and the one used while the tests run. */
  port: number;
  testPort: number;
}

export type AreaName = string;

export const AREAS: readonly Area[] = roster.areas;

/** The roster entry of an area; an unknown name is a programming error, not a state to render. */
export function areaNamed(name: AreaName): Area {
  const area = AREAS.find((candidate) => candidate.name === name);
  if (!area) throw new RangeError(`${name} is not an area of the roster (${AREAS.map((a) => a.name).join(', ')})`);
  return area;
}
