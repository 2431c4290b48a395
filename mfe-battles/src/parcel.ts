import { createFeatureParcel } from '@cypher/contracts/react/parcel';
import { DEFAULT_PATH } from './shared/paths';
import AppRoutes from './routes';

/** single-spa-react lifecycles: mounts this app's pages into any element with a given Platform. */
export const { bootstrap, mount, unmount } = createFeatureParcel(AppRoutes, DEFAULT_PATH);
