import type { ReactNode } from 'react';
import { Check, ChevronsUpDown, X } from 'lucide-react';
import { cn } from '../../../lib/utils';
import { inputClasses } from '../../../components/ui/input';
import { useCombobox, type ComboOption } from './use-combobox';

export type { ComboOption } from './use-combobox';

interface ComboboxProps {
  id?: string;
  value: ComboOption | null;
  /** Options for the typed text; called on each change. */
  search: (text: string) => ComboOption[];
  onSelect: (option: ComboOption | null) => void;
  placeholder?: string;
  clearLabel: string;
  emptyText: string;
  hintText: string;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
  icon?: ReactNode;
}

interface OptionListProps {
  combo: ReturnType<typeof useCombobox>;
  value: ComboOption | null;
  emptyText: string;
  hintText: string;
}

/** The listbox under the field: the options for the typed text, or a hint when there are none. */
function OptionList({ combo, value, emptyText, hintText }: OptionListProps) {
  const { listId, listRef, showList, options, active, text } = combo;
  return (
    <ul
      ref={listRef}
      id={listId}
      // The combobox's popup: the input keeps focus and names the active option with aria-activedescendant.
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA combobox listbox pattern
      role="listbox"
      hidden={!showList}
      className={cn(
        'absolute z-50 mt-1 max-h-72 w-full overflow-auto rounded-md border bg-popover p-1',
        'text-popover-foreground shadow-md',
      )}
    >
      {showList && options.length === 0 ? (
        <li className="px-3 py-2 text-sm text-muted-foreground">{/^\s*$/.test(text) ? hintText : emptyText}</li>
      ) : null}
      {showList
        ? options.map((option, index) => (
            // Options stay out of the tab order; the input handles arrows, Enter and Escape for the whole list.
            // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the input (aria-activedescendant)
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys for every option
            <li
              key={option.key}
              id={`${listId}-${index}`}
              data-index={index}
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the listbox above
              role="option"
              aria-selected={index === active}
              className={cn(
                'flex cursor-pointer items-center justify-between gap-3 rounded-sm px-3 py-2 text-sm',
                index === active ? 'bg-accent text-accent-foreground' : '',
              )}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => combo.setActive(index)}
              onClick={() => combo.choose(option)}
            >
              <span className="min-w-0 truncate">
                {option.label}
                {/* The comma is for the option's name: without it, place and state run together ("BerlinBerlin"). */}
                {option.detail ? (
                  <>
                    <span className="sr-only">,</span>{' '}
                    <span className="ml-1 text-muted-foreground">{option.detail}</span>
                  </>
                ) : null}
              </span>
              {value?.key === option.key ? <Check className="size-4 shrink-0 text-primary" aria-hidden="true" /> : null}
            </li>
          ))
        : null}
    </ul>
  );
}

/**
 * An editable combobox (WAI-ARIA 1.2 list autocomplete): type to filter, ArrowDown/ArrowUp move,
 * Enter picks, Escape closes (or restores the chosen value), Home/End stay in the text field.
 */
export function Combobox(props: ComboboxProps) {
  const { id, value, search, onSelect, placeholder, clearLabel, emptyText, hintText, disabled, icon, ...aria } = props;
  const combo = useCombobox({ value, search, onSelect });
  const { text } = combo;
  const iconClasses =
    'pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted-foreground [&_svg]:size-4';
  const clearClasses =
    'flex size-7 items-center justify-center rounded text-muted-foreground hover:bg-accent hover:text-foreground ' +
    'focus-visible:outline-2 focus-visible:outline-ring';

  return (
    <div className="relative">
      <div className="relative">
        {icon ? <span className={iconClasses}>{icon}</span> : null}
        <input
          ref={combo.inputRef}
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={combo.showList}
          aria-controls={combo.listId}
          aria-activedescendant={combo.activeId}
          className={cn(inputClasses, icon ? 'pl-9' : '', 'pr-16')}
          placeholder={placeholder}
          value={text}
          disabled={disabled}
          onChange={(event) => combo.update(event.target.value)}
          onKeyDown={combo.onKeyDown}
          onFocus={() => text && !value && combo.update(text)}
          onBlur={combo.blur}
          {...aria}
        />
        <div className="absolute right-1.5 top-1/2 flex -translate-y-1/2 items-center gap-0.5">
          {value || text ? (
            <button
              type="button"
              className={clearClasses}
              aria-label={clearLabel}
              disabled={disabled}
              onClick={combo.clear}
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          ) : null}
          <ChevronsUpDown className="mr-1.5 size-4 text-muted-foreground" aria-hidden="true" />
        </div>
      </div>
      <OptionList combo={combo} value={value} emptyText={emptyText} hintText={hintText} />
    </div>
  );
}
