/** /notices?noticeId=&content=&time= (spec §2: the notice page takes its notice from the query). */
export function noticeUrl(notice: { id: number; content: string; created_at: string }): string {
  const query = new URLSearchParams({ noticeId: String(notice.id), content: notice.content, time: notice.created_at });
  return `/notices?${query.toString()}`;
}
