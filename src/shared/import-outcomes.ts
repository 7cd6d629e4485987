import type { ImportOutcome } from './contracts/import';

/** The report's words for each outcome: on screen and in its CSV. */
export const OUTCOME_LABELS: Record<ImportOutcome, string> = {
  added: 'Added',
  duplicate: 'Duplicate',
  invalid: 'Not a link',
  over_limit: 'Over the plan limit',
  not_imported: 'Not imported',
};
