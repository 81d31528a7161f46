import { errorText } from '../lib/errors';
import { Alert, AlertDescription } from './ui/alert';

/** A list or page that could not load: the server's message, translated, in a destructive alert. */
export function LoadError({ error }: { error: unknown }) {
  return (
    <Alert variant="destructive">
      <AlertDescription>{errorText(error)}</AlertDescription>
    </Alert>
  );
}
