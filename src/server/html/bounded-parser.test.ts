import { describe, expect, it } from 'vitest';
import { boundedParser, HTML_DEPTH_MAX } from './bounded-parser';

describe('the bounded HTML parser', () => {
  it('reads a document as htmlparser2 does', () => {
    const opened: string[] = [];
    const parser = boundedParser({ onopentag: (name) => opened.push(name) }, {});
    expect(parser.write('<html><head><title>x</title><meta a="b"></head><body><p>hi')).toBe(true);
    parser.end();
    expect(opened).toEqual(['html', 'head', 'title', 'meta', 'body', 'p']);
  });

  it('stops reading once tags nest deeper than the bound, keeping what came before', () => {
    let titles = 0;
    let bolds = 0;
    const parser = boundedParser(
      { onopentag: (name) => (name === 'title' ? titles++ : name === 'b' && bolds++) },
      {},
    );
    const deep = `<title>t</title>${'<b>'.repeat(1_000_000)}<title>late</title>`;
    expect(parser.write(deep)).toBe(false);
    expect(parser.write('<title>more</title>')).toBe(false);
    parser.end();
    expect(titles).toBe(1);
    // Stopped within a slice of the bound, not a million tags on.
    expect(bolds).toBeGreaterThan(HTML_DEPTH_MAX);
    expect(bolds).toBeLessThan(HTML_DEPTH_MAX + 8192);
  });

  it('counts void and implied closes, so a long flat page is never too deep', () => {
    const parser = boundedParser({}, {});
    expect(parser.write('<p>a<br><img src=x><meta>b'.repeat(5000))).toBe(true);
    parser.end();
  });
});
