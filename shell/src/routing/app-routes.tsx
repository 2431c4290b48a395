import { useAtomValue } from 'jotai';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { HomePage } from '../pages/home-page.js';
import { NotFoundPage } from '../pages/not-found-page.js';
import { notFoundAtom, sessionLoadingAtom, userAtom } from '../state/session-atoms.js';
import { AreaRoute } from './area-route.js';
import { AUTH_COMPLETE_PATH, AuthCompleteRoute } from './auth-complete-route.js';
import { ContentRoutes } from './content-routes.js';
import { PageLoading } from './page-loading.js';
import { guardRedirect } from './guard-redirect.js';

export function AppRoutes() {
  const { pathname, search } = useLocation();
  const user = useAtomValue(userAtom);
  const loading = useAtomValue(sessionLoadingAtom);
  const notFound = useAtomValue(notFoundAtom);

  // The guard decides only once a stored token's user is known: no bounce to Login on reload.
  if (loading) return <PageLoading />;
  const redirect = guardRedirect(pathname, search, user);
  if (redirect) return <Navigate to={redirect} replace />;
  // An area said the record on this path does not exist: the 404 page stands in for it.
  if (notFound === pathname) return <NotFoundPage />;

  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/404" element={<NotFoundPage />} />
      <Route path={AUTH_COMPLETE_PATH} element={<AuthCompleteRoute />} />
      {ContentRoutes()}
      <Route path="*" element={<AreaRoute />} />
    </Routes>
  );
}
