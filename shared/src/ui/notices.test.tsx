import type { ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { ApiError } from '../http/api-error';
import { I18nProvider } from '../i18n/i18n-provider';
import { EmptyState } from './empty-state';
import { ErrorNotice } from './error-notice';

function inEnglish(node: ReactNode) {
  return render(<I18nProvider locale="en-US">{node}</I18nProvider>);
}

describe('ErrorNotice', () => {
  it('shows the network text for a network failure', () => {
    inEnglish(<ErrorNotice error={new ApiError({ message: 'Network unreachable', errno: 'NETWORK', status: 0 })} />);
    expect(screen.getByRole('alert').textContent).toContain('The network is unreachable');
  });

  it("shows the API's message and the request id", () => {
    inEnglish(<ErrorNotice error={new ApiError({ message: 'Team is full', errno: 'e40900', status: 409, requestId: 'r-9' })} />);
    expect(screen.getByText('Team is full')).toBeTruthy();
    expect(screen.getByText('Request id: r-9')).toBeTruthy();
  });

  it('shows the generic text for server and unknown errors, and offers a retry', () => {
    const onRetry = jest.fn();
    inEnglish(<ErrorNotice error={new Error('boom')} onRetry={onRetry} />);
    expect(screen.getByText('Something went wrong. Please try again later.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('EmptyState', () => {
  it('shows the default or the given description', () => {
    inEnglish(
      <>
        <EmptyState />
        <EmptyState description="No notices" />
      </>,
    );
    expect(screen.getByText('No data')).toBeTruthy();
    expect(screen.getByText('No notices')).toBeTruthy();
  });
});
