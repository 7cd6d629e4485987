import { Link } from '@client/lib/router';
import { BrandMark } from '@client/components/brand';
import { useDocumentTitle } from '@client/lib/use-document-title';

/**
 * The 404 page of docs/product/screens-and-routes.md, carrying the brand as the sidebar and the
 * sign-in screen do (docs/product/honest-screens.md).
 */
export function NotFoundScreen() {
  useDocumentTitle('Page not found');
  return (
    <main className="grid min-h-svh place-items-center p-4">
      <div className="flex flex-col items-center gap-4 text-center">
        <BrandMark className="mb-4 text-2xl" />
        <h1 className="text-4xl font-bold">404</h1>
        <p className="text-xl text-muted-foreground">Oops! Page not found</p>
        <Link to="/" className="text-primary underline underline-offset-4 hover:no-underline">
          Return to Home
        </Link>
      </div>
    </main>
  );
}
