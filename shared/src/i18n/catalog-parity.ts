export type Catalog = { readonly [key: string]: unknown };

export interface CatalogDifference {
  /** Keys present in the second catalog but not in the first. */
  missingFromA: string[];
  /** Keys present in the first catalog but not in the second. */
  missingFromB: string[];
}

function flatKeys(catalog: Catalog, prefix = ''): string[] {
  return Object.entries(catalog).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? flatKeys(value as Catalog, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/**
 * Every workspace's catalog-parity test calls this with its zh-CN and en-US catalogs and expects
 * both lists empty, so a message added in one language cannot ship without the other.
 */
export function assertSameKeys(catalogA: Catalog, catalogB: Catalog): CatalogDifference {
  const a = new Set(flatKeys(catalogA));
  const b = new Set(flatKeys(catalogB));
  return {
    missingFromA: [...b].filter((key) => !a.has(key)).sort(),
    missingFromB: [...a].filter((key) => !b.has(key)).sort(),
  };
}
