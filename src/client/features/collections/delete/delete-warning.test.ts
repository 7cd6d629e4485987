import { describe, expect, it } from 'vitest';
import { collectionDeleteWarning } from './delete-warning';

describe('collectionDeleteWarning', () => {
  it('says docs/product/screens-and-routes.md word for word', () => {
    expect(collectionDeleteWarning(3)).toBe(
      'This category contains 3 URL(s). They will be deleted.',
    );
    expect(collectionDeleteWarning(1)).toBe(
      'This category contains 1 URL(s). They will be deleted.',
    );
  });
});
