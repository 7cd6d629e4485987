import { AUTOPLAY_COUNTDOWN_MS, FINISHED_FRACTION } from '@shared/constants';
import { LabelledSwitch } from '@client/components/labelled-switch';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { showErrorToast } from '@client/lib/toast';
import { useChangePreferences, usePlayback } from '@client/features/player';

/** Said when the server refuses a change (or cannot be reached); the switch is put back. */
const PLAYBACK_SAVE_FAILED = 'Failed to save your playback settings. Please try again.';

/**
 * Settings → Playback (docs/product/watching.md#settings): whether a finished video is marked
 * watched, and whether a queue plays on by itself. Unlike the other cards' settings, kept in this
 * browser, these are the account's, kept by the server for every device (`GET /api/playback`,
 * `PATCH /api/playback/preferences`): a switch shows its change at once, and a refused one is put
 * back with an error toast.
 */
export function PlaybackCard() {
  const playback = usePlayback();
  const change = useChangePreferences(() => showErrorToast(PLAYBACK_SAVE_FAILED));
  const preferences = playback.data?.preferences;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Playback</CardTitle>
        <CardDescription>
          How the player behaves, kept with your account for every device.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {preferences ? (
          <>
            <LabelledSwitch
              label="Mark a video watched when it finishes"
              description={`When it plays past ${Math.round(FINISHED_FRACTION * 100)} % of its length, or to its end.`}
              checked={preferences.autoMarkWatched}
              onCheckedChange={(checked) => void change({ autoMarkWatched: checked })}
            />
            <LabelledSwitch
              label="Play the next video automatically"
              description={`In a queue, the next video starts after a ${AUTOPLAY_COUNTDOWN_MS / 1000}-second countdown you can cancel.`}
              checked={preferences.autoplayNext}
              onCheckedChange={(checked) => void change({ autoplayNext: checked })}
            />
          </>
        ) : playback.isError ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-muted-foreground">
              Your playback settings could not be loaded.
            </p>
            <Button type="button" variant="outline" onClick={() => void playback.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <Spinner />
        )}
      </CardContent>
    </Card>
  );
}
