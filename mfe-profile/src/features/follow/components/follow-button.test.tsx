import { act, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { IntlProvider } from 'react-intl';
import * as shared from '@dcic/shared';
import * as api from '../api/follow';
import en from '../../../i18n/en-US.json';
import { FollowButton } from './follow-button';

jest.mock('../api/follow');

function renderButton(isFollowed: boolean, onChange = jest.fn()) {
  render(
    <IntlProvider locale="en-US" messages={en}>
      <App>
        <FollowButton userId={100009} isFollowed={isFollowed} onChange={onChange} />
      </App>
    </IntlProvider>,
  );
  return onChange;
}

describe('FollowButton', () => {
  beforeEach(() => {
    jest.spyOn(shared, 'requireLogin').mockReturnValue(true);
  });
  afterEach(() => jest.restoreAllMocks());

  it('follows and reports the new counts', async () => {
    const result = { effectRow: 1, isFollowed: true, oFollowerCount: 3, oFollowingCount: 1 };
    jest.mocked(api.followUser).mockResolvedValue(result);
    const onChange = renderButton(false);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    });
    expect(api.followUser).toHaveBeenCalledWith(100009);
    expect(onChange).toHaveBeenCalledWith(result);
    expect(await screen.findByText('Followed successfully')).toBeTruthy();
  });

  it('unfollows, and says the operation failed when nothing changed', async () => {
    jest.mocked(api.unfollowUser).mockResolvedValue({ effectRow: 0, isFollowed: true, oFollowerCount: 3, oFollowingCount: 1 });
    renderButton(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Following' }));
    });
    expect(api.unfollowUser).toHaveBeenCalledWith(100009);
    expect(await screen.findByText('Operation failed, please try again later.')).toBeTruthy();
  });

  it('treats a failed call as no result', async () => {
    jest.mocked(api.followUser).mockRejectedValue(new Error('network'));
    const onChange = renderButton(false);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    });
    expect(onChange).not.toHaveBeenCalled();
  });
});
