import { act, fireEvent, render, screen } from '@testing-library/react';
import { NoticesProvider } from '@dcic/shared/notices';
import { IntlProvider } from 'react-intl';
import * as shared from '@dcic/shared';
import { createQueryClient, http, QueryClientProvider } from '@dcic/shared';
import en from '../../../i18n/en-US.json';
import { FollowButton } from './follow-button';

function renderButton(isFollowed: boolean) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <IntlProvider locale="en-US" messages={en}>
        <NoticesProvider>
          <FollowButton userId={100009} isFollowed={isFollowed} />
        </NoticesProvider>
      </IntlProvider>
    </QueryClientProvider>,
  );
}

const click = (name: string) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });

describe('FollowButton', () => {
  beforeEach(() => {
    jest.spyOn(shared, 'requireLogin').mockReturnValue(true);
  });
  afterEach(() => jest.restoreAllMocks());

  it('follows and says so', async () => {
    const request = jest
      .spyOn(http, 'request')
      .mockResolvedValue({ effectRow: 1, isFollowed: true, oFollowerCount: 3, oFollowingCount: 1 });
    renderButton(false);
    await click('Follow');
    expect(request).toHaveBeenCalledWith('/api/users/followed', expect.objectContaining({ method: 'POST', body: { followedId: 100009 } }));
    expect(await screen.findByText('Followed successfully')).toBeTruthy();
  });

  it('unfollows, and says the operation failed when nothing changed', async () => {
    const request = jest
      .spyOn(http, 'request')
      .mockResolvedValue({ effectRow: 0, isFollowed: true, oFollowerCount: 3, oFollowingCount: 1 });
    renderButton(true);
    await click('Following');
    expect(request).toHaveBeenCalledWith(
      '/api/users/followed',
      expect.objectContaining({ method: 'DELETE', query: { followedId: 100009 } }),
    );
    expect(await screen.findByText('Operation failed, please try again later.')).toBeTruthy();
  });

  it('treats a failed call as no result', async () => {
    jest.spyOn(http, 'request').mockRejectedValue(new Error('network'));
    renderButton(false);
    await click('Follow');
    expect(screen.queryByText('Followed successfully')).toBeNull();
    expect(screen.queryByText('Operation failed, please try again later.')).toBeNull();
  });
});
