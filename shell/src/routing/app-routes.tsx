import { useAtomValue } from 'jotai';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { HomePage } from '../pages/home-page.js';
import { NotFoundPage } from '../pages/not-found-page.js';
import { notFoundAtom, userAtom } from '../state/session-atoms.js';
import { AreaRoute } from './area-route.js';
import { guardRedirect } from './guard-redirect.js';

export function AppRoutes() {
  const { pathname, search } = useLocation();
  const user = useAtomValue(userAtom);
  const notFound = useAtomValue(notFoundAtom);

  const redirect = guardRedirect(pathname, search, user);
  if (redirect) return <Navigate to={redirect} replace />;
  // An area said the record on this path does not exist: the 404 page stands in for it.
  if (notFound === pathname) return <NotFoundPage />;

  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/404" element={<NotFoundPage />} />
      <Route path="*" element={<AreaRoute />} />
    </Routes>
  );
}
