import type { ReactNode } from 'react';
import type { BattleParticipant } from '@cypher/contracts';
import { useDancerActions } from '../use-dancer-actions';
import { DancerActionButtons } from './dancer-action-buttons';
import { DancerSignatures } from './dancer-signatures';

interface Props {
  /** The list, given what staff get on each dancer's row: documents and the actions their state allows. */
  children: (rowActions: (dancer: BattleParticipant) => ReactNode) => ReactNode;
}

/**
 * Staff's part of the 1 vs 1 list: one set of actions for every row (one confirmation at a time,
 * one check-in pause), each row's documents and buttons, and the confirmation dialog.
 */
export function StaffDancerActions({ children }: Props) {
  const actions = useDancerActions(null);
  return (
    <>
      {children((dancer) => (
        <>
          <DancerSignatures dancer={dancer} />
          <DancerActionButtons dancer={dancer} actions={actions} />
        </>
      ))}
      {actions.dialog}
    </>
  );
}
