import type { Import, ImportFormat, ImportOutcome } from '@shared/contracts/import';
import type { LimitType } from '@shared/contracts/library';
import { IMPORT_FOLDER_DEPTH_MAX } from '@shared/constants';
import { OUTCOME_LABELS } from '@shared/import-outcomes';
import { plural } from '@shared/plural';

/** Where the links go: the file's own collections, or all into one the user picks. */
export type ImportTarget = 'file' | 'one';

/** A sentence of the card; `upgrade` adds a link to the plan page for that limit. */
export interface ImportLine {
  text: string;
  upgrade?: LimitType | 'any';
}

/** Counts as the server words them ("link 1,204"), whatever the browser's language. */
const count = (n: number): string => n.toLocaleString('en-US');
const counted = (n: number, one: string, many: string): string => plural(n, one, many, count);

const FORMAT_NAMES: Record<ImportFormat, string> = {
  'bookmarks-html': 'bookmarks file',
  'vidshelf-json': 'Vidshelf export',
  'takeout-csv': 'YouTube playlist from Google Takeout',
  'url-list': 'list of links',
};

/** "From bookmarks.html (bookmarks file)": what the server took the file for. */
export const fileLine = (imported: Pick<Import, 'fileName' | 'format'>): string =>
  `From ${imported.fileName} (${FORMAT_NAMES[imported.format]})`;

/** Links the import would add: neither in the library, nor a repeat, nor no link at all. */
export function linksToAdd(found: Import['found']): number {
  return Math.max(0, found.links - found.inLibrary - found.repeated - found.invalid);
}

function roomLine(imported: Import, target: ImportTarget): ImportLine | null {
  const { room, found } = imported;
  const parts: string[] = [];
  if (room.videos !== null) parts.push(counted(room.videos, 'more video', 'more videos'));
  // Collections matter only when the file's are kept and it names some.
  if (room.collections !== null && target === 'file' && found.collections > 0) {
    parts.push(counted(room.collections, 'more collection', 'more collections'));
  }
  return parts.length > 0 ? { text: `Your plan has room for ${parts.join(' and ')}.` } : null;
}

/**
 * What will not fit the plan. Links of a collection the plan cannot make are over the limit
 * without using video room, so with such collections the video figure is a lower bound.
 */
function overLimitLines(imported: Import, target: ImportTarget): ImportLine[] {
  const { room, found } = imported;
  const lines: ImportLine[] = [];
  const collectionsOver =
    target === 'file' && room.collections !== null
      ? Math.max(0, found.newCollections - room.collections)
      : 0;
  const videosOver = room.videos === null ? 0 : Math.max(0, linksToAdd(found) - room.videos);
  if (videosOver > 0) {
    const links = counted(videosOver, 'link', 'links');
    lines.push({
      text: `${collectionsOver > 0 ? 'At least ' : ''}${links} will be reported as over the plan limit.`,
      upgrade: 'video',
    });
  }
  if (collectionsOver > 0) {
    lines.push({
      text:
        collectionsOver === 1
          ? '1 new collection does not fit your plan: its links will be reported as over the plan limit.'
          : `${count(collectionsOver)} new collections do not fit your plan: their links will be reported as over the plan limit.`,
      upgrade: 'category',
    });
  }
  return lines;
}

/** The preview of a file read but not imported yet, for the chosen target. */
export function previewLines(imported: Import, target: ImportTarget): ImportLine[] {
  const { found } = imported;
  const links = counted(found.links, 'link', 'links');
  const lines: ImportLine[] = [
    {
      text:
        found.collections > 0
          ? `${links} in ${counted(found.collections, 'collection', 'collections')}`
          : links,
    },
  ];
  if (target === 'file' && found.newCollections > 0) {
    lines.push({
      text:
        found.newCollections === 1
          ? '1 collection is new to your library'
          : `${count(found.newCollections)} collections are new to your library`,
    });
  }
  lines.push({
    text: `${found.inLibrary === 0 ? 'None' : count(found.inLibrary)} already in your library`,
  });
  if (found.repeated > 0) {
    lines.push({
      text: `${count(found.repeated)} ${found.repeated === 1 ? 'repeats' : 'repeat'} an earlier link in the file`,
    });
  }
  if (found.invalid > 0) {
    lines.push({
      text:
        found.invalid === 1
          ? '1 entry is not a web link'
          : `${count(found.invalid)} entries are not web links`,
    });
  }
  if (found.folded > 0) {
    lines.push({
      text: `${counted(found.folded, 'link sits', 'links sit')} in folders nested deeper than ${IMPORT_FOLDER_DEPTH_MAX} levels: ${found.folded === 1 ? 'it goes' : 'each goes'} into its folder at level ${IMPORT_FOLDER_DEPTH_MAX}`,
    });
  }
  const room = roomLine(imported, target);
  if (room) lines.push(room);
  return [...lines, ...overLimitLines(imported, target)];
}

/** "12 of 60": entries dealt with, of those in the file. */
export const progressText = ({ progress, found }: Import): string =>
  `${count(progress.processed)} of ${count(found.links)}`;

/** The ended import's first line: finished, cancelled, or stopped by an error and why. */
export function resultHeading({ status, fileName, failure }: Import): string {
  if (status === 'cancelled') return `Import of ${fileName} cancelled.`;
  if (status === 'failed') {
    return `Import of ${fileName} stopped after an error. ${failure ?? ''}`.trim();
  }
  return `Finished importing ${fileName}.`;
}

/** The ended import's result: what was added, and what was not and why. */
export function summaryLines({ status, progress, found }: Import): ImportLine[] {
  const lines: ImportLine[] = [{ text: `${counted(progress.added, 'link', 'links')} added` }];
  if (progress.duplicates > 0) {
    lines.push({ text: `${counted(progress.duplicates, 'duplicate', 'duplicates')} skipped` });
  }
  if (progress.invalid > 0) {
    lines.push({
      text: `${count(progress.invalid)} not ${progress.invalid === 1 ? 'a link' : 'links'}`,
    });
  }
  if (progress.overLimit > 0) {
    // Over the video limit, the collection limit or both: the plan page in general.
    lines.push({ text: `${count(progress.overLimit)} over the plan limit`, upgrade: 'any' });
  }
  const left = found.links - progress.processed;
  if (status !== 'done' && left > 0) {
    lines.push({ text: `${counted(left, 'entry', 'entries')} not imported` });
  }
  return lines;
}

/** What became of an entry: "Added to Music", "Duplicate: Already in Unsorted." */
export function outcomeText(item: { outcome: ImportOutcome; detail: string }): string {
  if (item.outcome === 'added') return `Added to ${item.detail}`;
  const label = OUTCOME_LABELS[item.outcome];
  return item.detail ? `${label}: ${item.detail}` : label;
}

/** The report's filter: every entry, or those of one outcome. */
export type ReportFilter = 'all' | ImportOutcome;

export const REPORT_FILTERS: ReadonlyArray<{ value: ReportFilter; label: string }> = [
  { value: 'all', label: 'All entries' },
  { value: 'added', label: 'Added' },
  { value: 'duplicate', label: 'Duplicates' },
  { value: 'invalid', label: 'Not links' },
  { value: 'over_limit', label: 'Over the plan limit' },
  { value: 'not_imported', label: 'Not imported' },
];

export const isReportFilter = (value: string): value is ReportFilter =>
  REPORT_FILTERS.some((filter) => filter.value === value);
