/** The id of a post in its address (`/discussion/:id`), or null when the segment is not one. */
export function postIdFrom(segment: string | undefined, maxId: number): number | null {
  if (!/^\d+$/.test(segment ?? '')) return null;
  const id = Number(segment);
  return id >= 1 && id <= maxId ? id : null;
}
