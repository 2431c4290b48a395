import type { Battle } from '@cypher/contracts';
import type { Caller } from '../auth/caller.js';
import { ForbiddenError } from '../errors.js';
import type { BattlesService } from './battles-service.js';

const HEADER = ['Crew', 'Dancer', 'Number', 'Checked in', 'Confirmed', 'Waitlist', 'Agreement signed', 'Waiver signed'];

/**
 * One CSV field: quoted when it holds a comma, quote or line break; a leading = + - @ is defused
 * with a quote so a spreadsheet never runs a dancer's name as a formula.
 */
export function csvField(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Every dancer of the battle, crew by crew (1 vs 1: registered then waitlist), for staff. */
export function participantsCsv(battle: Battle): string {
  const rows: (string | number | null)[][] = [HEADER];
  const yes = (flag: boolean) => (flag ? 'yes' : 'no');
  for (const crew of battle.crews) {
    for (const p of crew.participants) {
      rows.push([
        crew.name,
        p.dancerName,
        crew.randId,
        yes(p.checkedIn),
        yes(p.confirmed),
        yes(crew.inWaitlist),
        p.agreementSignedAt,
        p.waiverSignedAt,
      ]);
    }
  }
  for (const p of [...battle.participants, ...battle.waitList]) {
    rows.push([
      '',
      p.dancerName,
      p.randId,
      yes(p.checkedIn),
      yes(p.confirmed),
      yes(p.inWaitlist),
      p.agreementSignedAt,
      p.waiverSignedAt,
    ]);
  }
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** The file name: the battle's title (path characters dropped) or `battle-{id}`. */
export function csvFileName(battle: Pick<Battle, 'id' | 'title'>): string {
  const base = battle.title.replace(/[\\/:*?"<>|\r\n]+/g, ' ').trim() || `battle-${battle.id}`;
  return `${base}.csv`;
}

/** GET /battles/{id}/download for callers with `canDownload` (event staff). */
export function createBattleCsvService(deps: { battles: BattlesService }) {
  return {
    async download(battleId: number, caller: Caller | null): Promise<{ fileName: string; csv: string }> {
      const battle = await deps.battles.get(battleId, caller);
      if (!battle.canDownload) throw new ForbiddenError();
      return { fileName: csvFileName(battle), csv: participantsCsv(battle) };
    },
  };
}
