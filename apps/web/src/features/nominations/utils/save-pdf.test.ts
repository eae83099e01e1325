import { afterEach, describe, expect, it, vi } from 'vitest';
import { pdfBlobFromBase64 } from '@/lib/save-file';
import { savePdf } from './save-pdf';

afterEach(() => vi.restoreAllMocks());

describe('savePdf', () => {
  it('decodes base64 into a PDF blob', async () => {
    const blob = pdfBlobFromBase64(btoa('%PDF-1.7 hello'));
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.7 hello');
  });

  it('saves through a temporary <a download> named BeneficiaryReport.pdf', () => {
    const createUrl = vi.fn(() => 'blob:report');
    Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() });
    let clicked: { href: string; download: string } | undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked = { href: this.href, download: this.download };
    });
    savePdf(btoa('%PDF'));
    expect(clicked).toEqual({ href: 'blob:report', download: 'BeneficiaryReport.pdf' });
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
