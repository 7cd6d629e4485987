import type { BulkVideosRequest, BulkVideosResult } from '@shared/contracts/library';
import type { ApiRequest } from '@server/test-support/test-app';
import type { ServerUnderTest } from '../server-under-test';
import { latencyFigures } from '../load';
import { BULK_VIDEOS, type SeededUser } from './seed';

/** Moves timed, and delete-then-restore rounds: enough for a median, few enough to stay quick. */
const MOVES = 10;
const DELETE_ROUNDS = 5;

/** Requests of one bulk action, one after another: latency and the server's CPU per request. */
export interface BulkFigures {
  requests: number;
  p50Ms: number;
  maxMs: number;
  serverCpuMs: number;
}

/**
 * What a bulk action of BULK_VIDEOS videos costs (docs/product/bulk-actions.md), one request per
 * action.
 */
export interface BulkActionFigures {
  videos: number;
  move: BulkFigures;
  delete: BulkFigures;
  restore: BulkFigures;
}

/** Times each request and the server's CPU over it; requests run one at a time, so it is theirs. */
function timer(server: ServerUnderTest) {
  const times: number[] = [];
  let cpuMs = 0;
  return {
    async time<T>(send: () => Promise<T>): Promise<T> {
      const cpuBefore = server.cpuMs();
      const started = performance.now();
      const result = await send();
      times.push(performance.now() - started);
      cpuMs += server.cpuMs() - cpuBefore;
      return result;
    },
    figures(): BulkFigures {
      const { requests, p50Ms } = latencyFigures(times);
      return {
        requests,
        p50Ms,
        maxMs: Number(Math.max(...times).toFixed(2)),
        serverCpuMs: Number((cpuMs / requests).toFixed(2)),
      };
    },
  };
}

/**
 * Bulk actions on the bulk user's BULK_VIDEOS movers, over HTTP to the server under test, one
 * request at a time: MOVES moves back and forth between the user's two collections (each the
 * top of a collection holding BULK_VIDEOS others, so every move writes every mover and puts
 * them before real rows), then DELETE_ROUNDS deletes each undone by a restore. Each answer is
 * checked, so a figure is never that of a refused request.
 */
export async function bulkActions(
  server: ServerUnderTest,
  request: ApiRequest,
  token: string,
  user: SeededUser,
): Promise<BulkActionFigures> {
  const [home, away] = user.collections as [
    SeededUser['collections'][number],
    SeededUser['collections'][number],
  ];
  const ids = home.videoIds.slice(0, BULK_VIDEOS);
  const send = async (body: BulkVideosRequest, expected: number) => {
    const res = await request<BulkVideosResult>('POST', '/api/videos/bulk', { token, body });
    if (res.status !== 200 || res.body.videos.length !== expected) {
      throw new Error(`bulk ${body.action}: ${res.status} ${JSON.stringify(res.body)}`);
    }
    return res.body.videos;
  };

  const moves = timer(server);
  for (let i = 0; i < MOVES; i++) {
    const to = i % 2 === 0 ? away.id : home.id;
    const videos = await moves.time(() =>
      send({ action: 'move', ids, categoryId: to }, ids.length),
    );
    if (videos.some((video) => video.categoryId !== to)) {
      throw new Error('bulk move: a video is not in the collection it was moved to');
    }
  }

  const deletes = timer(server);
  const restores = timer(server);
  for (let i = 0; i < DELETE_ROUNDS; i++) {
    await deletes.time(() => send({ action: 'delete', ids }, 0));
    await restores.time(() => send({ action: 'restore', ids }, ids.length));
  }
  return {
    videos: ids.length,
    move: moves.figures(),
    delete: deletes.figures(),
    restore: restores.figures(),
  };
}
