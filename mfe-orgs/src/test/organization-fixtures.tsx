import { render } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { Organization, UserChip } from '@cypher/contracts';
import { areaAt, type FakeCall, type FakePlatform } from '@cypher/contracts/testing';
import OrgsRoutes from '../routes';

export function organization(fields: Partial<Organization> = {}): Organization {
  return {
    id: 5,
    name: 'Bronx Breakers',
    image: null,
    status: 'published',
    description: '<p>We <strong>break</strong>.</p>',
    founded: '04/12/2015',
    rankingDisabled: false,
    socials: { facebook: null, instagram: 'bronxbreakers', twitter: null, youtube: null, website: 'bronx.example.org' },
    admins: [chip(1, 'Admin One')],
    promoters: [],
    agreement: null,
    waiver: null,
    canEdit: false,
    totalMembers: 12,
    membersCount: 12,
    totalEvents: 4,
    totalPoints: 230,
    ...fields,
  };
}

export function chip(id: number, dancerName: string): UserChip {
  return { id, dancerName, avatar: null };
}

/** Answers by route name; unknown routes fail (null), as a real client does after its toast. */
export function answerBy(handlers: Record<string, (call: FakeCall) => unknown>) {
  return (call: FakeCall) => (handlers[call.route.name] ? handlers[call.route.name](call) : null);
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders the area at `path` with a fresh swr cache; the current location is shown in an output. */
export function renderAt(platform: FakePlatform, path: string) {
  return render(areaAt(OrgsRoutes, platform, path, <Where />));
}

/** A matchMedia stand-in in which only `matching` queries match. */
export function stubMatchMedia(matching: (query: string) => boolean) {
  const previous = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: matching(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = previous;
  };
}
