import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';

/** A signed-in page of its own (profile, settings, upgrade): a way back, a heading, content. */
export function SimplePage({ title, children }: { title: string; children: ReactNode }) {
  const navigate = useNavigate();
  useDocumentTitle(title);
  return (
    <main className="mx-auto flex min-h-svh w-full max-w-2xl flex-col gap-6 px-4 py-8">
      <div>
        <Button type="button" variant="ghost" className="-ml-3" onClick={() => void navigate('/')}>
          <ArrowLeft aria-hidden="true" />
          Back to Videos
        </Button>
      </div>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {children}
    </main>
  );
}
