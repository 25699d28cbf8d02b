import { act, fireEvent, render, screen } from '@testing-library/react';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { AreaTheme } from './area-theme';
import { type Notices, useNotices } from './use-notices';

function Trigger({ run }: { run: (notices: Notices) => void }) {
  const notices = useNotices();
  return (
    <button type="button" onClick={() => run(notices)}>
      go
    </button>
  );
}

function inTheme(run: (notices: Notices) => void, locale: 'zh-CN' | 'en-US' = 'zh-CN') {
  return render(
    <AreaTheme prefix="cmp" texts={locale === 'en-US' ? enUS : zhCN}>
      <Trigger run={run} />
    </AreaTheme>,
  );
}

describe('useNotices', () => {
  it('loads antd message with the first notice and shows it under the area prefix', async () => {
    inTheme((notices) => {
      void notices.message.success('队伍已创建');
      void notices.message.error('出错了');
    });
    // Nothing of antd's message is on the page before the first notice.
    expect(document.querySelector('.cmp-message')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(await screen.findByText('队伍已创建')).toBeTruthy();
    expect(await screen.findByText('出错了')).toBeTruthy();
    expect(screen.getByText('队伍已创建').closest('.cmp-message-notice-success')).not.toBeNull();
    expect(screen.getByText('出错了').closest('.cmp-message-notice-error')).not.toBeNull();
  });

  it("confirms in the area's language and answers whether it was confirmed", async () => {
    const answers: boolean[] = [];
    const onOk = jest.fn();
    inTheme((notices) => {
      void notices.modal.confirm({ title: 'Authenticate now?', onOk }).then((confirmed) => answers.push(confirmed));
    }, 'en-US');
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect((await screen.findByRole('dialog')).querySelector('.cmp-modal-confirm-title')?.textContent).toBe('Authenticate now?');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    });
    expect(onOk).toHaveBeenCalledTimes(1);
    expect(answers).toEqual([true]);
  });

  it('keeps the text style antd App gave the area', () => {
    const { container } = inTheme(() => {});
    const text = container.querySelector<HTMLElement>('.cmp-app');
    expect(text?.style.fontSize).toBe('14px');
    expect(text?.style.color).toBe('rgba(0, 0, 0, 0.88)');
  });

  it('asks for its provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger run={() => {}} />)).toThrow(/NoticesProvider/);
    jest.restoreAllMocks();
  });
});
