// The standalone dev page: the parcel mounted alone, signed out, on the development API
// (`?api=<base>` points it elsewhere). The shell is not needed to work on this app.
import { mountRootParcel } from 'single-spa';
import { THEME_CSS } from '@cypher/contracts/theme';
// The shell's first HTML carries the theme and the kit's stylesheet; a standalone page brings its own.
import '@cypher/contracts/react/kit.css';
import { createStandaloneMount } from '@cypher/contracts/testing';
import * as parcel from './parcel';
import { DEFAULT_PATH } from './shared/paths';

const theme = document.createElement('style');
theme.textContent = THEME_CSS;
document.head.append(theme);

const { platform, toasts, initialPath } = createStandaloneMount(window.location, DEFAULT_PATH);
mountRootParcel(parcel, { domElement: document.getElementById('root')!, platform, toasts, initialPath });
