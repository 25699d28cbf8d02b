import { render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { I18nProvider } from './i18n-provider';

describe('I18nProvider', () => {
  it('merges the shared messages under the area catalog', () => {
    render(
      <I18nProvider locale="en-us" messages={{ 'area.title': 'Teams', 'shared.empty.description': 'No teams yet' }}>
        <FormattedMessage id="area.title" /> <FormattedMessage id="shared.login.required" />{' '}
        <FormattedMessage id="shared.empty.description" />
      </I18nProvider>,
    );
    expect(screen.getByText(/Teams/).textContent).toBe('Teams Please login first. No teams yet');
  });

  it('speaks Chinese by default and stays quiet about missing translations in tests', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <I18nProvider locale="xx">
        <FormattedMessage id="shared.login.required" />|<FormattedMessage id="missing.key" defaultMessage="fallback" />
      </I18nProvider>,
    );
    expect(screen.getByText(/请先登录/).textContent).toBe('请先登录|fallback');
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
