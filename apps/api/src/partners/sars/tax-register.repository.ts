import { and, eq } from 'drizzle-orm';
import { toCents, type Cents } from '@portal/domain/money';
import type { Db } from '../../db/client';
import { taxRegisterIncomes } from '../../db/schema';

/**
 * The simulated SARS register's taxable income of an ID number in a tax year ('2025/26'), from
 * the demo's table; undefined when it holds none (the simulator then falls back to its rules).
 */
export async function registeredIncomeOf(
  db: Db,
  idNumber: string,
  taxYear: string,
): Promise<Cents | undefined> {
  const [row] = await db
    .select({ cents: taxRegisterIncomes.taxableIncomeCents })
    .from(taxRegisterIncomes)
    .where(and(eq(taxRegisterIncomes.idNumber, idNumber), eq(taxRegisterIncomes.taxYear, taxYear)))
    .limit(1);
  return row ? toCents(row.cents) : undefined;
}
