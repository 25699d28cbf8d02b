import { App, Button } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError, requireLogin } from '@dcic/shared';
import type { FollowResult } from '@dcic/shared/contract';
import { followUser, unfollowUser } from '../api/follow';

export interface FollowButtonProps {
  userId: number;
  isFollowed: boolean;
  onChange: (result: FollowResult) => void;
}

/**
 * Spec §4 follow states: loading while the call runs, then followed or follow. A call that changed
 * nothing says "operation failed"; a failed call is treated as no result (spec §8) and shows nothing.
 */
export function FollowButton({ userId, isFollowed, onChange }: FollowButtonProps) {
  const intl = useIntl();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    if (!requireLogin()) return;
    setBusy(true);
    let result: FollowResult | null = null;
    try {
      result = isFollowed ? await unfollowUser(userId) : await followUser(userId);
    } catch (error) {
      if (isApiError(error) && error.status === 401) requireLogin();
    } finally {
      setBusy(false);
    }
    if (!result) return;
    if (result.effectRow > 0) {
      void message.success(intl.formatMessage({ id: isFollowed ? 'follow.unfollowed' : 'follow.followed' }));
    } else {
      void message.error(intl.formatMessage({ id: 'follow.failed' }));
    }
    onChange(result);
  };

  return (
    <Button type={isFollowed ? 'default' : 'primary'} loading={busy} onClick={() => void toggle()} aria-pressed={isFollowed}>
      {intl.formatMessage({ id: isFollowed ? 'follow.following' : 'follow.follow' })}
    </Button>
  );
}
