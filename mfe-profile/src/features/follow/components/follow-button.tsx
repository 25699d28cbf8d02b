import { Button } from 'antd';
import { useNotices } from '@dcic/shared/notices';
import { useIntl } from 'react-intl';
import { isApiError, requireLogin } from '@dcic/shared';
import type { FollowResult } from '@dcic/shared/contract';
import { useFollowUser } from '../api/follow-user';
import { useUnfollowUser } from '../api/unfollow-user';

export interface FollowButtonProps {
  userId: number;
  isFollowed: boolean;
}

/**
 * Spec §4 follow states: loading while the call runs, then followed or follow. A call that changed
 * nothing says "operation failed"; a failed call is treated as no result (spec §8) and shows nothing.
 * The page's counts load again after a change.
 */
export function FollowButton({ userId, isFollowed }: FollowButtonProps) {
  const intl = useIntl();
  const { message } = useNotices();
  const follow = useFollowUser();
  const unfollow = useUnfollowUser();
  const busy = follow.isPending || unfollow.isPending;

  const toggle = async () => {
    if (!requireLogin()) return;
    let result: FollowResult;
    try {
      result = await (isFollowed ? unfollow : follow).mutateAsync(userId);
    } catch (error) {
      if (isApiError(error) && error.status === 401) requireLogin();
      return;
    }
    if (result.effectRow > 0) void message.success(intl.formatMessage({ id: isFollowed ? 'follow.unfollowed' : 'follow.followed' }));
    else void message.error(intl.formatMessage({ id: 'follow.failed' }));
  };

  return (
    <Button type={isFollowed ? 'default' : 'primary'} loading={busy} onClick={() => void toggle()} aria-pressed={isFollowed}>
      {intl.formatMessage({ id: isFollowed ? 'follow.following' : 'follow.follow' })}
    </Button>
  );
}
