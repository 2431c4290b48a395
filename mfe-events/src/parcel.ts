import { createFeatureParcel } from '@cypher/contracts/react/parcel';
import EventsRoutes from './routes';
import { paths } from './shared/paths';

/** single-spa-react lifecycles: the standalone page, the partner embed and tests mount this. */
const parcel = createFeatureParcel(EventsRoutes, paths.events());

export const { bootstrap, mount, unmount } = parcel;
export default parcel;
