import { mountRootParcel } from 'single-spa';
import { THEME_CSS } from '@cypher/contracts/theme';
// The shell's first HTML carries the theme and the kit's stylesheet; a standalone page brings its own.
import '@cypher/contracts/react/kit.css';
import { createStandaloneMount } from '@cypher/contracts/testing';
import parcel from './parcel';
import { paths } from './shared/paths';

// The app alone, against a running API (http://localhost:8080/api; `?api=<base>` points it
// elsewhere), opened at the path of the page (the dev server answers every path).
const { platform, toasts, initialPath } = createStandaloneMount(window.location, paths.events());

const theme = document.createElement('style');
theme.textContent = THEME_CSS;
document.head.append(theme);

const domElement = document.getElementById('root');
if (!domElement) throw new Error('standalone.html has no #root element');
void mountRootParcel(parcel, { domElement, platform, toasts, initialPath }).mountPromise;
