// The bare federated host of the bench: React, react-dom, the router and the federation runtime,
// reading /remotes.json and rendering one remote's component — what every Cypher page starts from.
import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { getInstance } from '@module-federation/enhanced/runtime';

const Remote = lazy(async () => {
  const remotes = await (await fetch('/remotes.json')).json();
  const federation = getInstance();
  federation.registerRemotes([{ name: 'bare', entry: remotes.bare }]);
  return federation.loadRemote('bare/app');
});

createRoot(document.getElementById('root')).render(
  <BrowserRouter>
    <Routes>
      <Route
        path="*"
        element={
          <Suspense fallback={null}>
            <Remote />
          </Suspense>
        }
      />
    </Routes>
  </BrowserRouter>,
);
