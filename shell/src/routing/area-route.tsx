// The root splat route: hands the path to the feature app that owns its first segment.
import { Navigate, useLocation } from 'react-router-dom';
import { areaForPath } from '@cypher/contracts';
import { RemoteArea } from '../remotes/remote-area.js';

export function AreaRoute() {
  const { pathname } = useLocation();
  const area = areaForPath(pathname);
  if (!area) return <Navigate to="/404" replace />;
  // Keyed by area: moving between pages of one area keeps its component mounted.
  return <RemoteArea key={area} area={area} expose="routes" />;
}
