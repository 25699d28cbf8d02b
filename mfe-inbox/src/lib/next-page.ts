/** The page after the last one loaded, while the loaded items are fewer than the total. */
export function nextPage<P extends { list: readonly unknown[]; total: number }>(lastPage: P, pages: readonly P[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
  return loaded < lastPage.total && lastPage.list.length > 0 ? pages.length + 1 : undefined;
}
