import { describe, expect, it } from 'vitest';
import { ImportOutcomeSchema } from '@shared/contracts/import';
import { OUTCOME_LABELS } from '@shared/import-outcomes';
import {
  fileLine,
  isReportFilter,
  linksToAdd,
  outcomeText,
  previewLines,
  progressText,
  REPORT_FILTERS,
  resultHeading,
  summaryLines,
} from './import-text';
import { anImport } from './test-support/test-import';

const IMPORT_OUTCOMES = ImportOutcomeSchema.options;

const texts = (lines: { text: string }[]) => lines.map((line) => line.text);

describe('the import preview', () => {
  it('says what the file holds, what the library has, and what the plan holds', () => {
    const imported = anImport();
    expect(fileLine(imported)).toBe('From bookmarks.html (bookmarks file)');
    expect(previewLines(imported, 'file')).toEqual([
      { text: '6 links in 2 collections' },
      { text: '2 collections are new to your library' },
      { text: '1 already in your library' },
      { text: '1 repeats an earlier link in the file' },
      { text: '1 entry is not a web link' },
      { text: 'Your plan has room for 49 more videos and 5 more collections.' },
    ]);
  });

  it('says where links of folders nested too deep go', () => {
    const lines = (folded: number) =>
      texts(previewLines(anImport({ found: { folded } }), 'file')).filter((line) =>
        line.includes('nested'),
      );
    expect(lines(3)).toEqual([
      '3 links sit in folders nested deeper than 64 levels: each goes into its folder at level 64',
    ]);
    expect(lines(1)).toEqual([
      '1 link sits in folders nested deeper than 64 levels: it goes into its folder at level 64',
    ]);
    expect(lines(0)).toEqual([]);
  });

  it('leaves out what does not apply, and speaks in the singular and plural', () => {
    const imported = anImport({
      format: 'url-list',
      fileName: 'links.txt',
      found: {
        links: 1_204,
        collections: 0,
        newCollections: 0,
        inLibrary: 0,
        repeated: 3,
        invalid: 2,
      },
      room: { videos: null, collections: null },
    });
    expect(fileLine(imported)).toBe('From links.txt (list of links)');
    expect(texts(previewLines(imported, 'file'))).toEqual([
      '1,204 links',
      'None already in your library',
      '3 repeat an earlier link in the file',
      '2 entries are not web links',
    ]);
    const one = anImport({
      found: { links: 1, collections: 1, newCollections: 1, inLibrary: 0, repeated: 0, invalid: 0 },
      room: { videos: 1, collections: 1 },
    });
    expect(texts(previewLines(one, 'file'))).toEqual([
      '1 link in 1 collection',
      '1 collection is new to your library',
      'None already in your library',
      'Your plan has room for 1 more video and 1 more collection.',
    ]);
  });

  it('counts the links past the plan’s room as over the limit, with the way to upgrade', () => {
    const imported = anImport({
      format: 'url-list',
      found: {
        links: 60,
        collections: 0,
        newCollections: 0,
        inLibrary: 0,
        repeated: 0,
        invalid: 0,
      },
      room: { videos: 50, collections: 5 },
    });
    expect(linksToAdd(imported.found)).toBe(60);
    expect(previewLines(imported, 'file').slice(-2)).toEqual([
      { text: 'Your plan has room for 50 more videos.' },
      { text: '10 links will be reported as over the plan limit.', upgrade: 'video' },
    ]);
    // Links already saved, repeated or no link at all take no room.
    const dupes = anImport({ found: { links: 60, inLibrary: 5, repeated: 4, invalid: 1 } });
    expect(linksToAdd(dupes.found)).toBe(50);
  });

  it('names the collections the plan cannot make only when the file’s are kept', () => {
    const imported = anImport({
      found: {
        links: 40,
        collections: 8,
        newCollections: 7,
        inLibrary: 0,
        repeated: 0,
        invalid: 0,
      },
      room: { videos: 30, collections: 4 },
    });
    expect(previewLines(imported, 'file').slice(-3)).toEqual([
      { text: 'Your plan has room for 30 more videos and 4 more collections.' },
      { text: 'At least 10 links will be reported as over the plan limit.', upgrade: 'video' },
      {
        text: '3 new collections do not fit your plan: their links will be reported as over the plan limit.',
        upgrade: 'category',
      },
    ]);
    expect(texts(previewLines(imported, 'one'))).toEqual([
      '40 links in 8 collections',
      'None already in your library',
      'Your plan has room for 30 more videos.',
      '10 links will be reported as over the plan limit.',
    ]);
  });
});

describe('a running import', () => {
  it('says how many entries are done of how many', () => {
    expect(progressText(anImport({ found: { links: 1_500 }, progress: { processed: 250 } }))).toBe(
      '250 of 1,500',
    );
  });
});

describe('a finished import', () => {
  it('sums up what was added and what was not, linking the plan page for the over-limit', () => {
    const done = anImport({
      status: 'done',
      progress: { processed: 60, added: 47, duplicates: 2, invalid: 1, overLimit: 10 },
    });
    expect(summaryLines(done)).toEqual([
      { text: '47 links added' },
      { text: '2 duplicates skipped' },
      { text: '1 not a link' },
      { text: '10 over the plan limit', upgrade: 'any' },
    ]);
    const clean = anImport({ status: 'done', progress: { processed: 1, added: 1 } });
    expect(summaryLines(clean)).toEqual([{ text: '1 link added' }]);
    const none = anImport({
      status: 'done',
      progress: { processed: 3, duplicates: 1, invalid: 2 },
    });
    expect(texts(summaryLines(none))).toEqual([
      '0 links added',
      '1 duplicate skipped',
      '2 not links',
    ]);
  });

  it('says how an import ended early, and how many entries it did not come to', () => {
    const cancelled = anImport({
      status: 'cancelled',
      found: { links: 600 },
      progress: { processed: 250, added: 250 },
    });
    expect(resultHeading(cancelled)).toBe('Import of bookmarks.html cancelled.');
    expect(texts(summaryLines(cancelled))).toEqual(['250 links added', '350 entries not imported']);
    const failed = anImport({
      status: 'failed',
      failure:
        'The entries from number 1 on could not be saved: SQLSTATE 23505 (integrity constraint violation).',
      found: { links: 1 },
    });
    expect(resultHeading(failed)).toBe(
      'Import of bookmarks.html stopped after an error. The entries from number 1 on could not be saved: SQLSTATE 23505 (integrity constraint violation).',
    );
    expect(texts(summaryLines(failed))).toEqual(['0 links added', '1 entry not imported']);
    expect(resultHeading(anImport({ status: 'done' }))).toBe('Finished importing bookmarks.html.');
  });

  it('words each report line by its outcome', () => {
    expect(outcomeText({ outcome: 'added', detail: 'Music / Live' })).toBe('Added to Music / Live');
    expect(outcomeText({ outcome: 'duplicate', detail: 'Same link as line 3.' })).toBe(
      'Duplicate: Same link as line 3.',
    );
    expect(outcomeText({ outcome: 'invalid', detail: '' })).toBe('Not a link');
    for (const outcome of IMPORT_OUTCOMES) expect(OUTCOME_LABELS[outcome]).toBeTruthy();
  });

  it('filters the report by every outcome, or none', () => {
    expect(REPORT_FILTERS.map((filter) => filter.value)).toEqual(['all', ...IMPORT_OUTCOMES]);
    expect(isReportFilter('over_limit')).toBe(true);
    expect(isReportFilter('everything')).toBe(false);
  });
});
