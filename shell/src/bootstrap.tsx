import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createShell } from './app.js';
import { installIdentity } from './session/identity.js';
import { registerServiceWorker } from './platform/service-worker.js';
import { preloadAuthComplete } from './routing/auth-complete-route.js';
import { nextTask } from './platform/next-task.js';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The app starts a task after its modules have run (issue 7: total blocking time): evaluating
// react-dom, the router and the shell is one task, creating the shell and its session another.
void nextTask().then(() => {
  preloadAuthComplete(window.location.pathname);
  const shell = createShell();
  void shell.platform.session.start();
  void installIdentity(shell.platform);
  registerServiceWorker();
  // The first render as a transition: React yields to the browser every few milliseconds instead
  // of building the whole page in one long task (issue 7: total blocking time), and the HTML's frame
  // of the header stays on screen until the page is ready to replace it.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App shell={shell} />
      </StrictMode>,
    );
  });
});
