import { useId, type ReactNode } from 'react';
import { Link } from '@client/lib/router';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { SAVE_PATH } from '@client/features/share';
import { BookmarkletLink } from './bookmarklet-link';
import { CodeText } from './code-text';
import { CopyAddress } from './copy-address';
import { HELP_MESSAGES as M } from './extension-messages';

/** Where the server describes its API (src/server/app.ts, OPENAPI_PATH). */
const OPENAPI_PATH = '/api/openapi.json';
/** Settings, where the API tokens card is. */
const SETTINGS_PATH = '/settings';

const textLink = 'text-primary underline underline-offset-4 hover:no-underline';

/** One way of saving: a card named by its heading. */
function HelpCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">{children}</CardContent>
    </Card>
  );
}

/** A numbered list of steps; `under` adds what a step needs below it (the address to copy). */
function Steps({
  steps,
  under = () => null,
}: {
  steps: readonly string[];
  under?: (step: string) => ReactNode;
}) {
  return (
    <ol className="grid list-decimal gap-3 pl-5">
      {steps.map((step) => (
        // The grid is inside the item: a grid item would lose its number (display: list-item).
        <li key={step} className="pl-1">
          <div className="grid gap-2">
            <span>
              <CodeText text={step} />
            </span>
            {under(step)}
          </div>
        </li>
      ))}
    </ol>
  );
}

const tokensLink = (
  <Link to={SETTINGS_PATH} className={textLink}>
    {M.tokensLink}
  </Link>
);

/**
 * `/extension` (docs/product/extension-and-tokens.md), what the user menu's "Browser extension"
 * opens: the ways to save a video from outside Vidshelf, step by step, with this server's own
 * address.
 */
export function ExtensionHelp() {
  const { origin } = window.location;

  return (
    <>
      <p className="text-lg text-muted-foreground">{M.intro}</p>

      <HelpCard title={M.extensionHeading} description={M.extensionIntro}>
        <Steps
          steps={M.extensionSteps}
          under={(step) => step === M.addressStep && <CopyAddress address={origin} />}
        />
        <h3 className="font-medium">{M.extensionUseHeading}</h3>
        <ul className="grid list-disc gap-2 pl-5">
          {M.extensionUses.map((use) => (
            <li key={use} className="pl-1">
              {use}
            </li>
          ))}
        </ul>
        <p>
          {M.disconnectBefore}
          {tokensLink}
          {M.disconnectAfter}
        </p>
      </HelpCard>

      <HelpCard title={M.bookmarkletHeading}>
        <p>{M.bookmarkletIntro}</p>
        <BookmarkletLink origin={origin} savePath={SAVE_PATH} />
      </HelpCard>

      <HelpCard title={M.phoneHeading}>
        <Steps steps={M.phoneSteps} />
        <p>{M.phoneIos}</p>
      </HelpCard>

      <HelpCard title={M.apiHeading}>
        <p>
          {M.apiBefore}
          {tokensLink}
          <CodeText text={M.apiMiddle} />
          <a href={OPENAPI_PATH} target="_blank" rel="noreferrer" className={textLink}>
            {OPENAPI_PATH}
          </a>
          <CodeText text={M.apiAfter} />
        </p>
      </HelpCard>
    </>
  );
}
