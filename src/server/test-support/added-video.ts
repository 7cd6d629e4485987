import type { Video } from '@shared/contracts/library';
import { fetchLibrary } from './library-fixtures';
import type { TestApp, TestResponse } from './test-app';

/** What POST /api/videos takes. */
export interface AddVideoBody {
  url: string;
  categoryId: string;
  allowDuplicate?: boolean;
}

/**
 * POST /api/videos, then its details lookup waited out: an add answers at once with what is known
 * without asking anyone, and looks the link up after (docs/decisions/0099-add-answers-at-once.md).
 * The add's own answer when it is refused; else its status with the video as the library now
 * shows it.
 */
export async function addLookedUp(
  app: Pick<TestApp, 'request' | 'background'>,
  token: string,
  body: AddVideoBody,
): Promise<TestResponse<Video>> {
  const added = await app.request<Video>('POST', '/api/videos', { token, body });
  if (added.status !== 201) return added;
  await app.background.details.settled();
  const video = (await fetchLibrary(app.request, token)).videos.find(
    (saved) => saved.id === added.body.id,
  );
  if (!video) throw new Error(`the added video ${added.body.id} is not in the library`);
  return { ...added, body: video };
}
