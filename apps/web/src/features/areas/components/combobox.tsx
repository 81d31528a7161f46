import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Check, ChevronsUpDown, X } from 'lucide-react';
import { cn } from '../../../lib/utils';
import { inputClasses } from '../../../components/ui/input';

export interface ComboOption {
  key: string;
  label: string;
  /** Muted second part (the state), to tell same-named places apart. */
  detail?: string;
  /** What the text field shows once chosen (default: the label). */
  inputText?: string;
}

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

/**
 * An editable combobox (WAI-ARIA 1.2 list autocomplete): type to filter, ArrowDown/ArrowUp move,
 * Enter picks, Escape closes (or restores the chosen value), Home/End stay in the text field.
 */
export function Combobox({ id, value, search, onSelect, placeholder, clearLabel, emptyText, hintText, disabled, icon, ...aria }: ComboboxProps) {
  const listId = useId();
  const [text, setText] = useState(value ? display(value) : '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [options, setOptions] = useState<ComboOption[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // A new value from outside (a reset, the URL) shows in the field.
  useEffect(() => {
    setText(value ? display(value) : '');
  }, [value?.key]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!open) return;
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, open]);

  const update = (next: string) => {
    setText(next);
    setOptions(search(next));
    setActive(0);
    setOpen(true);
  };

  const choose = (option: ComboOption) => {
    onSelect(option);
    setText(display(option));
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) {
        setOptions(search(text));
        setOpen(true);
        setActive(0);
      } else setActive((i) => Math.min(i + 1, Math.max(options.length - 1, 0)));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter') {
      if (open && options[active]) {
        event.preventDefault();
        choose(options[active]);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
      } else if (text && !value) setText('');
      if (value) setText(display(value));
    }
  };

  const showList = open && text.trim().length > 0;
  const activeId = showList && options[active] ? `${listId}-${active}` : undefined;

  return (
    <div className="relative">
      <div className="relative">
        {icon ? <span className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted-foreground [&_svg]:size-4">{icon}</span> : null}
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={activeId}
          className={cn(inputClasses, icon ? 'pl-9' : '', 'pr-16')}
          placeholder={placeholder}
          value={text}
          disabled={disabled}
          onChange={(event) => update(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => text && !value && update(text)}
          onBlur={() => {
            // A click on an option lands first (mousedown prevents blur); otherwise close and
            // show the chosen value again, so a half-typed name never looks chosen.
            setOpen(false);
            setText(value ? display(value) : text);
          }}
          {...aria}
        />
        <div className="absolute right-1.5 top-1/2 flex -translate-y-1/2 items-center gap-0.5">
          {value || text ? (
            <button
              type="button"
              className="flex size-7 items-center justify-center rounded text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
              aria-label={clearLabel}
              disabled={disabled}
              onClick={() => {
                setText('');
                setOpen(false);
                onSelect(null);
                inputRef.current?.focus();
              }}
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          ) : null}
          <ChevronsUpDown className="mr-1.5 size-4 text-muted-foreground" aria-hidden="true" />
        </div>
      </div>
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        hidden={!showList}
        className="absolute z-50 mt-1 max-h-72 w-full overflow-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
      >
        {showList && options.length === 0 ? <li className="px-3 py-2 text-sm text-muted-foreground">{/^\s*$/.test(text) ? hintText : emptyText}</li> : null}
        {showList
          ? options.map((option, index) => (
              <li
                key={option.key}
                id={`${listId}-${index}`}
                data-index={index}
                role="option"
                aria-selected={index === active}
                className={cn(
                  'flex cursor-pointer items-center justify-between gap-3 rounded-sm px-3 py-2 text-sm',
                  index === active ? 'bg-accent text-accent-foreground' : '',
                )}
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(option)}
              >
                <span className="min-w-0 truncate">
                  {option.label}
                  {option.detail ? <span className="ml-2 text-muted-foreground">{option.detail}</span> : null}
                </span>
                {value?.key === option.key ? <Check className="size-4 shrink-0 text-primary" aria-hidden="true" /> : null}
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}

function display(option: ComboOption) {
  return option.inputText ?? option.label;
}
