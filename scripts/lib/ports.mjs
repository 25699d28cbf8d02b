// Every port of the composed site, from the roster (shared/areas.json), overridable one by one from
// the environment (SHELL_PORT, COMPETITIONS_PORT, ...). The test command uses the roster's test
// ports, so it can run while a developer's site is up.
import { createRequire } from 'node:module';

export const roster = createRequire(import.meta.url)('../../shared/areas.json');

/** Names of the remote areas, in roster order. */
export const areas = roster.areas.map((area) => area.name);

const everything = [...roster.services, ...roster.areas];

/** The environment variable that moves one service or area to another port. */
export const portVariable = (name) => `${name.toUpperCase()}_PORT`;

export function portsFrom(env = process.env) {
  return Object.fromEntries(everything.map(({ name, port }) => [name, Number(env[portVariable(name)] ?? port)]));
}

export const testPorts = Object.fromEntries(everything.map(({ name, testPort }) => [portVariable(name), String(testPort)]));
