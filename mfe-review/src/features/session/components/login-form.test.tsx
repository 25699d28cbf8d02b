import { fireEvent, render, screen } from '@testing-library/react';
import { ApiError, createQueryClient, I18nProvider, QueryClientProvider } from '@dcic/shared';
import { MemoryRouter } from '@dcic/shared/router';
import zhCN from '../../../i18n/zh-CN.json';
import { LoginForm } from './login-form';

const api = jest.fn();
jest.mock('@dcic/shared', () => ({ ...jest.requireActual('@dcic/shared'), api: (...args: unknown[]) => api(...args) }));

function renderForm() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider locale="zh-CN" messages={zhCN}>
        <MemoryRouter initialEntries={['/spic-review/login']}>
          <LoginForm />
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

async function signIn(account: string, password: string) {
  fireEvent.change(screen.getByLabelText(zhCN['login.account']), { target: { value: account } });
  fireEvent.change(screen.getByLabelText(zhCN['login.password']), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: zhCN['login.submit'] }));
}

test("a refused login shows the API's message as an alert above the form, and a failed one the generic text", async () => {
  api.mockRejectedValueOnce(new ApiError({ message: '账号或密码错误', errno: 'e40100', status: 401, requestId: 'r-1' }));
  renderForm();
  await signIn('wang-2019', 'wrong');
  expect((await screen.findByRole('alert')).textContent).toContain('账号或密码错误');
  expect(api).toHaveBeenCalledWith(expect.anything(), { body: { account: 'wang-2019', password: 'wrong' } });

  api.mockRejectedValueOnce(new ApiError({ message: 'boom', errno: 'e50000', status: 500, requestId: 'r-2' }));
  await signIn('wang-2019', 'right');
  expect((await screen.findByText(zhCN['error.generic'])).closest('[role="alert"]')?.textContent).toContain('r-2');
});
