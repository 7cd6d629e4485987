import { createRoute } from '@hono/zod-openapi';
import { IdParamSchema } from '@shared/contracts/library';
import {
  FeedPreviewSchema,
  FeedSourceRequestSchema,
  FollowedSchema,
  FollowRequestSchema,
  SubscriptionSchema,
  SubscriptionsSchema,
  UpdateSubscriptionRequestSchema,
} from '@shared/contracts/subscriptions';
import { signedInRoute, type SignedIn } from '@server/http/require-auth';
import {
  jsonBody,
  jsonResponse,
  rateLimitedResponse,
  signedInErrors,
  signedInInputErrors,
} from '@server/http/responses';
import type { Router } from '@server/http/router';
import { FEED_LOOKUPS_PER_MINUTE, type SubscriptionsService } from './subscriptions.service';

const lookupErrors = {
  409: 'lookups_off: METADATA_FETCH=off; already_following; subscription_limit_reached',
  422: 'feed_not_found: no feed of videos at the address, or it could not be reached (the message says why)',
};

/**
 * Followed channels, playlists and feeds (docs/product/subscriptions.md): a preview of what an
 * address would follow, the follow, the list with each one's state, and pause, resume, a new
 * collection, a check now and unfollow.
 */
export function registerSubscriptionRoutes(
  router: Router,
  signedIn: SignedIn,
  subscriptions: SubscriptionsService,
) {
  const common = signedInRoute(signedIn, ['Subscriptions']);
  const lookupsLimited = rateLimitedResponse(
    `more than ${FEED_LOOKUPS_PER_MINUTE} previews and follows a minute`,
  );

  const listRoute = createRoute({
    ...common,
    method: 'get',
    path: '/api/subscriptions',
    summary: 'The user’s subscriptions, the most recently followed first, each with its state',
    responses: {
      200: jsonResponse(SubscriptionsSchema, 'The subscriptions'),
      ...signedInErrors(),
    },
  });

  const previewRoute = createRoute({
    ...common,
    method: 'post',
    path: '/api/subscriptions/preview',
    summary: 'What following an address would follow: its feed, title and newest items',
    description:
      'A YouTube channel (any of its address forms, or one of its videos), a YouTube playlist, a Vimeo user or channel, a PeerTube channel, a feed, or a page naming its feed. Nothing is written.',
    request: { body: jsonBody(FeedSourceRequestSchema) },
    responses: {
      200: jsonResponse(FeedPreviewSchema, 'The feed found'),
      ...signedInInputErrors(lookupErrors),
      ...lookupsLimited,
    },
  });

  const followRoute = createRoute({
    ...common,
    method: 'post',
    path: '/api/subscriptions',
    summary: 'Follow an address: its new videos from now on go to a collection',
    description:
      'The collection defaults to "Inbox", made on first use (refused with `plan_limit_reached` when the plan has no room for it). Nothing the feed lists now is added unless `addNewest` asks for its newest ones, within the plan’s video limit.',
    request: { body: jsonBody(FollowRequestSchema) },
    responses: {
      201: jsonResponse(FollowedSchema, 'The subscription, and how many videos it added now'),
      ...signedInInputErrors({
        ...lookupErrors,
        403: 'plan_limit_reached: no room for an "Inbox" collection',
        404: 'not_found: the collection',
      }),
      ...lookupsLimited,
    },
  });

  const updateRoute = createRoute({
    ...common,
    method: 'patch',
    path: '/api/subscriptions/{id}',
    summary: 'Pause or resume a subscription, or change the collection its videos go to',
    request: { params: IdParamSchema, body: jsonBody(UpdateSubscriptionRequestSchema) },
    responses: {
      200: jsonResponse(SubscriptionSchema, 'The subscription'),
      ...signedInInputErrors({ 404: 'not_found: the subscription or the collection' }),
    },
  });

  const checkRoute = createRoute({
    ...common,
    method: 'post',
    path: '/api/subscriptions/{id}/check',
    summary: 'Check a subscription’s feed now (answered before the check is made)',
    request: { params: IdParamSchema },
    responses: {
      200: jsonResponse(SubscriptionSchema, 'The subscription'),
      ...signedInInputErrors({
        404: 'not_found',
        409: 'conflict: the subscription is paused; lookups_off',
      }),
    },
  });

  const unfollowRoute = createRoute({
    ...common,
    method: 'delete',
    path: '/api/subscriptions/{id}',
    summary: 'Unfollow: the videos it added stay in the library',
    request: { params: IdParamSchema },
    responses: {
      204: { description: 'Unfollowed' },
      ...signedInInputErrors({ 404: 'not_found' }),
    },
  });

  const userOf = (c: { get(key: 'auth'): { userId: string } }) => c.get('auth').userId;

  return router
    .openapi(listRoute, async (c) => c.json(await subscriptions.list(userOf(c)), 200))
    .openapi(previewRoute, async (c) =>
      c.json(await subscriptions.preview(userOf(c), c.req.valid('json').url), 200),
    )
    .openapi(followRoute, async (c) =>
      c.json(await subscriptions.follow(userOf(c), c.req.valid('json')), 201),
    )
    .openapi(updateRoute, async (c) =>
      c.json(
        await subscriptions.update(userOf(c), c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
    )
    .openapi(checkRoute, async (c) =>
      c.json(await subscriptions.checkNow(userOf(c), c.req.valid('param').id), 200),
    )
    .openapi(unfollowRoute, async (c) => {
      await subscriptions.unfollow(userOf(c), c.req.valid('param').id);
      return c.body(null, 204);
    });
}
