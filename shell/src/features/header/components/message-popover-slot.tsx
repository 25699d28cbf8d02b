import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { loadAreaModule } from '@dcic/shared/core';

interface PopoverProps {
  label?: string;
}

type PopoverModule = { MessagePopover?: ComponentType<PopoverProps>; default?: ComponentType<PopoverProps> };

/** A popover that throws while rendering disappears; the header and its "messages" link stay. */
class Contained extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('[shell] message popover failed', error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The inbox's message popover beside the "messages" link, for signed-in users only. It is loaded
 * after the header renders, from the inbox remote; while it loads, or if that remote is missing,
 * the plain link is all there is.
 */
export function MessagePopoverSlot({ label }: { label: string }) {
  const [Popover, setPopover] = useState<ComponentType<PopoverProps> | null>(null);
  useEffect(() => {
    let live = true;
    loadAreaModule<PopoverModule>('inbox/MessagePopover').then(
      (module) => {
        const component = module.MessagePopover ?? module.default;
        if (live && component) setPopover(() => component);
      },
      (error: unknown) => console.warn('[shell] message popover unavailable', error),
    );
    return () => {
      live = false;
    };
  }, []);
  if (!Popover) return null;
  return (
    <Contained>
      <Popover label={label} />
    </Contained>
  );
}
