// Debian's Chromium, as every browser run here launches it (nothing downloads its own browser).
// Without the background-networking flags Chromium keeps dialling hosts this machine cannot reach.
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
