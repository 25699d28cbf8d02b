import { api, queryOptions, useQuery } from '@dcic/shared';
import { getSpecialConfig } from '@dcic/shared/contract';

const fetchSpecialConfig = (name: string) => api(getSpecialConfig, { params: { name } });

const specialConfigQuery = (name: string) =>
  queryOptions({ queryKey: ['special', name, 'config'], queryFn: () => fetchSpecialConfig(name) });

/**
 * Footer text of a special contest, from its configuration. Null means "use the default credit"
 * (the technology provider): what the footer shows while the configuration loads, and when it is
 * missing or fails, so a broken configuration never leaves the footer empty.
 */
export function useSpecialFooterText(name: string | null): string | null {
  const query = useQuery({ ...specialConfigQuery(name ?? ''), enabled: name !== null });
  return name === null ? null : (query.data?.footerText ?? null);
}
