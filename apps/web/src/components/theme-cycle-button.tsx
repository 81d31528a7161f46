import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useTheme, type ThemeChoice } from '../lib/theme';
import { Button } from './ui/button';

const next: Record<ThemeChoice, ThemeChoice> = { light: 'dark', dark: 'system', system: 'light' };
const icons = { light: Sun, dark: Moon, system: Monitor } as const;

/*
 * The public pages' theme control: one button cycling Light → Dark → System. The dashboard uses the
 * menu version (ThemeToggle); this one avoids loading the menu library on the login page.
 */
export function ThemeCycleButton() {
  const { t } = useTranslation('common');
  const [theme, setTheme] = useTheme();
  const Icon = icons[theme];
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={() => setTheme(next[theme])}
      aria-label={`${t('theme.label')}: ${t(`theme.${theme}`)}`}
      title={`${t('theme.label')}: ${t(`theme.${theme}`)}`}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}
