/**
 * The wording of docs/product/screens-and-routes.md, "URL(s)" and all, whatever the number; shown
 * only above 0.
 */
export const collectionDeleteWarning = (count: number): string =>
  `This category contains ${count} URL(s). They will be deleted.`;
