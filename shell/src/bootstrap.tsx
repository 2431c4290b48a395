import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createShell } from './app.js';
import { installIdentity } from './session/identity.js';
import { registerServiceWorker } from './platform/service-worker.js';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const shell = createShell();
void shell.platform.session.start();
void installIdentity(shell.platform);
registerServiceWorker();
createRoot(root).render(
  <StrictMode>
    <App shell={shell} />
  </StrictMode>,
);
