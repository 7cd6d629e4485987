import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { ExportLinksButton } from './export-links-button';

/** Settings → Data Export (docs/product/screens-and-routes.md). */
export function DataExportCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Data Export</CardTitle>
        <CardDescription>Download all your saved links as a JSON file.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <ExportLinksButton />
        {/* The same links as a bookmark file, to leave for any browser or service. */}
        <ExportLinksButton format="bookmarks" />
      </CardContent>
    </Card>
  );
}
