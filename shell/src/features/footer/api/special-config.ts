import { http } from '@dcic/shared';

/**
 * Footer text of a special contest, from its configuration. Null means "use the default credit"
 * (the technology provider), which is also what a missing or failing configuration gives.
 */
export async function fetchSpecialFooter(name: string): Promise<string | null> {
  try {
    const config = await http<{ footerText?: string | null }>(`/api/special/${encodeURIComponent(name)}`);
    return config?.footerText ?? null;
  } catch {
    return null;
  }
}
