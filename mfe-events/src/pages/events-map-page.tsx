import { useEffect, useState } from 'react';
import type { EventPeriod } from '@cypher/contracts';
import { useMapEvents } from '../features/events-map/api/use-map-events';
import { useSiteConfig } from '../features/events-map/api/use-site-config';
import { EventsMapPanel } from '../features/events-map/components/events-map-panel';
import { MapEventList } from '../features/events-map/components/map-event-list';
import { MapPeriodTabs } from '../features/events-map/components/map-period-tabs';
import { cornersOf, firstPeriodWithEvents, type MapCorners } from '../features/events-map/map-area';
import { EventsHeader } from '../shared/events-header';
import { LABELS } from '../shared/labels';

/**
 * /events/map: compact cards beside a Google map whose area decides the list (GET /events-map).
 * Without a Maps key (or when the script cannot load) the map says it is off and the list shows
 * every event with a location.
 */
export function EventsMapPage() {
  const { data: config } = useSiteConfig();
  const [corners, setCorners] = useState<MapCorners | null>(null);
  const [chosen, setChosen] = useState<EventPeriod | null>(null);
  const [failed, setFailed] = useState(false);
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const key = config?.googleMapsApiKey ?? null;
  const mapOff = config !== undefined && (key === null || failed);

  // The first answer (every period) names the tab to open: the first with events here.
  const { data } = useMapEvents(chosen, corners);
  useEffect(() => {
    if (chosen === null && data) setChosen(firstPeriodWithEvents(data.stats));
  }, [chosen, data]);
  const period = chosen;
  const stats = data?.stats;

  return (
    <section className="cy-page ev-page--light ev-map" aria-labelledby="ev-events-title">
      <EventsHeader />
      <div className="ev-map__layout">
        <div className="ev-map__side">
          <MapPeriodTabs stats={stats ?? undefined} selected={period} onSelect={setChosen} />
          {data === undefined || period === null ? (
            <p aria-busy="true" className="cy-muted">
              {LABELS.loading}
            </p>
          ) : (
            <MapEventList events={data?.events ?? []} onHighlight={setHighlighted} />
          )}
        </div>
        <div className="ev-map__main">
          {mapOff ? (
            <div className="ev-map__off" role="status">
              <strong>{LABELS.map.unavailable}</strong>
              <p className="cy-muted">{LABELS.map.unavailableHint}</p>
            </div>
          ) : key ? (
            <EventsMapPanel
              apiKey={key}
              events={data?.events ?? []}
              count={period && stats ? stats[period] : undefined}
              highlighted={highlighted}
              onArea={(bounds) => setCorners(cornersOf(bounds))}
              onUnavailable={() => setFailed(true)}
            />
          ) : null}
        </div>
      </div>
    </section>
  );
}
