/**
 * The upload of an import file: the file itself as the body (application/octet-stream), sent
 * with XMLHttpRequest for its upload progress (fetch has none), on the staff session's cookie.
 */
import {
  IMPORTS_CALLS,
  type FileImportKind,
  type ImportRunAnswer,
} from '@bizline/domain/wire/console/imports';
import { api } from '../../../shared/api/client';

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export function uploadImport(
  input: { kind: FileImportKind; file: File; replace: boolean },
  onProgress: (fraction: number) => void,
): Promise<ImportRunAnswer> {
  const url = api.url(IMPORTS_CALLS.upload.path, {
    kind: input.kind,
    fileName: input.file.name,
    replace: String(input.replace),
  });
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: { message?: string } | undefined;
      try {
        body = JSON.parse(xhr.responseText) as { message?: string };
      } catch {
        body = undefined;
      }
      if (xhr.status === 202 && body) resolve(body as ImportRunAnswer);
      else reject(new UploadError(body?.message ?? `HTTP ${xhr.status}`, xhr.status));
    };
    xhr.onerror = () => reject(new UploadError('network', 0));
    xhr.send(input.file);
  });
}
