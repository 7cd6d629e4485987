import { useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { plural } from '@shared/plural';
import { Button } from '@client/components/ui/button';
import { useAuth } from '@client/features/auth';
import { createAvailabilityApi } from './availability-api';

/** What the notice says: "1 video became unavailable", "3 videos became unavailable". */
export const unavailableNoticeText = (count: number) =>
  `${plural(count, 'video', 'videos')} became unavailable.`;

/**
 * "N videos became unavailable" (docs/product/availability.md#notice): the sweep found videos
 * gone since the person last dismissed it. Read again whenever the library's count of unavailable
 * videos changes (the sweep's marks arrive with the library's changes); "Show unavailable videos" searches
 * `is:unavailable`, "Dismiss notice" forgets it (the videos stay marked).
 */
export function UnavailableNotice({
  unavailableCount,
  onShow,
}: {
  /** Videos of the loaded library marked unavailable: a change means the sweep found more. */
  unavailableCount: number;
  onShow: () => void;
}) {
  const { user, client } = useAuth();
  const api = useMemo(
    () => createAvailabilityApi((input, init) => client.fetchWithAuth(input, init)),
    [client],
  );
  const queryClient = useQueryClient();
  const key = ['availability-notice', user?.id ?? ''] as const;
  const notice = useQuery({
    queryKey: [...key, unavailableCount],
    queryFn: api.notice,
    enabled: user !== null,
  });
  const dismiss = useMutation({
    mutationFn: api.dismiss,
    onSuccess: () => queryClient.setQueriesData({ queryKey: key }, { count: 0, noticedAt: null }),
  });
  const count = notice.data?.count ?? 0;
  if (count === 0) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b bg-muted px-4 py-2 text-sm"
    >
      <span>{unavailableNoticeText(count)}</span>
      <Button variant="link" size="sm" className="h-auto p-0" onClick={onShow}>
        Show unavailable videos
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="h-auto px-2 py-0"
        disabled={dismiss.isPending}
        onClick={() => dismiss.mutate()}
      >
        Dismiss notice
      </Button>
    </div>
  );
}
