/**
 * What several server features share, in one place they all import
 * (docs/decisions/0031-server-core-and-feature-boundaries.md): the user's row (its lock and
 * lookups), the library's order, the plan limits, link keys, sessions and passwords, the
 * library's versions and paged reads. What one feature alone uses
 * lives in that feature; a concept one feature owns (tags, new videos, new collections) is
 * reached through that feature's index.ts.
 */
export { findUserByEmail, findUserById, lockUser, type UserRow } from './user-row.repo';
export {
  findCollection,
  libraryOrderedVideos,
  listCollections,
  type CollectionRow,
  type VideoRow,
} from './library-order.repo';
export {
  assertRoomFor,
  assertRoomLeft,
  planAllowance,
  planLimitMessage,
  planRoom,
  tierInfo,
  type PlanAllowance,
} from './plan-limits';
export { videosCountedByPlan } from './plan-limits.repo';
export { linkKey, noLinkKeyReason } from './link-key';
export { fillLinkKeys } from './link-keys.repo';
export { revokeSession, revokeUserSessions } from './sessions.repo';
export { sessionEnded } from './session-ended';
export { assertStrongPassword, hashPassword, verifyPassword } from './passwords';
export {
  currentSnapshot,
  isSnapshotText,
  unseenSince,
  versionState,
  versionStateNow,
  versionStateOf,
  type VersionState,
} from './library-version';
export { readCollectionPages } from './collection-pages';
export { snapshotReader } from './snapshot-reader';
