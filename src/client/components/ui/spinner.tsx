import { LoaderCircle } from 'lucide-react';
import { cn } from '@client/lib/utils';

interface SpinnerProps {
  className?: string;
  /** Shown beside the wheel and announced politely (role="status"). */
  label?: string;
}

export function Spinner({ className, label = 'Loading...' }: SpinnerProps) {
  return (
    <div
      role="status"
      data-slot="spinner"
      className={cn('flex items-center gap-2 text-sm text-muted-foreground', className)}
    >
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      <span>{label}</span>
    </div>
  );
}
