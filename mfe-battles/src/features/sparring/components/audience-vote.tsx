import { useId, useState, type FormEvent } from 'react';
import type { Sparring, SparringColour } from '@cypher/contracts';
import { VOTE_REFUSALS } from '@cypher/contracts/texts';
import { useSessionUser } from '@cypher/contracts/react';
import { JUDGING_LABELS } from '../../../shared/judging-labels';
import { LogInLink } from '../../../shared/log-in-link';
import { paths } from '../../../shared/paths';
import { useAudienceVote } from '../api/use-audience-vote';
import { mayVote, voteRefusalText, votesVisible, whyNoVote } from '../sparring-rules';

const COLOURS: SparringColour[] = ['red', 'blue'];

/**
 * Audience vote by colour: attendees checked in to the event may vote once (the server says so in
 * canSetAudienceScore); the totals show once the caller has voted (and always to event staff).
 * Anyone else reads why they cannot vote, with a Log in link when signed out. The page leaves the
 * card out when it has nothing to say (`audienceVoteShown`). A refused vote says why under the
 * button (the API's code names the reason), instead of a generic error toast.
 */
export function AudienceVote({ sparring, show }: { sparring: Sparring; show: (sparring: Sparring) => void }) {
  const [colour, setColour] = useState<SparringColour | null>(null);
  const name = useId();
  const sideName = (c: SparringColour) => sparring[c]?.name ?? JUDGING_LABELS.bracket[c];
  const canVote = mayVote(sparring);
  const why = whyNoVote(sparring, useSessionUser() !== null);
  const { vote, busy, refusal } = useAudienceVote(sparring.sparringId, show);
  const refused = refusal ? voteRefusalText(refusal) : null;
  const logIn = (
    <p className="bt-vote__why">
      <LogInLink back={paths.sparring(sparring.sparringId)}>{VOTE_REFUSALS.unauthorized}</LogInLink>
    </p>
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (colour) await vote(colour);
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
        <form className="bt-vote__form" onSubmit={submit}>
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
      {/* Announced when it appears: the voter hears why the vote did not count. */}
      <div role="alert" className="bt-vote__refusal">
        {refused === 'log-in' ? logIn : refused ? <p className="bt-vote__why">{refused}</p> : null}
      </div>
      {why === 'log-in' && refused !== 'log-in' ? logIn : null}
      {why ? (
        <p className="cy-muted bt-vote__why">
          {why === 'competes' ? VOTE_REFUSALS.vote_own_sparring : VOTE_REFUSALS.vote_needs_check_in}
        </p>
      ) : null}
    </section>
  );
}
