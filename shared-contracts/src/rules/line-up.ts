/**
 * Whether anyone may still join or leave a battle's crews and entries (api/README.md, "Battles":
 * the line-up). Once the bracket is drawn its sparrings name the entrants, and once results are
 * recorded they and the organization's leaderboard count them: taking a dancer or crew out then
 * would empty a sparring's side or delete a result. Answers why not, or null while it may change.
 * The API refuses by it; the battle page's staff buttons are offered by it.
 */
export function lineUpSettled(battle: { status: string; hasResults: boolean }): 'resultsRecorded' | 'bracketDrawn' | null {
  if (battle.hasResults) return 'resultsRecorded';
  // Before 'Add to bracket' (registration, prelims) no sparring exists yet.
  if (battle.status !== 'registration' && battle.status !== 'prelims') return 'bracketDrawn';
  return null;
}
