import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';
import { labelledBy } from './label';

type SwitchProps = Omit<ComponentProps<'button'>, 'onChange' | 'value'> & {
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * An on/off toggle (role="switch"); label it with a <Label htmlFor>, a <label htmlFor> with the id
 * labelIdOf(id), or aria-label. A plain button rather than Radix's Switch: inside a form, Radix adds a hidden
 * input that measures the switch's size as it mounts, a forced layout per switch (~280 ms at a 4× slower CPU for the
 * search filters' six); the forms here read the state through onCheckedChange and post no native field.
 */
export function Switch({ className, checked, onCheckedChange, onClick, ...props }: SwitchProps) {
  const state = checked ? 'checked' : 'unchecked';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={state}
      className={cn(
        'peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors ' +
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 ' +
          'data-[state=checked]:bg-primary data-[state=unchecked]:bg-input',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onCheckedChange?.(!checked);
      }}
      {...props}
      aria-labelledby={labelledBy(props)}
    >
      <span
        data-state={state}
        className="pointer-events-none block size-5 rounded-full bg-background shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0"
      />
    </button>
  );
}
