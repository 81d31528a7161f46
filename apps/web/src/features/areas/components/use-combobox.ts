import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

export interface ComboOption {
  key: string;
  label: string;
  /** Muted second part (the state), to tell same-named places apart. */
  detail?: string;
  /** What the text field shows once chosen (default: the label). */
  inputText?: string;
}

function display(option: ComboOption) {
  return option.inputText ?? option.label;
}

interface ComboboxState {
  value: ComboOption | null;
  search: (text: string) => ComboOption[];
  onSelect: (option: ComboOption | null) => void;
}

/** The typed text, the open list and its active option, and the keys that move between them. */
export function useCombobox({ value, search, onSelect }: ComboboxState) {
  const listId = useId();
  const [text, setText] = useState(value ? display(value) : '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [options, setOptions] = useState<ComboOption[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // A new value from outside (a reset, the URL) shows in the field; the parent may pass a fresh object for the
  // same place on every render, so only a different key counts.
  const [shownKey, setShownKey] = useState(value?.key);
  if (value?.key !== shownKey) {
    setShownKey(value?.key);
    setText(value ? display(value) : '');
  }

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

  const clear = () => {
    setText('');
    setOpen(false);
    onSelect(null);
    inputRef.current?.focus();
  };

  // A click on an option lands first (mousedown prevents blur); otherwise close and
  // show the chosen value again, so a half-typed name never looks chosen.
  const blur = () => {
    setOpen(false);
    setText(value ? display(value) : text);
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
  return {
    listId,
    inputRef,
    listRef,
    text,
    options,
    active,
    setActive,
    showList,
    activeId,
    update,
    choose,
    clear,
    blur,
    onKeyDown,
  };
}
