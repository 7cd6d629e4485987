import { LoaderCircle } from 'lucide-react';
import { cn } from '@client/lib/utils';

interface SpinnerProps {
  className?: string;
  /** The text's colour: muted, or the foreground's (over a busy card's frosted cover). */
  tone?: 'muted' | 'foreground';
  /** Shown beside the wheel and announced politely (role="status"). */
  label?: string;
}

export function Spinner({ className, tone = 'muted', label = 'Loading...' }: SpinnerProps) {
  return (
    <div
      role="status"
      data-slot="spinner"
      className={cn(
        'flex items-center gap-2 text-sm',
        tone === 'foreground' ? 'text-foreground' : 'text-muted-foreground',
        className,
      )}
    >
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      <span>{label}</span>
    </div>
  );
}
