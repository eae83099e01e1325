// The frame every portal document shares (tagged-pdf.mjs renders it): A4 with the same margins,
// the title as the H1 and each section's heading as an H2, the portal's styles, and a footer of
// the document's own line with the page count.

type PdfContent = string | PdfContent[] | { [key: string]: unknown };

const STYLES = {
  title: { fontSize: 20, bold: true, color: '#0b3d6e' },
  subtitle: { fontSize: 11, color: '#444444', margin: [0, 2, 0, 12] },
  heading: { fontSize: 13, bold: true, color: '#0b3d6e', margin: [0, 6, 0, 2] },
  tableHeader: { bold: true, color: '#0b3d6e' },
  small: { fontSize: 8, color: '#444444' },
};

/** A document definition and its footer template in the portal's frame. */
export function portalDocument(options: {
  info: { title: string; author: string; subject: string };
  content: PdfContent[];
  /** The footer's left-hand line (the page count is on the right). */
  footerText: string;
  /** The body text's size in points (10 unless given). */
  fontSize?: number;
}): { definition: Record<string, unknown>; footer: PdfContent } {
  const definition = {
    info: options.info,
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
    // The document's title is its H1, each section's heading an H2.
    headings: { title: 1, heading: 2 },
    content: options.content,
    styles: STYLES,
    defaultStyle: { font: 'Roboto', fontSize: options.fontSize ?? 10 },
  };
  const footer = {
    margin: [40, 10, 40, 0],
    columns: [
      { text: options.footerText, style: 'small' },
      { text: 'Page {page} of {pages}', alignment: 'right', style: 'small' },
    ],
  };
  return { definition, footer };
}
