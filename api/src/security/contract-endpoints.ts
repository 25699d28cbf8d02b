// Every endpoint of the contract, read at run time: the security suites cover what the contract
// defines, so an endpoint added there is in the suites the day it is written.
import * as contract from '@dcic/shared/contract';
import type { EndpointDefinition } from '@dcic/shared/contract';

export interface NamedEndpoint {
  /** The export name in `@dcic/shared/contract` (unique; several endpoints may share a path). */
  name: string;
  endpoint: EndpointDefinition;
}

const isEndpoint = (value: unknown): value is EndpointDefinition =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as EndpointDefinition).method === 'string' &&
  typeof (value as EndpointDefinition).path === 'string' &&
  typeof (value as EndpointDefinition).access === 'string' &&
  'response' in value;

export function contractEndpoints(): NamedEndpoint[] {
  return Object.entries(contract as Record<string, unknown>)
    .filter((entry): entry is [string, EndpointDefinition] => isEndpoint(entry[1]))
    .map(([name, endpoint]) => ({ name, endpoint }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The path with `:name` segments taken from `params` (as they are, not encoded: the suites send odd values on purpose). */
export function fillPath(path: string, params: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, key: string) => encodeText(String(params[key] ?? '1')));
}

/** encodeURIComponent, except that a lone surrogate is sent as its (invalid) UTF-8 bytes instead of throwing. */
function encodeText(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((char) => {
        const code = char.charCodeAt(0);
        if (char.length === 1 && code >= 0xd800 && code <= 0xdfff)
          return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
            .map((b) => `%${b.toString(16).toUpperCase()}`)
            .join('');
        return encodeURIComponent(char);
      })
      .join('');
  }
}

/** A query string from a flat object (arrays repeat the key). */
export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value])
      search.append(key, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
