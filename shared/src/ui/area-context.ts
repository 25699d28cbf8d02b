import { createContext, useContext } from 'react';
import type { Area } from '../remote/areas';

/** The roster entry of the area that renders this part of the page (set by `createRemoteApp`). */
export const AreaContext = createContext<Area | null>(null);

export function useArea(): Area {
  const area = useContext(AreaContext);
  if (!area) throw new Error('useArea() needs an area around it: render inside createRemoteApp, or give tests an <AreaContext.Provider>');
  return area;
}
