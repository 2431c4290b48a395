import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { usePlatform } from './platform-context.js';

/**
 * The element of a feature app's `*` route: tells the host that nothing lives at this path
 * (the shell shows its 404 page). Reported again when the path changes to another unknown one.
 */
export function ReportNotFound() {
  const platform = usePlatform();
  const { pathname } = useLocation();
  useEffect(() => platform.notFound(), [platform, pathname]);
  return null;
}
