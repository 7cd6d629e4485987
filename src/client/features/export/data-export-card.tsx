import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { ExportLinksButton } from './export-links-button';

/** Settings → Data Export (SPEC §2). */
export function DataExportCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Data Export</CardTitle>
        <CardDescription>Download all your saved links as a JSON file.</CardDescription>
      </CardHeader>
      <CardContent>
        <ExportLinksButton />
      </CardContent>
    </Card>
  );
}
