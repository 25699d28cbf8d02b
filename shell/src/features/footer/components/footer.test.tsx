import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { api, ApiError } from '@dcic/shared/core';
import en from '../../../i18n/en-US.json';
import { Footer } from './footer';

jest.mock('@dcic/shared/core', () => ({ ...jest.requireActual('@dcic/shared/core'), api: jest.fn() }));
const callApi = api as jest.MockedFunction<typeof api>;

function renderFooter(special: string | null) {
  return render(
    <IntlProvider locale="en-US" messages={en}>
      <Footer special={special} />
    </IntlProvider>,
  );
}

beforeEach(() => callApi.mockReset());

describe('footer', () => {
  it("shows a special contest's own footer text", async () => {
    callApi.mockResolvedValue({ name: 'ai2026', title: 'AI 2026', footerText: 'Hosted by the AI 2026 committee' });
    renderFooter('ai2026');
    expect(await screen.findByText('Hosted by the AI 2026 committee')).toBeTruthy();
    expect(callApi).toHaveBeenCalledWith(expect.objectContaining({ path: '/api/special/:name' }), { params: { name: 'ai2026' } });
  });

  it('credits the technology provider while the configuration loads and when it fails', async () => {
    callApi.mockRejectedValue(new ApiError({ status: 404, errno: 'e40400', message: 'Not found' }));
    renderFooter('nowhere');
    expect(screen.getByText('Technology provided by DCIC')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.getByText('Technology provided by DCIC')).toBeTruthy();
  });

  it('shows the standard footer elsewhere, without asking for a configuration', () => {
    renderFooter(null);
    expect(screen.getByRole('heading', { name: 'Contact' })).toBeTruthy();
    expect(callApi).not.toHaveBeenCalled();
  });
});
