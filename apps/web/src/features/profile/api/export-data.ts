import { useMutation } from '@tanstack/react-query';
import { fetchPrivateFile, saveBlob } from '../../../lib/download';

const FALLBACK_NAME = 'mietmatch-export.zip';

/** The export is a ZIP, not JSON; it is saved under the server's name (`mietmatch-export-<date>.zip`). */
async function fetchAccountExport(): Promise<{ blob: Blob; fileName: string }> {
  const { blob, fileName } = await fetchPrivateFile('/api/account/export');
  return { blob, fileName: fileName ?? FALLBACK_NAME };
}

export function useAccountExport() {
  return useMutation({
    mutationFn: fetchAccountExport,
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
  });
}
