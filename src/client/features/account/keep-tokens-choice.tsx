import { useId } from 'react';
import { KEEP_TOKENS_LABEL, tokensNote } from './token-choice-texts';

interface KeepTokensChoiceProps {
  keep: boolean;
  onKeepChange: (keep: boolean) => void;
  disabled?: boolean;
}

/**
 * Whether the API tokens outlive what ends the other sessions (decision 0081): unticked, they
 * are revoked, and the line under it says so either way.
 */
export function KeepTokensChoice({ keep, onKeepChange, disabled }: KeepTokensChoiceProps) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="flex w-fit items-center gap-2 text-sm font-medium">
        <input
          id={id}
          type="checkbox"
          className="size-4 accent-primary"
          checked={keep}
          disabled={disabled}
          aria-describedby={`${id}-note`}
          onChange={(event) => onKeepChange(event.target.checked)}
        />
        {KEEP_TOKENS_LABEL}
      </label>
      <p id={`${id}-note`} className="text-sm text-muted-foreground">
        {tokensNote(keep)}
      </p>
    </div>
  );
}
