export { useDeleteNotice } from './api/delete-notice';
export { useMarkAllNoticesRead } from './api/mark-all-notices-read';
export { useMarkNoticeRead } from './api/mark-notice-read';
export { noticesQuery, useNotices } from './api/notices';
export { NoticeItem } from './components/notice-item';
export { SafeHtml } from './components/safe-html';
export { noticeUrl } from './lib/notice-url';
