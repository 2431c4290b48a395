import type { UserProfile } from '@cypher/contracts';
import { ImageUploadField, usePlatform } from '@cypher/contracts/react';
import { useSaveCard } from '../api/use-save-card';
import { PROFILE_LABELS } from '../../../shared/profile-labels';

/** A trading card's 5:7 shape, asked at twice its on-screen size for sharp screens. */
export const CARD_WIDTH_PX = 320;
export const CARD_HEIGHT_PX = 448;

export interface PlayerCardTabProps {
  profile: UserProfile;
  canUpload: boolean;
}

/** Player Card: the dancer's card photo; its owner (acting as it) can upload a new one. */
export function PlayerCardTab({ profile, canUpload }: PlayerCardTabProps) {
  const platform = usePlatform();
  const saveCard = useSaveCard(profile.id);
  const label = PROFILE_LABELS.playerCard(profile.dancerName);
  if (canUpload) {
    return (
      <div className="ac-player-card">
        <ImageUploadField
          label={label}
          value={profile.card}
          onChange={(id) => void saveCard(id)}
          width={CARD_WIDTH_PX * 2}
          height={CARD_HEIGHT_PX * 2}
          className="ac-player-card__field"
        />
      </div>
    );
  }
  const card = platform.imageUrl(profile.card, CARD_WIDTH_PX * 2, CARD_HEIGHT_PX * 2);
  return (
    <div className="ac-player-card">
      {card ? (
        <img className="ac-player-card__image" src={card} alt={label} width={CARD_WIDTH_PX} height={CARD_HEIGHT_PX} />
      ) : (
        <p className="ac-player-card__empty">{PROFILE_LABELS.noPlayerCard}</p>
      )}
    </div>
  );
}
