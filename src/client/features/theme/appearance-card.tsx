import { LabelledSwitch } from '@client/components/labelled-switch';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { useTheme } from './theme-context';

/**
 * Settings → Appearance (docs/product/screens-and-routes.md): the same theme the user menu toggles,
 * applied at once.
 */
export function AppearanceCard() {
  const { theme, setTheme } = useTheme();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Appearance</CardTitle>
      </CardHeader>
      <CardContent>
        <LabelledSwitch
          label="Dark mode"
          description="Use the dark theme; turn off for the light theme."
          checked={theme === 'dark'}
          onCheckedChange={(dark) => setTheme(dark ? 'dark' : 'light')}
        />
      </CardContent>
    </Card>
  );
}
