import { useEffect, useState } from 'react';
import { api } from '@dcic/shared/core';
import { getSpecialConfig } from '@dcic/shared/contract';

/** Each special contest's footer text, asked for once a page; one that failed is asked for again next time. */
const footerTexts = new Map<string, Promise<string | null>>();

function footerTextOf(name: string): Promise<string | null> {
  let text = footerTexts.get(name);
  if (!text) {
    text = api(getSpecialConfig, { params: { name } }).then((config) => config.footerText ?? null);
    text.catch(() => footerTexts.delete(name));
    footerTexts.set(name, text);
  }
  return text;
}

/**
 * Footer text of a special contest, from its configuration. Null means "use the default credit"
 * (the technology provider): what the footer shows while the configuration loads, and when it is
 * missing or fails, so a broken configuration never leaves the footer empty.
 */
export function useSpecialFooterText(name: string | null): string | null {
  const [shown, setShown] = useState<{ name: string; text: string | null } | null>(null);
  useEffect(() => {
    if (name === null) return;
    let current = true;
    footerTextOf(name).then(
      (text) => current && setShown({ name, text }),
      () => current && setShown({ name, text: null }),
    );
    return () => {
      current = false;
    };
  }, [name]);
  return name !== null && shown?.name === name ? shown.text : null;
}
