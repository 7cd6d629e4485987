import {
  DEFAULT_COLLECTION_NAME,
  FREE_COLLECTION_LIMIT,
  FREE_VIDEO_LIMIT,
} from '@shared/constants';
import type { Collection, Video } from '@shared/contracts/library';
import { loadLibrary, send, type Device } from './device';
import { placeShelf, placeVideo, removeShelf, removeVideo, videoCount } from './library-model';
import { keyOrderProblems } from '@server/test-support/library-order';
import { describeDifference, project, type Shelf } from './library-view';

/** One step of a simulated user; false when the model has nothing to do it on. */
type Operation = (device: Device) => Promise<boolean>;

const pick = <T>(items: readonly T[]): T | undefined =>
  items[Math.floor(Math.random() * items.length)];

/** A random video of the device's, with its collection. */
function pickVideo(model: Shelf[], where = (_: Shelf) => true) {
  const shelf = pick(model.filter((s) => s.videoIds.length > 0 && where(s)));
  const id = shelf && pick(shelf.videoIds);
  return shelf && id ? { shelf, id } : undefined;
}

/** A neighbour to drop after: null (first) or one of the list's ids other than `except`. */
const pickAfter = (ids: readonly string[], except?: string): string | null =>
  Math.random() < 0.25 ? null : (pick(ids.filter((id) => id !== except)) ?? null);

/** Collections the device may rename or delete (not "Unsorted"). */
const ownNamed = (device: Device) => device.model.filter((s) => s.name !== DEFAULT_COLLECTION_NAME);

const nextName = (device: Device) => `${device.prefix}${device.serial++}`;

/** The library load every screen starts with; its answer must equal the model. */
const reload: Operation = async (device) => {
  const library = await loadLibrary(device);
  if (!library) return true;
  const problems = keyOrderProblems(library);
  const difference = describeDifference(device.model, project(library, device.owns));
  if (difference) problems.push(`library differs from the model: ${difference}`);
  for (const problem of problems) device.stats.unexpected(`${device.label}: ${problem}`);
  if (problems.length > 0) device.stale = true;
  return true;
};

const addVideo: Operation = async (device) => {
  const shelf = pick(device.model);
  if (!shelf) return false;
  const full = device.tier === 'free' && videoCount(device.model) >= FREE_VIDEO_LIMIT;
  const url = `https://example.com/${device.prefix}${device.serial++}`;
  const video = await send<Video>(
    device,
    'add video',
    'POST',
    '/api/videos',
    { url, categoryId: shelf.id },
    full ? { status: 403, code: 'plan_limit_reached' } : { status: 201 },
  );
  if (video) placeVideo(device.model, video.body.id, shelf.id, null);
  return true;
};

/** A drag within one collection. */
const reorderVideo: Operation = async (device) => {
  const chosen = pickVideo(device.model, (s) => s.videoIds.length > 1);
  if (!chosen) return false;
  const afterId = pickAfter(chosen.shelf.videoIds, chosen.id);
  return moveTo(device, 'reorder video', chosen.id, chosen.shelf.id, afterId);
};

/** A drag onto another collection (first there, as the screen does) or between its videos. */
const moveVideo: Operation = async (device) => {
  const chosen = pickVideo(device.model);
  const target = chosen && pick(device.model.filter((s) => s !== chosen.shelf));
  if (!chosen || !target) return false;
  return moveTo(device, 'move video', chosen.id, target.id, pickAfter(target.videoIds));
};

async function moveTo(
  device: Device,
  operation: string,
  id: string,
  collectionId: string,
  afterId: string | null,
): Promise<boolean> {
  const moved = await send<Video>(
    device,
    operation,
    'POST',
    `/api/videos/${id}/move`,
    { categoryId: collectionId, afterId },
    { status: 200 },
  );
  if (moved) placeVideo(device.model, id, collectionId, afterId);
  return true;
}

/** The edit dialog: a new title, sometimes another collection (first there). */
const editVideo: Operation = async (device) => {
  const chosen = pickVideo(device.model);
  if (!chosen) return false;
  const target = Math.random() < 0.3 ? pick(device.model) : chosen.shelf;
  const collectionId = target?.id ?? chosen.shelf.id;
  const edited = await send<Video>(
    device,
    'edit video',
    'PATCH',
    `/api/videos/${chosen.id}`,
    {
      title: `Edited ${device.serial++}`,
      url: `https://example.com/${device.prefix}edited`,
      categoryId: collectionId,
    },
    { status: 200 },
  );
  if (edited && collectionId !== chosen.shelf.id) {
    placeVideo(device.model, chosen.id, collectionId, null);
  }
  return true;
};

const deleteVideo: Operation = async (device) => {
  const chosen = pickVideo(device.model);
  if (!chosen) return false;
  const path = `/api/videos/${chosen.id}`;
  if (await send(device, 'delete video', 'DELETE', path, undefined, { status: 204 })) {
    removeVideo(device.model, chosen.id);
  }
  return true;
};

/** Free users meet the plan's collection limit (their libraries start near it). */
const createCollection: Operation = async (device) => {
  const count = ownNamed(device).length;
  if (device.tier === 'pro' && count >= 8) return false;
  const full = device.tier === 'free' && count >= FREE_COLLECTION_LIMIT;
  const name = nextName(device);
  const created = await send<Collection>(
    device,
    'create collection',
    'POST',
    '/api/categories',
    { name },
    full ? { status: 403, code: 'plan_limit_reached' } : { status: 201 },
  );
  if (created) device.model.push({ id: created.body.id, name, videoIds: [] });
  return true;
};

const renameCollection: Operation = async (device) => {
  const shelf = pick(ownNamed(device));
  if (!shelf) return false;
  const name = nextName(device);
  const renamed = await send<Collection>(
    device,
    'rename collection',
    'PATCH',
    `/api/categories/${shelf.id}`,
    { name },
    { status: 200 },
  );
  if (renamed) shelf.name = name;
  return true;
};

/** A collection drag: first, or right after another of the device's. */
const moveCollection: Operation = async (device) => {
  const shelf = pick(device.model);
  if (!shelf) return false;
  const afterId = pickAfter(
    device.model.map((s) => s.id),
    shelf.id,
  );
  const moved = await send<Collection>(
    device,
    'move collection',
    'POST',
    `/api/categories/${shelf.id}/move`,
    { afterId },
    { status: 200 },
  );
  if (moved) placeShelf(device.model, shelf.id, afterId);
  return true;
};

const deleteCollection: Operation = async (device) => {
  const shelf = pick(ownNamed(device));
  if (!shelf) return false;
  const path = `/api/categories/${shelf.id}`;
  if (await send(device, 'delete collection', 'DELETE', path, undefined, { status: 204 })) {
    removeShelf(device.model, shelf.id);
  }
  return true;
};

/**
 * Requests a screen with a stale view would send; each must be refused and change nothing:
 * a drop after a video that is in another collection (409 conflict), or a rename to another
 * collection's name in other letter case (409 category_name_taken).
 */
const refusedRequest: Operation = async (device) => {
  const named = ownNamed(device);
  if (Math.random() < 0.5 && named.length >= 2) {
    const [a, b] = named as [Shelf, Shelf];
    await send(
      device,
      'rename to a taken name',
      'PATCH',
      `/api/categories/${a.id}`,
      { name: b.name.toUpperCase() },
      { status: 409, code: 'category_name_taken' },
    );
    return true;
  }
  const neighbour = pickVideo(device.model);
  const target = neighbour && pick(device.model.filter((s) => s !== neighbour.shelf));
  const moving = neighbour && pick(device.model.flatMap((s) => s.videoIds));
  if (!neighbour || !target || !moving || moving === neighbour.id) return false;
  await send(
    device,
    'move after a stale neighbour',
    'POST',
    `/api/videos/${moving}/move`,
    { categoryId: target.id, afterId: neighbour.id },
    { status: 409, code: 'conflict' },
  );
  return true;
};

/** The mix, by weight: mostly reads, then adds, drags and deletes, a few collection changes. */
const MIX: ReadonlyArray<readonly [number, Operation]> = [
  [30, reload],
  [20, addVideo],
  [12, reorderVideo],
  [10, moveVideo],
  [6, editVideo],
  [10, deleteVideo],
  [4, createCollection],
  [3, renameCollection],
  [3, moveCollection],
  [1, deleteCollection],
  [1, refusedRequest],
];
const TOTAL_WEIGHT = MIX.reduce((sum, [weight]) => sum + weight, 0);

/** One step of the mix; a step with nothing to act on becomes a library load. */
export async function step(device: Device): Promise<void> {
  let roll = Math.random() * TOTAL_WEIGHT;
  const chosen = MIX.find(([weight]) => (roll -= weight) < 0);
  const operation = chosen?.[1] ?? reload;
  if (!(await operation(device))) await reload(device);
}
