import { describe, expect, it } from 'vitest';
import { validateNewVideo, validateVideoEdit } from './video-validation';

const problem = (result: { ok: boolean; problem?: unknown }) => (result.ok ? null : result.problem);

describe('validateNewVideo', () => {
  it('asks for a URL first', () => {
    expect(problem(validateNewVideo({ url: '  ', categoryId: '' }))).toEqual({
      field: 'url',
      title: 'Error',
      description: 'Please enter a URL',
    });
  });

  it('titles an unparseable URL "Invalid URL"', () => {
    for (const url of ['not a url', 'javascript:alert(1)', '/relative']) {
      expect(problem(validateNewVideo({ url, categoryId: 'c1' }))).toEqual({
        field: 'url',
        title: 'Invalid URL',
        description: 'Please enter a valid URL',
      });
    }
  });

  it('then asks for a category', () => {
    expect(problem(validateNewVideo({ url: 'https://a.example', categoryId: '' }))).toMatchObject({
      field: 'categoryId',
      description: 'Please select a category',
    });
  });

  it('hands back the trimmed URL', () => {
    expect(validateNewVideo({ url: ' https://a.example/x ', categoryId: 'c1' })).toEqual({
      ok: true,
      value: { url: 'https://a.example/x', categoryId: 'c1' },
    });
  });
});

describe('validateVideoEdit', () => {
  const good = { title: ' Title ', url: ' https://a.example ', categoryId: 'c1' };

  it('checks in the order of docs/product/validation.md', () => {
    expect(problem(validateVideoEdit({ title: ' ', url: '', categoryId: '' }))).toMatchObject({
      field: 'title',
      description: 'Please enter a title',
    });
    expect(problem(validateVideoEdit({ ...good, url: ' ', categoryId: '' }))).toMatchObject({
      field: 'url',
      description: 'Please enter a URL',
    });
    expect(problem(validateVideoEdit({ ...good, url: 'nope', categoryId: '' }))).toEqual({
      field: 'url',
      title: 'Error',
      description: 'Invalid URL: Please enter a valid URL',
    });
    expect(problem(validateVideoEdit({ ...good, categoryId: '' }))).toMatchObject({
      field: 'categoryId',
      description: 'Please select a category',
    });
  });

  it('trims what it saves', () => {
    expect(validateVideoEdit(good)).toEqual({
      ok: true,
      value: { title: 'Title', url: 'https://a.example', categoryId: 'c1' },
    });
  });
});
