import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Building2, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface RoleCardProps extends InputHTMLAttributes<HTMLInputElement> {
  icon: ReactNode;
  title: string;
  hint: string;
}

/** A native radio inside a big card: keyboard, forms, screen readers and tests work as with any radio. */
const RoleCard = forwardRef<HTMLInputElement, RoleCardProps>(function RoleCard({ icon, title, hint, ...props }, ref) {
  return (
    <label
      className={
        'relative flex cursor-pointer flex-col gap-3 rounded-xl border-2 border-border bg-card p-4 transition-colors ' +
        'hover:border-primary/50 has-[:checked]:border-primary has-[:checked]:bg-primary/5 ' +
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring'
      }
    >
      {/* Transparent over the whole card: the card is the click target, the radio keeps keyboard and semantics. */}
      <input
        ref={ref}
        type="radio"
        className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-xl opacity-0"
        {...props}
      />
      <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary [&_svg]:size-5">
        {icon}
      </span>
      <span className="text-sm font-semibold leading-snug">{title}</span>
      <span className="text-xs leading-relaxed text-muted-foreground">{hint}</span>
      <span
        aria-hidden="true"
        className="absolute right-3 top-3 size-4 rounded-full border-2 border-input peer-checked:border-[5px] peer-checked:border-primary"
      />
    </label>
  );
});

export const RoleChoice = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & { error?: string }>(
  function RoleChoice({ error, ...props }, ref) {
    const { t } = useTranslation('auth');
    return (
      <fieldset aria-describedby={error ? 'role-error' : undefined}>
        <legend className="mb-3 text-sm font-medium">
          {t('register.roleLegend')}
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <RoleCard
            ref={ref}
            {...props}
            value="client"
            icon={<Search />}
            title={t('register.roleClient')}
            hint={t('register.roleClientHint')}
          />
          <RoleCard
            ref={ref}
            {...props}
            value="contractor"
            icon={<Building2 />}
            title={t('register.roleContractor')}
            hint={t('register.roleContractorHint')}
          />
        </div>
        {error ? (
          <p id="role-error" className="mt-2 text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </fieldset>
    );
  },
);
