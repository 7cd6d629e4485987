import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2';
import { ImportFileError } from './import-item';

/** What a flat read of HTML reports: tags as they open and close, and text between them. */
export interface HtmlTokenHandler {
  /** A tag opened, its name and the kept attributes' names in lower case. */
  open(name: string, attributes: Readonly<Record<string, string>>): void;
  close(name: string): void;
  text(data: string): void;
}

/**
 * Characters one tag name, attribute name, comment or declaration may run to before the file is
 * refused: none of a real bookmarks file comes near it (a link's text and its attributes' values
 * arrive in pieces and are not held here), and it bounds what the reader holds of the file.
 */
export const HTML_TOKEN_MAX_CHARS = 1024 * 1024;

/**
 * Reads HTML as a flat run of tags and text with htmlparser2's tokenizer, keeping no stack of
 * open elements: its `Parser` keeps one and moves it whole on every open tag (`unshift`), so a
 * file of 20,000 nested folders costs the square of that, and millions of them its memory
 * (docs/decisions/0078-hostile-import-files.md). What the elements' nesting means is the
 * handler's to track, within its own bounds. Only the attributes named in `keep` are kept, each
 * cut to `attributeMaxChars` (an icon's data URI of megabytes is never held).
 */
export class FlatHtmlReader implements TokenizerCallbacks {
  private readonly tokenizer = new Tokenizer({ decodeEntities: true }, this);
  private readonly buffers: string[] = [];
  /** Where the first of `buffers` starts in the whole text. */
  private bufferOffset = 0;
  /** Characters in `buffers`. */
  private buffered = 0;
  /** Where the last token read ended: nothing before it is asked for again. */
  private consumed = 0;
  private tagName = '';
  private attributeName = '';
  private attributeValue = '';
  private attributes: Record<string, string> = {};

  constructor(
    private readonly handler: HtmlTokenHandler,
    private readonly keep: ReadonlySet<string>,
    private readonly attributeMaxChars: number,
  ) {}

  write(chunk: string): void {
    this.buffers.push(chunk);
    this.buffered += chunk.length;
    this.tokenizer.write(chunk);
    this.dropConsumed();
    if (this.bufferOffset + this.buffered - this.consumed > HTML_TOKEN_MAX_CHARS) {
      throw new ImportFileError(
        `This HTML file has a tag or comment longer than ${HTML_TOKEN_MAX_CHARS / 1024 / 1024} MB.`,
      );
    }
  }

  end(): void {
    this.tokenizer.end();
  }

  private dropConsumed(): void {
    for (;;) {
      const first = this.buffers[0];
      if (first === undefined || this.bufferOffset + first.length > this.consumed) return;
      this.buffers.shift();
      this.bufferOffset += first.length;
      this.buffered -= first.length;
    }
  }

  private slice(start: number, end: number): string {
    this.consumed = Math.max(this.consumed, end);
    if (start >= end) return '';
    let text = '';
    let offset = this.bufferOffset;
    for (const buffer of this.buffers) {
      const next = offset + buffer.length;
      if (next > start && offset < end) {
        text += buffer.slice(Math.max(start - offset, 0), Math.min(end, next) - offset);
      }
      if (next >= end) break;
      offset = next;
    }
    return text;
  }

  private skipTo(end: number): void {
    this.consumed = Math.max(this.consumed, end);
  }

  ontext(start: number, end: number): void {
    this.handler.text(this.slice(start, end));
  }
  ontextentity(codePoint: number, end: number): void {
    this.skipTo(end);
    this.handler.text(String.fromCodePoint(codePoint));
  }
  onopentagname(start: number, end: number): void {
    this.tagName = this.slice(start, end).toLowerCase();
    this.attributes = {};
  }
  onattribname(start: number, end: number): void {
    this.attributeName = this.slice(start, end).toLowerCase();
    this.attributeValue = '';
  }
  onattribdata(start: number, end: number): void {
    if (!this.keep.has(this.attributeName)) return this.skipTo(end);
    const room = this.attributeMaxChars - this.attributeValue.length;
    if (room > 0) this.attributeValue += this.slice(start, Math.min(end, start + room));
    this.skipTo(end);
  }
  onattribentity(codePoint: number): void {
    if (this.keep.has(this.attributeName) && this.attributeValue.length < this.attributeMaxChars) {
      this.attributeValue += String.fromCodePoint(codePoint);
    }
  }
  onattribend(_quote: unknown, end: number): void {
    this.skipTo(end);
    if (this.keep.has(this.attributeName) && !(this.attributeName in this.attributes)) {
      this.attributes[this.attributeName] = this.attributeValue;
    }
    this.attributeValue = '';
  }
  onopentagend(end: number): void {
    this.skipTo(end);
    if (this.tagName !== '') this.handler.open(this.tagName, this.attributes);
    this.tagName = '';
  }
  onselfclosingtag(end: number): void {
    this.onopentagend(end);
  }
  onclosetag(start: number, end: number): void {
    this.handler.close(this.slice(start, end).toLowerCase());
  }
  oncomment(_start: number, end: number): void {
    this.skipTo(end);
  }
  oncdata(_start: number, end: number): void {
    this.skipTo(end);
  }
  ondeclaration(_start: number, end: number): void {
    this.skipTo(end);
  }
  onprocessinginstruction(_start: number, end: number): void {
    this.skipTo(end);
  }
  onend(): void {}
}
