import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * One entry of a settings list (a signed-in device, an API token): an icon, its name, a line of
 * detail, and the action on it at the end.
 */
export function ItemRow({
  icon: Icon,
  title,
  detail,
  action,
}: {
  icon: LucideIcon;
  title: ReactNode;
  detail: ReactNode;
  action: ReactNode;
}) {
  return (
    <li className="flex items-start justify-between gap-3 rounded-md border p-3">
      <div className="flex min-w-0 gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <div className="grid min-w-0 gap-1">
          <p className="flex flex-wrap items-center gap-2 font-medium">{title}</p>
          <p className="text-sm text-muted-foreground">{detail}</p>
        </div>
      </div>
      {action}
    </li>
  );
}
