import type { PortfolioKeyFacts } from '@portal/contract/fund-details';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import {
  factSheetFigures,
  factSheetParticulars,
  riskMeaningOf,
  type FactSheetFigures,
  type FactSheetParticulars,
} from './fact-sheet';
import { factSheetDocument } from './fact-sheet-document';
import { identityOfProduct } from '../fund-identity/fund-identity.service';
import type { PdfRenderer } from '../pdf/pdf-renderer';
import {
  factSheetListsOf,
  findHeldPortfolioByUdwId,
  findHeldPortfolios,
  holdingProductOf,
  priceSeriesOf,
  type PortfolioRow,
} from './udw.repository';

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
    const [[sheet], product] = await Promise.all([
      factSheetsOf(opts.db, [portfolio]),
      holdingProductOf(opts.db, memberId, portfolio.id),
    ]);
    if (!sheet || !product) throw notFound();
    const { figures, particulars } = sheet;
    // The fund the member holds it through prints its identity (DESIGN §1e): kept per fund.
    const key = `${portfolio.udwId}|${figures?.latest.date ?? ''}|${today}|${product.fundName}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const { definition, footer } = factSheetDocument({
      portalName: opts.portalName,
      portfolio,
      particulars,
      figures,
      generatedOn: today,
      identity: identityOfProduct(product),
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

export type FactSheet = {
  portfolio: PortfolioRow;
  particulars: FactSheetParticulars;
  figures: FactSheetFigures | null;
};

/** The fact sheets' figures and particulars of these portfolios, from their stored rows. */
export async function factSheetsOf(
  db: Db,
  portfolioRows: readonly PortfolioRow[],
): Promise<FactSheet[]> {
  const ids = portfolioRows.map((p) => p.id);
  const lists = await factSheetListsOf(db, ids);
  return Promise.all(
    portfolioRows.map(async (portfolio) => {
      const mine = <T extends { portfolioId: number }>(rows: readonly T[]) =>
        rows.filter((row) => row.portfolioId === portfolio.id);
      const prices = await priceSeriesOf(db, portfolio.id);
      return {
        portfolio,
        particulars: factSheetParticulars(portfolio, mine(lists.assetMix), mine(lists.topHoldings)),
        figures: factSheetFigures(prices, mine(lists.benchmarkLevels)),
      };
    }),
  );
}

/** The fact sheets of every portfolio the member holds, by name. */
export async function heldFactSheets(db: Db, memberId: number): Promise<FactSheet[]> {
  return factSheetsOf(db, await findHeldPortfolios(db, memberId));
}

const percentOf = (bp: number | null): number | null => (bp === null ? null : bp / 100);

/** A fact sheet's key facts as the API answers them (percentages a year). */
export function keyFactsOf({ portfolio, particulars, figures }: FactSheet): PortfolioKeyFacts {
  const rating = figures?.riskRating ?? 'Not rated';
  return {
    udwID: portfolio.udwId,
    name: portfolio.name,
    asisaCategory: particulars.asisaCategory,
    manager: particulars.manager,
    inceptionDate: particulars.inceptionDate,
    benchmarkName: particulars.benchmarkName,
    regulation28Compliant: particulars.regulation28Compliant,
    totalExpenseRatio: percentOf(particulars.terBp),
    transactionCosts: percentOf(particulars.tcBp),
    totalInvestmentCharge: percentOf(particulars.ticBp),
    riskRating: rating,
    riskMeaning: riskMeaningOf(rating),
    returnsAsAt: figures?.benchmark?.asAt ?? null,
    returns: (figures?.benchmark?.rows ?? []).map((row) => ({
      period: row.label,
      years: row.years,
      fromDate: row.fromDate,
      portfolio: row.portfolioPct,
      benchmark: row.benchmarkPct,
    })),
    assetMix: particulars.assetMix.map((row) => ({
      assetClass: row.assetClass,
      name: row.name,
      share: row.shareBp / 100,
    })),
    topHoldings: particulars.topHoldings.map((row) => ({
      position: row.position,
      name: row.name,
      share: row.shareBp / 100,
    })),
  };
}
