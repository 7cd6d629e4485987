import { z } from 'zod';
import {
  BULK_VIDEOS_MAX,
  COLLECTION_NAME_MAX_LENGTH,
  TAG_NAME_MAX_LENGTH,
  VIDEO_NOTE_MAX_LENGTH,
  VIDEO_TAGS_MAX,
  VIDEO_TITLE_MAX_LENGTH,
  VIDEO_URL_MAX_LENGTH,
} from '../constants';
import { isBlankName } from '../collection-name';
import { distinctTagNames, noteProblem, TAG_MESSAGES, tagNameProblem } from '../tag-name';
import { LIBRARY_MESSAGES } from '../library-messages';
import { isHttpUrl, parseHttpUrl } from '../urls';
import { TierSchema } from './auth';

export const LimitTypeSchema = z.enum(['category', 'video']).meta({ id: 'LimitType' });
export type LimitType = z.infer<typeof LimitTypeSchema>;

export const CollectionSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    color: z.string().nullable(),
    /** Fractional-index key; the library is ordered by it (byte-wise). */
    position: z.string(),
    /** The "Unsorted" collection: cannot be renamed or deleted. */
    isDefault: z.boolean(),
  })
  .meta({ id: 'Category' });
export type Collection = z.infer<typeof CollectionSchema>;

export const VideoSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    description: z.string(),
    thumbnailUrl: z.string().nullable(),
    channelName: z.string().nullable(),
    /**
     * The length in whole seconds as a decimal string ("613"), where the provider tells it
     * (formatDuration shows it); null when unknown, as always for YouTube's oEmbed
     * (docs/product/entities.md).
     */
    duration: z.string().nullable(),
    url: z.string(),
    /** Empty for links that are not YouTube videos. */
    youtubeId: z.string(),
    categoryId: z.uuid(),
    position: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
    /**
     * When the user marked it watched (docs/product/watch-later-and-player.md); null: not watched.
     */
    watchedAt: z.iso.datetime({ offset: true }).nullable(),
    /**
     * The provider reported the video removed or private
     * (docs/product/link-details.md#unavailable): the card is marked, the video kept. False again
     * once a lookup finds it.
     */
    unavailable: z.boolean(),
    /** When Vidshelf first found it unavailable; null while it is available. */
    unavailableSince: z.iso.datetime({ offset: true }).nullable(),
    /**
     * When its site published it, as a followed feed told it (docs/product/subscriptions.md); null
     * when no source told it.
     */
    publishedAt: z.iso.datetime({ offset: true }).nullable(),
    /** Its tags' names (docs/product/tags-and-notes.md), sorted case-insensitively. */
    tags: z.array(z.string()),
    /** The user's note on it (docs/product/tags-and-notes.md); empty when none. */
    note: z.string(),
  })
  .meta({ id: 'Video' });
export type Video = z.infer<typeof VideoSchema>;

/** One of the user's tags (docs/product/tags-and-notes.md): its name as first spelt. */
export const TagSchema = z.object({ id: z.uuid(), name: z.string() }).meta({ id: 'Tag' });
export type Tag = z.infer<typeof TagSchema>;

export const LibrarySchema = z
  .object({
    categories: z.array(CollectionSchema),
    videos: z.array(VideoSchema),
    /**
     * The tags at least one video carries, sorted by name case-insensitively
     * (docs/product/tags-and-notes.md).
     */
    tags: z.array(TagSchema),
  })
  .meta({ id: 'Library' });
export type Library = z.infer<typeof LibrarySchema>;

/**
 * The library's changes since a version (docs/product/local-copy-and-sync.md, GET
 * /api/library/changes): the collections and tags whole, the videos written since in library order,
 * and the ids of records deleted since. Applied to the library of that version
 * (applyLibraryChanges), it gives the library as it now is.
 */
export const LibraryChangesSchema = z
  .object({
    categories: z.array(CollectionSchema),
    videos: z.array(VideoSchema),
    tags: z.array(TagSchema),
    deletedIds: z.array(z.uuid()),
  })
  .meta({ id: 'LibraryChanges' });
export type LibraryChanges = z.infer<typeof LibraryChangesSchema>;

const CollectionNameSchema = z
  .string()
  .trim()
  .min(1, LIBRARY_MESSAGES.collectionNameRequired)
  .max(COLLECTION_NAME_MAX_LENGTH, `Use at most ${COLLECTION_NAME_MAX_LENGTH} characters.`)
  // Only invisible characters read as empty (the spec's empty-name case).
  .refine((name) => !isBlankName(name), LIBRARY_MESSAGES.collectionNameRequired);

const urlTooLong = `Use at most ${VIDEO_URL_MAX_LENGTH} characters.`;

/**
 * Stored as parsed (`http:///x` as `http://x/`, `HTTPS://Example.COM` as `https://example.com/`),
 * so what is saved, linked and opened is one URL, whatever form was typed; the length is checked
 * again on that form, which percent-encoding can lengthen.
 */
const VideoUrlSchema = z
  .string()
  .trim()
  .min(1, LIBRARY_MESSAGES.urlRequired)
  .max(VIDEO_URL_MAX_LENGTH, urlTooLong)
  .refine(isHttpUrl, LIBRARY_MESSAGES.invalidUrl)
  .overwrite((url) => parseHttpUrl(url)?.href ?? url)
  .max(VIDEO_URL_MAX_LENGTH, urlTooLong);

const CollectionIdSchema = z.uuid(LIBRARY_MESSAGES.collectionRequired);

export const CollectionNameRequestSchema = z
  .object({ name: CollectionNameSchema })
  .meta({ id: 'CategoryNameRequest' });

export const CreateVideoRequestSchema = z
  .object({
    url: VideoUrlSchema,
    categoryId: CollectionIdSchema,
    allowDuplicate: z.boolean().optional().meta({
      description:
        'Save it even when the link is in the library already (else 409 already_saved says where).',
    }),
  })
  .meta({ id: 'CreateVideoRequest' });

/**
 * A tag's name (docs/product/tags-and-notes.md, tag-name.ts): trimmed, 1 to 50 characters, no
 * comma, no control.
 */
const TagNameSchema = z
  .string({
    error: (issue) => (issue.input === undefined ? TAG_MESSAGES.empty : TAG_MESSAGES.notText),
  })
  .trim()
  .min(1, TAG_MESSAGES.empty)
  .max(TAG_NAME_MAX_LENGTH, TAG_MESSAGES.tooLong)
  .check((ctx) => {
    // Empty and too long are said by min and max.
    if (ctx.value.length === 0 || ctx.value.length > TAG_NAME_MAX_LENGTH) return;
    const problem = tagNameProblem(ctx.value);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  });

const TagNamesSchema = z
  .array(TagNameSchema, { error: TAG_MESSAGES.notAList })
  .refine((names) => distinctTagNames(names).length <= VIDEO_TAGS_MAX, TAG_MESSAGES.tooMany)
  .meta({
    description: `The video's tags by name, replacing those it has: repeats in any case count once, and a tag the user has already keeps its spelling. At most ${VIDEO_TAGS_MAX}.`,
  });

const NoteSchema = z
  .string({ error: TAG_MESSAGES.noteNotText })
  .trim()
  .max(VIDEO_NOTE_MAX_LENGTH, TAG_MESSAGES.noteTooLong)
  .check((ctx) => {
    const problem = noteProblem(ctx.value);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  })
  .meta({ description: 'Plain text; empty for none.' });

/**
 * Checked in the order of docs/product/validation.md: title, URL, category. Then, optional (absent:
 * unchanged), the tags and the note of docs/product/tags-and-notes.md.
 */
export const UpdateVideoRequestSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, LIBRARY_MESSAGES.titleRequired)
      .max(VIDEO_TITLE_MAX_LENGTH, `Use at most ${VIDEO_TITLE_MAX_LENGTH} characters.`),
    url: VideoUrlSchema,
    categoryId: CollectionIdSchema,
    tags: TagNamesSchema.optional(),
    note: NoteSchema.optional(),
  })
  .meta({ id: 'UpdateVideoRequest' });
export type UpdateVideoRequest = z.infer<typeof UpdateVideoRequestSchema>;

/** The videos a bulk action takes: the user's, each once, at most BULK_VIDEOS_MAX. */
const BulkIdsSchema = z
  .array(z.uuid('Each video is named by its id.'), { error: 'Send the videos as a list of ids.' })
  .min(1, 'Choose at least one video.')
  .max(BULK_VIDEOS_MAX, `A bulk action takes at most ${BULK_VIDEOS_MAX} videos.`)
  .refine((ids) => new Set(ids).size === ids.length, 'Name each video once.');

/**
 * One action on many videos (docs/product/bulk-actions.md), in one request and one transaction: all
 * of them or none. `move` puts the videos not in the collection yet first there, in their library
 * order; `tag` and `untag` add or take off one tag by name; `delete` keeps each as a tombstone for
 * the undo window; `restore` brings back videos deleted within it.
 */
export const BulkVideosRequestSchema = z
  .discriminatedUnion(
    'action',
    [
      z.object({ action: z.literal('move'), ids: BulkIdsSchema, categoryId: CollectionIdSchema }),
      z.object({ action: z.literal('tag'), ids: BulkIdsSchema, tag: TagNameSchema }),
      z.object({ action: z.literal('untag'), ids: BulkIdsSchema, tag: TagNameSchema }),
      z.object({ action: z.literal('delete'), ids: BulkIdsSchema }),
      z.object({ action: z.literal('restore'), ids: BulkIdsSchema }),
    ],
    { error: 'Choose an action: move, tag, untag, delete or restore.' },
  )
  .meta({ id: 'BulkVideosRequest' });
export type BulkVideosRequest = z.infer<typeof BulkVideosRequestSchema>;

/** The videos as they are after a bulk action (none after a delete), in library order. */
export const BulkVideosResultSchema = z
  .object({ videos: z.array(VideoSchema) })
  .meta({ id: 'BulkVideosResult' });
export type BulkVideosResult = z.infer<typeof BulkVideosResultSchema>;

/** Rename a tag; a name another of the user's tags has (in any case) merges the two. */
export const RenameTagRequestSchema = z
  .object({ name: TagNameSchema })
  .meta({ id: 'RenameTagRequest' });

/**
 * A drop: the item goes right after `afterId` (null: first). Naming the neighbour rather than an
 * index keeps a drop meaningful when another device changed the list meanwhile.
 */
const AfterIdSchema = z
  .uuid()
  .nullable()
  .meta({ description: 'The item it now follows in the list; null puts it first.' });

export const MoveCollectionRequestSchema = z
  .object({ afterId: AfterIdSchema })
  .meta({ id: 'MoveCategoryRequest' });
export type MoveCollectionRequest = z.infer<typeof MoveCollectionRequestSchema>;

/**
 * Within its collection, or into another one (`afterId` null: first there, docs/product/states.md).
 */
export const MoveVideoRequestSchema = z
  .object({ categoryId: CollectionIdSchema, afterId: AfterIdSchema })
  .meta({ id: 'MoveVideoRequest' });
export type MoveVideoRequest = z.infer<typeof MoveVideoRequestSchema>;

/**
 * Watched or not (docs/product/watch-later-and-player.md); marking a watched video watched again
 * keeps its first time.
 */
export const WatchedRequestSchema = z
  .object({ watched: z.boolean({ error: 'Say true or false.' }) })
  .meta({ id: 'WatchedRequest' });
export type WatchedRequest = z.infer<typeof WatchedRequestSchema>;

export const IdParamSchema = z.object({
  id: z.uuid().meta({ param: { name: 'id', in: 'path' } }),
});

export const LimitsQuerySchema = z.object({ type: LimitTypeSchema });

/**
 * The `check_user_limits` answer (docs/product/entities.md "Tier info"); a null limit is unlimited.
 */
export const TierInfoSchema = z
  .object({
    tier: TierSchema,
    categoryCount: z.number().int(),
    videoCount: z.number().int(),
    categoryLimit: z.number().int().nullable(),
    videoLimit: z.number().int().nullable(),
    canAdd: z.boolean(),
    limitType: LimitTypeSchema,
  })
  .meta({ id: 'TierInfo' });
export type TierInfo = z.infer<typeof TierInfoSchema>;
