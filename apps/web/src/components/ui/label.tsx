import type { ComponentProps } from 'react';
import { Label as LabelPrimitive } from 'radix-ui';
import { cn } from '../../lib/utils';

/**
 * The id of the label of the control `controlId`. A checkbox or switch is a button, and HTML_CodeSniffer
 * (pa11y) takes a button's name only from its content, aria-label or aria-labelledby, never from
 * `<label for>`: so Checkbox and Switch point aria-labelledby at this id, and every label of one carries it.
 */
export const labelIdOf = (controlId: string) => `${controlId}-label`;

/** `Label htmlFor={x}` names itself `labelIdOf(x)` unless given an id. */
export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      id={props.htmlFor ? labelIdOf(props.htmlFor) : undefined}
      className={cn('text-sm font-medium leading-none text-foreground', className)}
      {...props}
    />
  );
}

/** aria-labelledby for a checkbox or switch: its own if given, else its label's, unless aria-label names it. */
export function labelledBy(props: { id?: string; 'aria-label'?: string; 'aria-labelledby'?: string }) {
  if (props['aria-labelledby'] || props['aria-label'] || !props.id) return props['aria-labelledby'];
  return labelIdOf(props.id);
}
