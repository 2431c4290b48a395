// The shell's Platform, available to the shell's own components (the remote area passes it on).
import { createContext, useContext, type ReactNode } from 'react';
import type { Platform } from '@cypher/contracts';

const ShellPlatformContext = createContext<Platform | null>(null);

export function ShellPlatformProvider({ platform, children }: { platform: Platform; children: ReactNode }) {
  return <ShellPlatformContext.Provider value={platform}>{children}</ShellPlatformContext.Provider>;
}

export function useShellPlatform(): Platform {
  const platform = useContext(ShellPlatformContext);
  if (!platform) throw new Error('useShellPlatform() needs <ShellPlatformProvider> (rendered by the App root)');
  return platform;
}
