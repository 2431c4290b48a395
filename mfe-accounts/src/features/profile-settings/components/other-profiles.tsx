import { Link } from 'react-router-dom';
import { routes, type UserChip, type UserProfile } from '@cypher/contracts';
import { useApi, usePlatform } from '@cypher/contracts/react';
import { paths } from '../../../shared/paths';
import { useSetMain } from '../api/use-set-main';
import { SETTINGS_LABELS } from '../settings-labels';

const AVATAR_PX = 48;

interface RowProps {
  chip: UserChip;
  acting: boolean;
  busy: boolean;
  onSetMain: (id: number) => void;
  /** Unknown (undefined) until the profile has loaded: no actions are offered before. */
  isMain: boolean | undefined;
}

function ProfileRow({ chip, acting, busy, onSetMain, isMain }: RowProps) {
  const platform = usePlatform();
  const avatar = platform.imageUrl(chip.avatar, AVATAR_PX * 2);
  return (
    <li className="ac-other-profile">
      {avatar ? <img className="ac-other-profile__avatar" src={avatar} alt="" width={AVATAR_PX} height={AVATAR_PX} /> : null}
      <span className="ac-other-profile__who">
        <Link className="ac-other-profile__name" to={paths.profile(chip.id)}>
          {chip.dancerName}
        </Link>
        {isMain ? <span className="ac-other-profile__tag">{SETTINGS_LABELS.mainProfile}</span> : null}
        {acting ? <span className="ac-other-profile__tag">{SETTINGS_LABELS.actingProfile}</span> : null}
      </span>
      {/* Spec: the main profile can neither be released nor set as main again. */}
      {isMain === false ? (
        <span className="ac-other-profile__actions">
          <button
            type="button"
            className="cy-button cy-button--small"
            disabled={busy}
            aria-busy={busy || undefined}
            aria-label={`${SETTINGS_LABELS.setMain}: ${chip.dancerName}`}
            onClick={() => onSetMain(chip.id)}
          >
            {SETTINGS_LABELS.setMain}
          </button>
          <Link
            className="cy-button cy-button--small"
            to={paths.releaseProfile(chip.id)}
            aria-label={`${SETTINGS_LABELS.release}: ${chip.dancerName}`}
          >
            {SETTINGS_LABELS.release}
          </Link>
        </span>
      ) : null}
    </li>
  );
}

/** One row's main flag: GET /user/:id (the chips of GET /user do not carry it). */
function KnownProfileRow(props: Omit<RowProps, 'isMain'>) {
  const { data } = useApi(routes.users.get, { params: { id: props.chip.id } });
  return <ProfileRow {...props} isMain={data ? data.isMain : undefined} />;
}

/** Other profiles: every profile of the account; non-main ones can be set as main or released. */
export function OtherProfiles({ me }: { me: UserProfile }) {
  const { setMain, busyId } = useSetMain();
  const profiles = me.profiles ?? [];
  return (
    <ul className="ac-other-profiles">
      {profiles.map((chip) => (
        <KnownProfileRow
          key={chip.id}
          chip={chip}
          acting={chip.id === me.id}
          busy={busyId === chip.id}
          onSetMain={(id) =>
            void setMain(
              id,
              profiles.map((profile) => profile.id),
            )
          }
        />
      ))}
    </ul>
  );
}
