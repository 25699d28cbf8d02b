import type { DcicInit } from '../session/types';

/** Sets or removes the init object the shell server would inject into the page. */
export function setInjectedInit(init: DcicInit | undefined): void {
  const page = window as { __DCIC_INIT__?: DcicInit };
  if (init === undefined) delete page.__DCIC_INIT__;
  else page.__DCIC_INIT__ = init;
}
