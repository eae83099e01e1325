// spec 1 §3, §8, §9: a file the server answered is saved under its own name through a temporary
// <a download> behind an object URL; a base64 PDF (value.pdfData) is decoded to a Blob first.

/** Saves a Blob under `fileName`. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Give the browser a moment to start the download before the URL goes away.
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}

/** Decodes base64 text into a PDF Blob. */
export function pdfBlobFromBase64(base64: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: 'application/pdf' });
}

/** Saves a base64 PDF under `fileName` (with `.pdf` added when it lacks it). */
export function savePdf(base64: string, fileName: string): void {
  saveFile(
    pdfBlobFromBase64(base64),
    fileName.toLowerCase().endsWith('.pdf') ? fileName : `${fileName}.pdf`,
  );
}
