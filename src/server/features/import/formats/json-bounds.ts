import { ImportFileError } from './import-item';

/**
 * Brackets that may be open at once in an imported JSON file. A Vidshelf export needs four (the
 * file, its list of videos, a video, its tags); the rest is room for what a later export adds.
 */
export const JSON_DEPTH_MAX = 8;

/**
 * The largest entry (a video, a collection, any value of the file's top level that is not a
 * list or an object) in characters of the file. A video of the longest note, description and
 * tags, every character escaped, stays under a quarter of it.
 */
export const JSON_ENTRY_MAX_CHARS = 256 * 1024;

/** What the entries of the file's lists are called in a refusal. */
const ENTRY_NAMES: Readonly<Record<string, string>> = { videos: 'video', categories: 'collection' };

/** Which part of the scan a character is in. */
const enum Mode {
  Between,
  InString,
  Escaped,
  InLiteral,
}

/**
 * Checks a JSON text's bounds as it arrives, before any of it is parsed: no more than
 * JSON_DEPTH_MAX brackets open at once, and no entry (a value two levels in, such as a video of
 * `videos`, or a value of the top level that is not a container) longer than
 * JSON_ENTRY_MAX_CHARS. A streaming parser keeps whole each value it hands over and a frame per
 * open bracket, so these two bound what it can hold however the file is made
 * (docs/decisions/0078-hostile-import-files.md). A refusal names where: the video or collection
 * and the line.
 */
export class JsonBounds {
  private mode = Mode.Between;
  /** The open containers, outermost first: true for an object. */
  private readonly open: boolean[] = [];
  /** In an object, whether the next string is a key. */
  private expectKey = false;
  /** The top level's key being read, and the last one read. */
  private key = '';
  private topKey = '';
  /** Entries begun in the current top-level value. */
  private entries = 0;
  /** Where the entry being read began (characters from the start), or -1: none. */
  private entryStart = -1;
  /** The depth (open containers) the entry began at. */
  private entryDepth = 0;
  private offset = 0;
  private line = 1;

  /** Checks the next piece of text; throws ImportFileError where a bound is passed. */
  check(chunk: string): void {
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk.charCodeAt(i);
      if (c === 10) this.line += 1;
      switch (this.mode) {
        case Mode.Escaped:
          this.mode = Mode.InString;
          break;
        case Mode.InString:
          if (c === 92) this.mode = Mode.Escaped;
          else if (c === 34) this.endString();
          else if (this.open.length === 1 && this.expectKey && this.key.length < 64) {
            this.key += chunk[i];
          }
          break;
        case Mode.InLiteral:
          if (!isLiteralChar(c)) {
            this.mode = Mode.Between;
            this.endValue();
            this.between(c);
          }
          break;
        case Mode.Between:
          this.between(c);
          break;
      }
      this.offset += 1;
      if (this.entryStart >= 0 && this.offset - this.entryStart > JSON_ENTRY_MAX_CHARS) {
        this.refuse(`is longer than ${JSON_ENTRY_MAX_CHARS / 1024} KB`);
      }
    }
  }

  private between(c: number): void {
    if (c === 123 || c === 91) {
      this.beginValue(true);
      if (this.open.length >= JSON_DEPTH_MAX) {
        this.refuse(`is nested more than ${JSON_DEPTH_MAX} levels deep`);
      }
      this.open.push(c === 123);
      this.expectKey = c === 123;
    } else if (c === 125 || c === 93) {
      this.open.pop();
      this.expectKey = false;
      this.endValue();
    } else if (c === 34) {
      if (!this.expectKey) this.beginValue(false);
      else if (this.open.length === 1) {
        // A key of the top level is bounded as an entry is; deeper ones are within an entry.
        this.key = '';
        this.entryStart = this.offset;
        this.entryDepth = 1;
      }
      this.mode = Mode.InString;
    } else if (c === 44) {
      this.expectKey = this.open.at(-1) === true;
    } else if (isLiteralChar(c)) {
      this.beginValue(false);
      this.mode = Mode.InLiteral;
    }
  }

  private endString(): void {
    this.mode = Mode.Between;
    if (this.expectKey) {
      this.expectKey = false;
      if (this.open.length === 1) {
        this.topKey = this.key;
        this.entryStart = -1;
      }
    } else this.endValue();
  }

  /** A value begins at the current depth; `container`: it is a list or an object. */
  private beginValue(container: boolean): void {
    const depth = this.open.length;
    if (depth === 1) this.entries = 0;
    if (this.entryStart >= 0) return;
    if (depth === 2 || (depth < 2 && !container)) {
      if (depth === 2) this.entries += 1;
      this.entryStart = this.offset;
      this.entryDepth = depth;
    }
  }

  /** A value ended (a container's closing bracket has been taken off `open`). */
  private endValue(): void {
    if (this.entryStart >= 0 && this.open.length <= this.entryDepth) this.entryStart = -1;
  }

  private refuse(what: string): never {
    const entryName = ENTRY_NAMES[this.topKey];
    const where =
      this.open.length >= 2 && entryName
        ? `${entryName} ${this.entries.toLocaleString('en-US')} (line ${this.line.toLocaleString('en-US')})`
        : `the value at line ${this.line.toLocaleString('en-US')}`;
    throw new ImportFileError(`This JSON file cannot be imported: ${where} ${what}.`);
  }
}

/** Characters of a number, `true`, `false` or `null`. */
const isLiteralChar = (c: number): boolean =>
  (c >= 48 && c <= 57) || c === 45 || c === 43 || c === 46 || (c >= 97 && c <= 122) || c === 69;
