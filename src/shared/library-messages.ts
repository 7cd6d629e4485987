// Kept apart from the zod contracts, so that code needing only the words does not pull zod in.

/**
 * The words of docs/product/validation.md, shared so that the client shows exactly what the server
 * answers.
 */
export const LIBRARY_MESSAGES = {
  collectionNameRequired: 'Please enter a category name',
  collectionNameTaken:
    'A collection with this name already exists. Please choose a different name.',
  cannotRenameTitle: 'Cannot Rename',
  cannotRename: "The 'Unsorted' collection cannot be renamed as it is the default collection.",
  cannotDeleteTitle: 'Cannot Delete',
  cannotDelete: "The 'Unsorted' collection cannot be deleted as it is the default collection.",
  urlRequired: 'Please enter a URL',
  invalidUrlTitle: 'Invalid URL',
  invalidUrl: 'Please enter a valid URL',
  titleRequired: 'Please enter a title',
  collectionRequired: 'Please select a category',
} as const;
