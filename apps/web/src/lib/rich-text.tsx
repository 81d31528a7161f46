import { Fragment, type ReactNode } from 'react';

/**
 * Renders a translated sentence with `<name>…</name>` placeholders, e.g.
 * "Agree to our <terms>Terms</terms>" with `{ terms: (text) => <a …>{text}</a> }`.
 * A few lines instead of react-i18next's <Trans>, whose HTML parser would sit on the login page.
 */
export function richText(template: string, tags: Record<string, (content: string) => ReactNode>): ReactNode {
  const parts: ReactNode[] = [];
  const pattern = /<(\w+)>(.*?)<\/\1>/g;
  let last = 0;
  for (let match = pattern.exec(template); match; match = pattern.exec(template)) {
    if (match.index > last) parts.push(template.slice(last, match.index));
    const render = tags[match[1]];
    parts.push(<Fragment key={match.index}>{render ? render(match[2]) : match[2]}</Fragment>);
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push(template.slice(last));
  return parts;
}
