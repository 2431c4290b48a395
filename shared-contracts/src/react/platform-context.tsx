import { createContext, useContext, type ReactNode } from 'react';
import type { Platform } from '../platform/platform.js';

const PlatformContext = createContext<Platform | null>(null);

export function PlatformProvider({ platform, children }: { platform: Platform; children: ReactNode }) {
  return <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
}

/** The Platform the feature app was mounted with; a component outside a provider is a bug. */
export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform() needs a <PlatformProvider> (mount the app through its routes or parcel)');
  return platform;
}
