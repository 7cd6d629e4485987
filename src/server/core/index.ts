/**
 * What several features share, in one place they all import (docs/decisions/0031-server-core-and-feature-boundaries.md): the
 * user's row lock, the user lookups, the library's order and finding a collection, the plan
 * limits, tags, ending sessions, revoking API tokens, passwords. A feature never imports
 * another feature's repo.
 */
export { lockUser, findUserByEmail, findUserById, type UserRow } from './users.repo';
export {
  findCollection,
  libraryOrderedVideos,
  listCollections,
  type CollectionRow,
  type VideoRow,
} from './library.repo';
export {
  assertRoomFor,
  assertRoomLeft,
  planAllowance,
  type PlanAllowance,
  planLimitMessage,
  planRoom,
  tierInfo,
} from './plan-limits';
export { videosCountedByPlan } from './plan-limits.repo';
export { linkKey } from './link-key';
export { fillLinkKeys } from './link-keys.repo';
export { revokeSession, revokeUserSessions } from './sessions.repo';
export { revokeUserTokens } from './api-tokens.repo';
export { sessionEnded } from './session-ended';
export {
  assertStrongPassword,
  hashPassword,
  verifyPassword,
  weakPasswordReasons,
} from './passwords';
export { backgroundTask, type BackgroundTask, type TaskControl } from './background-task';
export {
  currentSnapshot,
  isSnapshotText,
  unseenSince,
  versionState,
  versionStateNow,
  versionStateOf,
  type VersionState,
} from './library-version';
export { readCollectionPages, type CollectionPage } from './collection-pages';
export { snapshotReader } from './snapshot-reader';
