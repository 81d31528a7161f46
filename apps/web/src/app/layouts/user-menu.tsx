import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronDown, KeyRound, LogOut, Monitor, Moon, Sun, UserRound } from 'lucide-react';
import type { User } from '@mietmatch/contract';
import { SUPPORTED_LANGUAGES, uiLanguage } from '../../lib/i18n';
import { useTheme, type ThemeChoice } from '../../lib/theme';
import { Avatar } from '../../components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';

const themeIcons = { light: Sun, dark: Moon, system: Monitor } as const;
const themeChoices: ThemeChoice[] = ['light', 'dark', 'system'];
const subLabel = 'pb-1 pt-2 text-[11px] uppercase tracking-wider';
// A theme or language choice shows at once; the menu stays open to try the next one.
const keepOpen = (event: Event) => event.preventDefault();

/**
 * "Settings": password, theme and language in one place, the only place for theme and language on a
 * phone, where the top bar has no room for their own controls.
 */
function SettingsGroup() {
  const { t, i18n } = useTranslation(['dashboard', 'common']);
  const navigate = useNavigate();
  const [theme, setTheme] = useTheme();
  return (
    <DropdownMenuGroup aria-label={t('nav.settings')}>
      <DropdownMenuLabel className="text-sm font-semibold text-foreground">{t('nav.settings')}</DropdownMenuLabel>
      <DropdownMenuItem onSelect={() => void navigate('/change-password')}>
        <KeyRound aria-hidden="true" />
        {t('nav.changePassword')}
      </DropdownMenuItem>
      <DropdownMenuLabel className={subLabel}>{t('common:theme.label')}</DropdownMenuLabel>
      <DropdownMenuRadioGroup
        aria-label={t('common:theme.label')}
        value={theme}
        onValueChange={(value) => setTheme(value as ThemeChoice)}
      >
        {themeChoices.map((choice) => {
          const Icon = themeIcons[choice];
          return (
            <DropdownMenuRadioItem key={choice} value={choice} onSelect={keepOpen}>
              <Icon aria-hidden="true" />
              {t(`common:theme.${choice}`)}
            </DropdownMenuRadioItem>
          );
        })}
      </DropdownMenuRadioGroup>
      <DropdownMenuLabel className={subLabel}>{t('common:language.label')}</DropdownMenuLabel>
      <DropdownMenuRadioGroup
        aria-label={t('common:language.label')}
        value={uiLanguage(i18n.resolvedLanguage)}
        onValueChange={(language) => void i18n.changeLanguage(language)}
      >
        {SUPPORTED_LANGUAGES.map((language) => (
          <DropdownMenuRadioItem key={language} value={language} lang={language} onSelect={keepOpen}>
            {t(`common:language.${language}`)}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </DropdownMenuGroup>
  );
}

export function UserMenu({ user, onLogout }: { user: User; onLogout: () => void }) {
  const { t } = useTranslation(['dashboard', 'common']);
  const navigate = useNavigate();
  const name = `${user.firstName} ${user.lastName}`;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        // Begins with the name it shows beside the picture on wider screens, as speech input users say it.
        aria-label={`${name}, ${t('nav.userMenu')}`}
        className="flex items-center gap-2 rounded-full p-0.5 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring sm:pr-2 cursor-pointer"
      >
        <Avatar src={user.avatarThumbUrl ?? user.avatarUrl} name={name} className="size-8" decorative />
        <span className="hidden max-w-40 truncate text-sm font-medium md:inline">{name}</span>
        <ChevronDown className="hidden size-4 text-muted-foreground md:inline" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-60">
        <DropdownMenuLabel className="flex flex-col gap-0.5 py-2">
          <span className="truncate text-sm font-semibold text-foreground">{name}</span>
          <span className="truncate font-normal">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void navigate('/profile-view')}>
          <UserRound aria-hidden="true" />
          {t('nav.profile')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <SettingsGroup />
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout}>
          <LogOut aria-hidden="true" />
          {t('nav.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
