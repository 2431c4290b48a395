import { useState } from 'react';
import { usePlatform } from '@cypher/contracts/react';
import { MAP_LABELS } from '../labels';
import { locateVisitor } from '../geolocation';
import type { MapCenter } from '../map-area';

/** 'Near me': asks the browser where the visitor is; a failure is one of the spec's four toasts. */
export function NearMeButton({ onFound }: { onFound: (position: MapCenter) => void }) {
  const { toast } = usePlatform();
  const [locating, setLocating] = useState(false);
  const locate = () => {
    setLocating(true);
    locateVisitor().then(
      (position) => {
        setLocating(false);
        onFound(position);
      },
      (error: Error) => {
        setLocating(false);
        toast(error.message, 'error');
      },
    );
  };
  return (
    <button type="button" className="cy-button ev-map__near-me" onClick={locate} disabled={locating} aria-busy={locating}>
      {locating ? MAP_LABELS.locating : MAP_LABELS.nearMe}
    </button>
  );
}
