import { useId, useState, type FormEvent } from 'react';
import { routes, type Sparring, type SparringColour } from '@cypher/contracts';
import { BRACKET_REASONS } from '@cypher/contracts/texts';
import { useSessionUser } from '@cypher/contracts/react';
import { JUDGING_LABELS } from '../../../shared/judging-labels';
import { LogInLink } from '../../../shared/log-in-link';
import { paths } from '../../../shared/paths';
import type { SparringRun } from '../api/use-sparring-call';
import { mayVote, votesVisible, whyNoVote } from '../sparring-rules';

const COLOURS: SparringColour[] = ['red', 'blue'];

/**
 * Audience vote by colour: attendees checked in to the event may vote once (the server says so in
 * canSetAudienceScore); the totals show once the caller has voted (and always to event staff).
 * Anyone else reads why they cannot vote, with a Log in link when signed out. The page leaves the
 * card out when it has nothing to say (`audienceVoteShown`).
 */
export function AudienceVote({ sparring, run, busy }: { sparring: Sparring; run: SparringRun; busy: boolean }) {
  const [colour, setColour] = useState<SparringColour | null>(null);
  const name = useId();
  const sideName = (c: SparringColour) => sparring[c]?.name ?? JUDGING_LABELS.bracket[c];
  const canVote = mayVote(sparring);
  const why = whyNoVote(sparring, useSessionUser() !== null);

  const vote = async (event: FormEvent) => {
    event.preventDefault();
    if (colour) await run(routes.sparrings.vote, { params: { id: sparring.sparringId, value: colour } });
  };

  return (
    <section className="cy-card bt-panel bt-vote" aria-labelledby={`${name}-title`}>
      <h2 id={`${name}-title`} className="bt-panel__subtitle">
        {JUDGING_LABELS.sparring.audience}
      </h2>
      {votesVisible(sparring) ? (
        <ul className="cy-list bt-vote__totals">
          {COLOURS.map((c) => (
            <li key={c} className={`bt-vote__total bt-corner--${c}`}>
              <span>{sideName(c)}</span> <strong>{JUDGING_LABELS.sparring.votes(sparring[c]?.audiencePoints ?? 0)}</strong>
            </li>
          ))}
        </ul>
      ) : null}
      {sparring.audienceVote ? <p>{JUDGING_LABELS.sparring.voted(sideName(sparring.audienceVote))}</p> : null}
      {canVote ? (
        <form className="bt-vote__form" onSubmit={vote}>
          <fieldset className="bt-vote__choices">
            <legend className="cy-visually-hidden">{JUDGING_LABELS.sparring.audience}</legend>
            {COLOURS.map((c) => (
              <label key={c} className={`bt-vote__choice bt-corner--${c}`}>
                <input type="radio" name={name} value={c} checked={colour === c} onChange={() => setColour(c)} />
                {sideName(c)}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="cy-button cy-button--accent" disabled={busy || colour === null}>
            {JUDGING_LABELS.sparring.vote}
          </button>
          {votesVisible(sparring) ? null : <p className="cy-muted">{JUDGING_LABELS.sparring.votesAfterVoting}</p>}
        </form>
      ) : null}
      {why === 'log-in' ? (
        <p className="bt-vote__why">
          <LogInLink back={paths.sparring(sparring.sparringId)}>{JUDGING_LABELS.sparring.logInToVote}</LogInLink>
        </p>
      ) : null}
      {why ? <p className="cy-muted bt-vote__why">{BRACKET_REASONS.voteNeedsCheckIn}</p> : null}
    </section>
  );
}
