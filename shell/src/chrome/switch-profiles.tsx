// The user menu's 'Switch profiles' view: a radio list of the account's profiles, 'Add profile'
// and 'Back'. Arrow keys only move the choice; a click, Enter or Space switches, because a switch
// reloads the page and must not happen while a keyboard user is still moving through the list.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { SessionUser } from '@cypher/contracts';
import { texts } from '../texts.js';

export interface SwitchProfilesProps {
  user: SessionUser;
  onSwitch: (profileId: number) => void;
  onAddProfile: () => void;
  onBack: () => void;
}

export function SwitchProfiles({ user, onSwitch, onAddProfile, onBack }: SwitchProfilesProps) {
  const [chosen, setChosen] = useState(user.id);
  const list = useRef<HTMLFieldSetElement>(null);

  // Opening the view puts the keyboard on the checked profile.
  useEffect(() => {
    list.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
  }, []);

  const choose = (id: number) => {
    setChosen(id);
    if (id !== user.id) onSwitch(id);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, id: number) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    choose(id);
  };

  return (
    <div className="sh-switch-profiles">
      <fieldset ref={list} className="sh-switch-profiles__list">
        <legend className="sh-popup__title">{texts.switchProfiles}</legend>
        {user.profiles.map((profile) => (
          <label key={profile.id} className="sh-switch-profiles__option">
            <input
              type="radio"
              name="sh-acting-profile"
              value={profile.id}
              checked={chosen === profile.id}
              onChange={() => setChosen(profile.id)}
              // A pointer click has a click count; a keyboard-made click (arrow keys) has none.
              onClick={(event) => event.detail > 0 && choose(profile.id)}
              onKeyDown={(event) => onKeyDown(event, profile.id)}
            />
            <span>{profile.dancerName ?? `#${profile.id}`}</span>
          </label>
        ))}
      </fieldset>
      <div className="sh-switch-profiles__actions">
        <button type="button" className="sh-button sh-button--accent sh-button--small" onClick={onAddProfile}>
          {texts.addProfile}
        </button>
        <button type="button" className="sh-button sh-button--ghost sh-button--small" onClick={onBack}>
          {texts.back}
        </button>
      </div>
    </div>
  );
}
