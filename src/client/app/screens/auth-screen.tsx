import { PRODUCT_TAGLINE } from '@shared/constants';
import { AuthForm } from '@client/features/auth';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { BrandMark } from '@client/components/brand';

export function AuthScreen() {
  useDocumentTitle('Sign in');
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-8 px-4 py-10">
      <div className="flex flex-col items-center gap-2 text-center">
        <h1 className="text-4xl tracking-tight">
          <BrandMark bold />
        </h1>
        <p className="max-w-sm text-muted-foreground">{PRODUCT_TAGLINE}</p>
      </div>
      <AuthForm />
    </main>
  );
}
