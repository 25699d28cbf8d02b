import { act, render, screen } from '@testing-library/react';
import { isInsideFrameAtom, langAtom, ssoAtom, userAtom } from './atoms';
import { useLocale, useSession, useUser } from './hooks';
import { initSession, resetSession } from './init-session';
import { sessionStore } from './store';
import { setInjectedInit } from '../testing/injected-init';

beforeEach(() => {
  resetSession();
  setInjectedInit(undefined);
});

describe('hooks', () => {
  function Probe() {
    const user = useUser();
    const locale = useLocale();
    const session = useSession();
    return <p>{`${user?.name ?? 'anonymous'}|${locale}|${String(session.isInsideFrame)}`}</p>;
  }

  it('read the shared store without any Provider and follow its changes', () => {
    initSession({ lang: 'en-US', user: null });
    render(<Probe />);
    expect(screen.getByText('anonymous|en-US|true')).toBeTruthy();
    act(() => {
      sessionStore.set(userAtom, { id: 3, userId: 'u', name: 'Ada' });
      sessionStore.set(langAtom, 'zh-CN');
      sessionStore.set(isInsideFrameAtom, false);
    });
    expect(screen.getByText('Ada|zh-CN|false')).toBeTruthy();
    expect(sessionStore.get(ssoAtom)).toBe('http://localhost:6060');
  });
});
