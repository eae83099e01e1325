import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { factSheetFigures } from './fact-sheet';
import { factSheetDocument } from './fact-sheet-document';
import type { PdfRenderer } from '../pdf/pdf-renderer';
import { findHeldPortfolioByUdwId, priceSeriesOf } from './udw.repository';

export type PortfolioDocument = { fileStream: string; fileName: string };

/** Recently rendered fact sheets: the same portfolio, latest price and day give the same PDF. */
const CACHE_SIZE = 32;

/** 'AF Shari’ah Balanced Fund' → 'AF Shariah Balanced Fund fact sheet.pdf'. */
export function factSheetFileName(portfolioName: string): string {
  const safe = portfolioName
    .replace(/[^A-Za-z0-9 ()&-]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return `${safe || 'Portfolio'} fact sheet.pdf`;
}

/**
 * spec 2 §7 portfolio document: the fact sheet of a portfolio the member holds, by udwID (404
 * for any other id), as base64 PDF.
 */
export function createPortfolioDocuments(opts: {
  db: Db;
  renderer: PdfRenderer;
  portalName: string;
}) {
  const cache = new Map<string, PortfolioDocument>();

  return async function portfolioDocument(
    memberId: number,
    udwId: string,
    today: string,
  ): Promise<PortfolioDocument> {
    const portfolio = await findHeldPortfolioByUdwId(opts.db, memberId, udwId);
    if (!portfolio) throw notFound();
    const figures = factSheetFigures(await priceSeriesOf(opts.db, portfolio.id));
    const key = `${portfolio.udwId}|${figures?.latest.date ?? ''}|${today}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const { definition, footer } = factSheetDocument({
      portalName: opts.portalName,
      portfolio,
      figures,
      generatedOn: today,
    });
    const pdf = await opts.renderer.render(definition, footer);
    const document = {
      fileStream: pdf.toString('base64'),
      fileName: factSheetFileName(portfolio.name),
    };
    cache.set(key, document);
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value ?? key);
    return document;
  };
}
