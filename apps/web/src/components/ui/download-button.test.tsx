import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { DownloadButton } from './download-button';
import { DOWNLOAD_SUCCESS_TITLE } from './use-file-download';

// The files saved: the names of the temporary links the page clicks (lib/save-file.ts), which
// are kept from taking the window to the file's address.
const saved = { files: [] as string[] };
beforeEach(() => {
  const click = HTMLAnchorElement.prototype.click;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (this.href.startsWith('blob:')) saved.files.push(this.download);
    else click.call(this);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  saved.files.length = 0;
  act(() => notifications.clean());
});

describe('DownloadButton', () => {
  it('is a link to the file, so that a page without script downloads it too', () => {
    renderWithProviders(
      <DownloadButton
        fetchFile={() => Promise.resolve(new Blob(['%PDF']))}
        href="/api/PDF/DownloadMemberDocument?fileId=F1"
        fileName="Letter.pdf"
        what="Payment letter"
      />,
    );
    const download = screen.getByRole('button', { name: 'Download Payment letter' });
    expect(download.tagName).toBe('A');
    expect(download.getAttribute('href')).toBe('/api/PDF/DownloadMemberDocument?fileId=F1');
    expect(download.getAttribute('download')).toBe('Letter.pdf');
  });

  it('with script fetches the file itself, by click or Space, and says it was saved', async () => {
    const fetchFile = vi.fn(() => Promise.resolve(new Blob(['%PDF'])));
    renderWithProviders(
      <DownloadButton fetchFile={fetchFile} href="/file" fileName="Letter.pdf" what="letter" />,
    );
    const download = screen.getByRole('button', { name: 'Download letter' });
    const user = userEvent.setup();
    await user.click(download);
    expect(await screen.findByText(DOWNLOAD_SUCCESS_TITLE)).toBeTruthy();
    download.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(fetchFile).toHaveBeenCalledTimes(2));
    expect(saved.files).toEqual(['Letter.pdf', 'Letter.pdf']);
  });
});
