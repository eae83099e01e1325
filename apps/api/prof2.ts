import { openDatabase } from './src/db/client';
import { membershipsOf, positionsAtCalculationDates } from './src/modules/fund/fund.repository';
import { portfoliosOfMember } from './src/modules/fund-details/fund-details.repository';
import { dateOfBirthOf, fundFactsOf, portfolioFactsOf } from './src/modules/projection/projection.repository';
import { projectionsOfMember } from './src/modules/projection/projection.service';
const database = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/portal_prof' });
const db = database.db;
async function time(name: string, f: (m: number) => Promise<unknown>) {
  for (let m = 1; m <= 16; m++) await f(m);
  const t = performance.now();
  for (let r = 0; r < 5; r++) for (let m = 1; m <= 16; m++) await f(m);
  console.log(name, ((performance.now() - t) / 80).toFixed(2), 'ms');
}
const held = new Map<number, any>();
for (let m = 1; m <= 16; m++) held.set(m, await membershipsOf(db, m));
const vals = new Map<number, any>();
for (let m = 1; m <= 16; m++) vals.set(m, await positionsAtCalculationDates(db, m));
await time('membershipsOf', (m) => membershipsOf(db, m));
await time('positionsAtCalculationDates', (m) => positionsAtCalculationDates(db, m));
await time('portfoliosOfMember', (m) => portfoliosOfMember(db, m));
await time('dateOfBirthOf', (m) => dateOfBirthOf(db, m));
await time('fundFactsOf', (m) => fundFactsOf(db, held.get(m).map((h: any) => ({ membershipId: h.membership.id, date: vals.get(m).get(h.membership.id)?.calculationDate ?? '2026-11-29' }))));
await time('portfolioFactsOf', (m) => portfolioFactsOf(db, [...new Set<number>(held.get(m).map((h: any) => h.product.id))], []));
await time('whole', (m) => projectionsOfMember(db, m, '2026-11-29'));
const body = JSON.stringify(await projectionsOfMember(db, 1, '2026-11-29'));
console.log('bytes', body.length);
let t = performance.now(); for (let i = 0; i < 100; i++) JSON.stringify(await Promise.resolve(JSON.parse(body))); console.log('stringify', ((performance.now()-t)/100).toFixed(2));
await database.close();
