import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import { Input } from '../../../components/ui/input';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  /** The committed value (from the address). */
  value: string;
  onCommit: (value: string) => void;
  delayMs?: number;
}

/**
 * A text filter that commits 300 ms after the last keystroke (or at once on Enter), so typing a
 * name asks the server once, not per letter. A change of `value` from outside (back button,
 * reset) replaces the text; our own commits coming back do not overwrite newer typing.
 */
export function DebouncedInput({ value, onCommit, delayMs = 300, onKeyDown, ...props }: Props) {
  const [text, setText] = useState(value);
  const committed = useRef(value);
  // The latest callback without restarting the timer whenever the parent renders.
  const commitRef = useRef(onCommit);
  useEffect(() => {
    commitRef.current = onCommit;
  });

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text.trim() === committed.current.trim()) return;
    const timer = setTimeout(() => {
      committed.current = text.trim();
      commitRef.current(text.trim());
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);

  return (
    <Input
      {...props}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && text.trim() !== committed.current.trim()) {
          committed.current = text.trim();
          onCommit(text.trim());
        }
        onKeyDown?.(event);
      }}
    />
  );
}
