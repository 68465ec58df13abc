export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0..1, or null when the size is unknown. */
  fraction: number | null;
}

interface UploadRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: BodyInit;
  onProgress: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** Send cookies (our own API); off for a storage bucket's presigned address. */
  credentials?: boolean;
}

/** fetch cannot report upload progress; XMLHttpRequest can. */
export function sendWithUploadProgress(req: UploadRequest): Promise<{ status: number; data: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(req.method, req.url);
    xhr.withCredentials = req.credentials ?? true;
    for (const [k, v] of Object.entries(req.headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) =>
      req.onProgress({ loaded: e.loaded, total: e.total, fraction: e.lengthComputable && e.total ? e.loaded / e.total : null });
    xhr.onload = () => {
      let data: unknown = xhr.responseText || null;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        // Not JSON: keep the text.
      }
      resolve({ status: xhr.status, data });
    };
    xhr.onerror = () => reject(new TypeError("Network request failed"));
    xhr.onabort = () => reject(new DOMException("Aborted", "AbortError"));
    req.signal?.addEventListener("abort", () => xhr.abort());
    xhr.send(req.body as XMLHttpRequestBodyInit);
  });
}
