import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { SidebarTrigger } from '../../components/ui/sidebar';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * The content of a signed-in page of its own (profile, settings, upgrade), beside the sidebar:
 * the sidebar's trigger and a way back, a heading, content.
 */
export function SimplePage({ title, children }: { title: string; children: ReactNode }) {
  const navigate = useNavigate();
  useDocumentTitle(title);
  return (
    <main className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8">
      <div className="flex items-center gap-2">
        <SidebarTrigger className="-ml-1" />
        <Button type="button" variant="ghost" onClick={() => void navigate('/')}>
          <ArrowLeft aria-hidden="true" />
          Back to Videos
        </Button>
      </div>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {children}
    </main>
  );
}
