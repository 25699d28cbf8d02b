// Thin wrappers over `window.location` so the modules that navigate can take a replacement in tests.

export function currentHref(): string {
  return typeof window === 'undefined' ? '' : window.location.href;
}

export function currentOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

export function goTo(url: string): void {
  window.location.assign(url);
}

export function reloadPage(): void {
  window.location.reload();
}
