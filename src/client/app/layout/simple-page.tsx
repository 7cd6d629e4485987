import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useNavigate } from '@client/lib/router';
import { Button } from '@client/components/ui/button';
import { SidebarTrigger } from '@client/components/ui/sidebar';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { cn } from '@client/lib/utils';

interface SimplePageProps {
  /** The page's heading (h1). */
  title: string;
  /** The browser tab's name, when it should not be the heading. */
  documentTitle?: string;
  /** Room for content side by side (the plan cards). */
  wide?: boolean;
  children: ReactNode;
}

/**
 * The content of a signed-in page of its own (profile, settings, upgrade), beside the sidebar:
 * the sidebar's trigger and a way back, a heading, content.
 */
export function SimplePage({
  title,
  documentTitle = title,
  wide = false,
  children,
}: SimplePageProps) {
  const navigate = useNavigate();
  useDocumentTitle(documentTitle);
  return (
    <main
      className={cn(
        'mx-auto flex w-full flex-col gap-6 px-4 py-8',
        wide ? 'max-w-4xl' : 'max-w-2xl',
      )}
    >
      <div className="flex items-center gap-2">
        <SidebarTrigger className="-ml-1" />
        <Button type="button" variant="ghost" onClick={() => navigate('/')}>
          <ArrowLeft aria-hidden="true" />
          Back to Videos
        </Button>
      </div>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {children}
    </main>
  );
}
