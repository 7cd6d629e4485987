export { AppearanceCard } from './appearance-card';
export { useTheme } from './theme-context';
export { ThemeProvider } from './theme-provider';
