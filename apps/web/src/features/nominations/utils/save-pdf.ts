import { BENEFICIARY_REPORT_FILE_NAME } from '@portal/domain/nomination';

// spec 1 §3, §9: the report arrives as base64 (value.pdfData) and is saved as
// BeneficiaryReport.pdf: a Blob behind an object URL, clicked through an <a download>.

/** Decodes base64 text into a PDF Blob. */
export function pdfBlobFromBase64(base64: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: 'application/pdf' });
}

/** Saves the base64 PDF under `fileName` through a temporary link. */
export function savePdf(base64: string, fileName = BENEFICIARY_REPORT_FILE_NAME): void {
  saveFile(pdfBlobFromBase64(base64), fileName);
}

/** Saves a file the server answered (a Blob) under `fileName` through a temporary link. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
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
