import { Download } from 'lucide-react';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { useExportLinks } from './use-export-links';

/** Settings → Data Export (SPEC §2). */
export function DataExportCard() {
  const { exporting, exportLinks } = useExportLinks();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Data Export</CardTitle>
        <CardDescription>Download all your saved links as a JSON file.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          type="button"
          variant="outline"
          disabled={exporting}
          onClick={() => void exportLinks()}
        >
          <Download aria-hidden="true" />
          {exporting ? 'Exporting...' : 'Export Links'}
        </Button>
      </CardContent>
    </Card>
  );
}
