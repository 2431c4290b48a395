import type { FeatureAppProps } from '@cypher/contracts';
import { FeatureAppRoot } from '@cypher/contracts/react';
import './styles.css';
import { FeaturedEvents } from './features/featured-events/components/featured-events';
import { Workshops } from './features/workshops/components/workshops';
import { HomeBanner } from './features/home-banner/components/home-banner';

/** Exposed as `./home`: the events widget of the shell's Home page (rendered in the shell's router). */
export default function EventsHome({ platform }: FeatureAppProps) {
  return (
    <FeatureAppRoot platform={platform}>
      <div className="cy-page">
        <FeaturedEvents />
        <HomeBanner />
        <Workshops />
      </div>
    </FeatureAppRoot>
  );
}
