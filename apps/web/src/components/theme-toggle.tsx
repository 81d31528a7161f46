import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useTheme, type ThemeChoice } from '../lib/theme';
import { Button } from './ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from './ui/dropdown-menu';

const icons = { light: Sun, dark: Moon, system: Monitor } as const;
const choices: ThemeChoice[] = ['light', 'dark', 'system'];

export function ThemeToggle() {
  const { t } = useTranslation('common');
  const [theme, setTheme] = useTheme();
  const Icon = icons[theme];
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`${t('theme.label')}: ${t(`theme.${theme}`)}`}>
          <Icon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>{t('theme.label')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={theme} onValueChange={(value) => setTheme(value as ThemeChoice)}>
          {choices.map((choice) => {
            const ChoiceIcon = icons[choice];
            return (
              <DropdownMenuRadioItem key={choice} value={choice}>
                <ChoiceIcon aria-hidden="true" />
                {t(`theme.${choice}`)}
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
