import type { MessageArgsProps, ModalFuncProps } from 'antd';
import { type ComponentType, createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { NoticesApis, NoticesHostProps } from './notices-host';

/** What a notice says: its text (or any node), or antd's message options. */
export type NoticeContent = ReactNode | MessageArgsProps;

/** Shows a notice; resolves when it closes (at once when antd's message could not be loaded). */
export type ShowNotice = (content: NoticeContent, duration?: number) => Promise<void>;

export interface Notices {
  /** The short notices at the top of the page: antd's message under the area's theme. */
  message: { success: ShowNotice; error: ShowNotice; info: ShowNotice; warning: ShowNotice };
  /** antd's confirm dialog; resolves true when confirmed, false when cancelled (or not shown). */
  modal: { confirm: (props: ModalFuncProps) => Promise<boolean> };
}

const NoticesContext = createContext<Notices | null>(null);

/**
 * The area's notices and confirm dialogs, with the calls of antd's `App.useApp()` (`message.success`,
 * `.error`, `.info`, `.warning`, `modal.confirm`) and antd's look under the area's prefix, theme and
 * language. antd's message and modal load with the first notice, not with the page (a first page
 * shows none; with antd's `App` they cost every first page ~20 KB gzip). Needs a `NoticesProvider`
 * above it: `AreaTheme` puts one around every antd area.
 */
export function useNotices(): Notices {
  const notices = useContext(NoticesContext);
  if (!notices) throw new Error('useNotices needs a NoticesProvider above it (AreaTheme provides one in every antd area)');
  return notices;
}

interface Waiting {
  promise: Promise<NoticesApis>;
  resolve: (apis: NoticesApis) => void;
}

function waiting(): Waiting {
  let resolve!: (apis: NoticesApis) => void;
  const promise = new Promise<NoticesApis>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * Provides `useNotices()`. The first notice loads antd's message and modal, whose holders render here,
 * inside the area's ConfigProvider, so the notices take its prefix, theme and locale. Notices asked for
 * while they load show once they arrived; a failed load is tried again with the next notice.
 */
export function NoticesProvider({ children }: { children: ReactNode }) {
  const [Host, setHost] = useState<ComponentType<NoticesHostProps> | null>(null);
  const ready = useRef<Waiting | null>(null);
  const loading = useRef<Promise<void> | null>(null);

  const onReady = useCallback((apis: NoticesApis) => {
    ready.current ??= waiting();
    ready.current.resolve(apis);
  }, []);

  const notices = useMemo<Notices>(() => {
    const apis = async () => {
      ready.current ??= waiting();
      loading.current ??= import('./notices-host').then(
        (module) => setHost(() => module.NoticesHost),
        (error: unknown) => {
          loading.current = null;
          throw error;
        },
      );
      await loading.current;
      return ready.current.promise;
    };
    const show =
      (kind: keyof Notices['message']): ShowNotice =>
      async (content, duration) => {
        try {
          const { message } = await apis();
          await message[kind](content, duration);
        } catch (error) {
          console.error('A notice could not be shown', error);
        }
      };
    return {
      message: { success: show('success'), error: show('error'), info: show('info'), warning: show('warning') },
      modal: {
        confirm: async (props) => {
          try {
            const { modal } = await apis();
            return await modal.confirm(props);
          } catch (error) {
            console.error('A confirmation could not be shown', error);
            return false;
          }
        },
      },
    };
  }, []);

  return (
    <NoticesContext.Provider value={notices}>
      {children}
      {Host ? <Host onReady={onReady} /> : null}
    </NoticesContext.Provider>
  );
}
