import { Link } from 'react-router-dom';
import { fixedSizeImage, type MemberCard as MemberCardData } from '@cypher/contracts';
import { ageFromBirthday } from '@cypher/contracts/rules';
import { usePlatform } from '@cypher/contracts/react';
import { paths } from '../../../shared/paths';
import { MemberLocation } from './member-location';
import { MemberStats } from './member-stats';
import { PatronLabel } from '../../../shared/patron-label';

/** Spec image sizes: avatars of 64 px on directory cards (twice that for sharp screens, which alone fetch it). */
const AVATAR_PX = 64;

/** One dancer in the directory; the whole card opens the profile through its name link. */
export function MemberCard({ member }: { member: MemberCardData }) {
  const avatar = fixedSizeImage(usePlatform(), member.avatar, AVATAR_PX);
  const age = ageFromBirthday(member.birthday);
  return (
    <li className="cy-card cy-card--link ac-card">
      {avatar ? (
        <img className="ac-card__avatar" {...avatar} alt="" loading="lazy" />
      ) : (
        <span className="ac-card__avatar ac-card__avatar--empty" aria-hidden="true">
          {member.dancerName.charAt(0).toUpperCase()}
        </span>
      )}
      <div className="ac-card__body">
        <h2 className="ac-card__name">
          <Link className="cy-card__link" to={paths.profile(member.id)}>
            {member.dancerName}
          </Link>
          {member.isPatron ? <PatronLabel /> : null}
        </h2>
        {member.fullName ? (
          <p className="ac-card__full-name">
            {member.fullName}
            {age === null ? null : <span className="ac-card__age">, {age}</span>}
          </p>
        ) : null}
        <MemberLocation city={member.city} state={member.state} country={member.country} />
        <MemberStats member={member} />
      </div>
    </li>
  );
}
