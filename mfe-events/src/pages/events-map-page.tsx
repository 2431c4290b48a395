import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { EventPeriod } from '@cypher/contracts';
import { searchKey, useMapEvents } from '../features/events-map/api/use-map-events';
import { useSiteConfig } from '../features/events-map/api/use-site-config';
import { EventsMapPanel } from '../features/events-map/components/events-map-panel';
import { MapEventList } from '../features/events-map/components/map-event-list';
import { MapPeriodTabs } from '../features/events-map/components/map-period-tabs';
import { NearMeButton } from '../features/events-map/components/near-me-button';
import { cornersOf, firstPeriodWithEvents, type MapCenter, type MapCorners } from '../features/events-map/map-area';
import { useVisibleCards } from '../features/events-map/use-visible-cards';
import { EventsHeader } from '../shared/events-header';
import { useEventsKeyword } from '../shared/events-keyword';
import { EventsSearch } from '../shared/events-search';
import { MAP_LABELS } from '../features/events-map/labels';

/**
 * /events/map: compact cards beside a Google map whose area decides the list (GET /events-map).
 * Without a Maps key (or when the script cannot load) the map says it is off and the list shows
 * every event with a location.
 *
 * Nothing moves as the reads answer: the map's box has its final size from the first frame, the
 * tabs are of equal width whatever their counts, and skeleton cards of a card's fixed height hold
 * the list until the shown tab's events are here.
 */
export function EventsMapPage() {
  const [searchParams] = useSearchParams();
  const orgIds = searchParams.get('o') || undefined;
  const { data: config } = useSiteConfig();
  const [corners, setCorners] = useState<MapCorners | null>(null);
  const [chosen, setChosen] = useState<EventPeriod | null>(null);
  const [failed, setFailed] = useState(false);
  const [highlighted, setHighlighted] = useState<number | null>(null);
  // 'Near me': the list is sorted nearest first and the map moves to the visitor.
  const [near, setNear] = useState<MapCenter | null>(null);
  const { visible, watch } = useVisibleCards();
  const key = config?.googleMapsApiKey ?? null;
  const mapOff = config !== undefined && (key === null || failed);
  // With a map the list waits for its first area: a world-wide list would reorder once it settles.
  const ready = mapOff || (key !== null && corners !== null);

  const keyword = useEventsKeyword();
  const answer = useMapEvents(chosen, corners, near, ready, orgIds, keyword);
  // As the grid does: the first answer (every period) names the tab to open, the first with events
  // here; a new organization filter or keyword keeps the tab only while it still has events.
  const search = searchKey(orgIds, keyword);
  const [pickedFor, setPickedFor] = useState<string | null>(null);
  useEffect(() => {
    if (!answer || answer.search !== search || pickedFor === search) return;
    setPickedFor(search);
    if (chosen === null || !answer.stats?.[chosen]) setChosen(firstPeriodWithEvents(answer.stats));
  }, [chosen, answer, search, pickedFor]);
  const stats = answer?.stats;
  const listed = answer && chosen !== null && answer.period === chosen ? answer.events : undefined;

  return (
    <section className="cy-page ev-page--light ev-map" aria-labelledby="ev-events-title">
      <EventsHeader />
      <div className="ev-map__layout">
        <div className="ev-map__side">
          <EventsSearch />
          <div className="ev-map__tools">
            <NearMeButton onFound={setNear} />
          </div>
          <MapPeriodTabs stats={stats} selected={chosen} onSelect={setChosen} />
          <MapEventList events={listed} onHighlight={setHighlighted} watch={watch} />
        </div>
        <div className="ev-map__main">
          {mapOff ? (
            <div className="ev-map__off" role="status">
              <strong>{MAP_LABELS.unavailable}</strong>
              <p className="cy-muted">{MAP_LABELS.unavailableHint}</p>
            </div>
          ) : key ? (
            <EventsMapPanel
              apiKey={key}
              events={listed ?? []}
              count={chosen && stats ? stats[chosen] : undefined}
              highlighted={highlighted}
              visible={visible}
              focus={near}
              onArea={(bounds) => setCorners(cornersOf(bounds))}
              onUnavailable={() => setFailed(true)}
            />
          ) : (
            <div className="ev-map__canvas" aria-hidden="true" />
          )}
        </div>
      </div>
    </section>
  );
}
