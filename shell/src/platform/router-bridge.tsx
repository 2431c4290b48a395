// The Platform is built once, outside the router; this hands it the router's navigate once the
// router exists. Until then a navigation is a full page load, which is still correct.
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

export interface Navigator {
  navigate: (path: string) => void;
}

export function createNavigator(): Navigator {
  return { navigate: (path) => window.location.assign(path) };
}

export function RouterBridge({ navigator }: { navigator: Navigator }) {
  const navigate = useNavigate();
  useEffect(() => {
    const fallback = navigator.navigate;
    navigator.navigate = (path) => void navigate(path);
    return () => {
      navigator.navigate = fallback;
    };
  }, [navigate, navigator]);
  return null;
}
