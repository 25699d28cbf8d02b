export { Avatar, DEFAULT_AVATAR_WIDTH, type AvatarProps } from './avatar';
export { DEFAULT_AVATAR, DEFAULT_TEAM_AVATAR, DEFAULT_BANNERS, defaultBanner } from './default-images';
export { ErrorNotice, errorMessage, type ErrorNoticeProps } from './error-notice';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { useDismiss } from './use-dismiss';
export { useDebouncedValue } from './use-debounced-value';
export { AreaPage, type AreaPageProps } from './area-page';
export { AreaContext, useArea } from './area-context';
// The antd provider (./area-theme) is not exported: createRemoteApp({ antd: true }) loads it with the
// area, so pages of areas without antd (and the shell) never fetch antd.
