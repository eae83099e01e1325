import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import { inTransaction, type Db } from '../../db/client';
import { createBackgroundWork, type BackgroundWork } from '../../lib/background-work';
import { todayOf } from '../../lib/clock';
import type { Partners } from '../../partners/partners';
import { derivedFileId } from '../documents/derived-file-id';
import { issueDocument } from '../documents/documents.repository';
import { identityProductOfMembership } from '../fund-identity/fund-identity.repository';
import { identityOfProduct } from '../fund-identity/fund-identity.service';
import { tellMember } from '../inbox/tell-member';
import { membershipMailPlace } from '../mail/mail-places.repository';
import type { PdfRenderer } from '../pdf/pdf-renderer';
import { findMemberById } from '../profile/profile.repository';
import { switchLetterDocument, switchLetterTitle } from './switch-letter.document';
import { planFeeOnly, planValueSwitch, potOf, type PlannedRow } from './switch-plan';
import { heldUnitsOf, portfolioNamesOf, type InstructionRow } from './switches.repository';
import {
  insertSwitchRows,
  lockInstruction,
  lockMembershipRow,
  membershipFactsOf,
  replaceContributionAllocation,
  setDone,
  setHubReference,
  setRefused,
  storeTradePrices,
  takeDueInstruction,
} from './switch-processing.repository';
import { portalNow, SCOPE_WORDS } from './switch-options';

// Pending switch instructions move on in the background (DESIGN §1b; decision 041), the state
// only in PostgreSQL so that a restarted server, or another one, continues where one stopped:
//   1. At its cut-off an instruction is sent to the investment hub; the hub's reference is kept
//      (from then on it can no longer be cancelled), or its refusal with the reason.
//   2. From its trade date the hub is asked to execute it; executed, one database transaction
//      writes the switch rows at the trade date's prices (switch-plan.ts), replaces the
//      contribution allocation where the scope includes contributions, and marks it done; a
//      refusal marks it refused with the hub's reason. Nothing is written halfway.
// An instruction is taken with `for update skip locked`; the final write locks its row again and
// re-reads its status, so one is never executed twice. The hub answering 'waiting' or failing
// leaves the instruction for a later poll (this server skips it for a while).

declare module 'fastify' {
  interface FastifyInstance {
    /** Pending switch instructions' background processing (tests await it). */
    switchProcessing?: SwitchProcessing;
  }
}

export type SwitchProcessing = BackgroundWork;

/** The dedupe key of a switch's confirmation letter among the member's documents. */
export function switchLetterKey(instructionId: number): string {
  return `switch-letter:${instructionId}`;
}

/** How long this server leaves an instruction alone after the hub was not ready or failed. */
const RETRY_MS = 60_000;

export function createSwitchProcessing(options: {
  db: Db;
  config: AppConfig;
  partners: Pick<Partners, 'investmentHub'>;
  /** The PDF pool's background view (the confirmation letter waits its turn). */
  renderer: Pick<PdfRenderer, 'render'>;
  log: FastifyBaseLogger;
  /** Tells the mail outbox of a message queued (the notice of a done or refused switch). */
  wakeMail?: () => void;
  /** The portal's clock; by default the configured one (tests move it on). */
  clock?: () => { today: string; now: Date };
  pollMs?: number;
}): SwitchProcessing {
  const { db, config, log, renderer } = options;
  const hub = options.partners.investmentHub;
  const clock = options.clock ?? (() => ({ today: todayOf(config), now: portalNow(config) }));
  const waitingUntil = new Map<number, number>();

  function skipIds(): number[] {
    const now = Date.now();
    for (const [id, until] of waitingUntil) if (until <= now) waitingUntil.delete(id);
    return [...waitingUntil.keys()];
  }

  async function take(): Promise<InstructionRow | undefined> {
    const { now, today } = clock();
    return inTransaction(db, (tx) => takeDueInstruction(tx, { now, today, skipIds: skipIds() }));
  }

  async function refuse(instruction: InstructionRow, reason: string): Promise<void> {
    await inTransaction(db, async (tx) => {
      const locked = await lockInstruction(tx, instruction.id);
      if (!locked || locked.status !== 'pending') return;
      await setRefused(tx, instruction.id, reason, new Date());
      const facts = await membershipFactsOf(tx, instruction.membershipId);
      await tellMember(
        tx,
        instruction.memberId,
        { kind: 'switch-refused', fundName: facts.fundName, reason },
        { portalName: config.portalName },
      );
    });
    options.wakeMail?.();
    log.info({ instructionId: instruction.id }, 'switch instruction refused by the hub');
  }

  async function codesOf(instruction: InstructionRow, today: string) {
    const held = await heldUnitsOf(db, instruction.membershipId, today);
    const ids = [
      ...new Set([
        ...held.map((h) => h.portfolioId),
        ...instruction.targets.map((t) => t.portfolioId),
      ]),
    ];
    const names = await portfolioNamesOf(db, ids);
    return { held, names };
  }

  async function send(instruction: InstructionRow, today: string): Promise<void> {
    const { held, names } = await codesOf(instruction, today);
    const answer = await hub.send({
      instructionId: instruction.id,
      membershipNumber: String(instruction.membershipId),
      tradeDate: instruction.tradeDate,
      fromPortfolioCodes: [...new Set(held.map((h) => names.get(h.portfolioId)?.code ?? ''))],
      targets: instruction.targets.map((t) => ({
        portfolioCode: names.get(t.portfolioId)?.code ?? '',
        allocationBp: t.allocationBp,
      })),
    });
    if (answer.status === 'technical-error') {
      waitingUntil.set(instruction.id, Date.now() + RETRY_MS);
      log.warn({ instructionId: instruction.id }, 'investment hub unavailable; sent again later');
      return;
    }
    if (answer.status === 'refused') return refuse(instruction, answer.reason);
    await inTransaction(db, async (tx) => {
      const locked = await lockInstruction(tx, instruction.id);
      if (!locked || locked.status !== 'pending') return;
      await setHubReference(tx, instruction.id, answer.reference);
    });
  }

  async function execute(instruction: InstructionRow, today: string): Promise<void> {
    const { held, names } = await codesOf(instruction, instruction.tradeDate);
    const codeOf = (id: number) => names.get(id)?.code ?? '';
    const movesValue = instruction.scope !== 'contributions';
    const portfolioIds = [
      ...new Set([
        ...held.map((h) => h.portfolioId),
        ...(movesValue ? instruction.targets.map((t) => t.portfolioId) : []),
      ]),
    ];
    const answer = await hub.execute({
      reference: instruction.hubReference ?? '',
      tradeDate: instruction.tradeDate,
      portfolioCodes: portfolioIds.map(codeOf),
      asOf: today,
    });
    if (answer.status === 'technical-error' || answer.status === 'waiting') {
      waitingUntil.set(instruction.id, Date.now() + RETRY_MS);
      return;
    }
    if (answer.status === 'refused') return refuse(instruction, answer.reason);
    const priceByCode = new Map(answer.prices.map((p) => [p.portfolioCode, p.priceMicro]));
    const priceOf = (id: number) => {
      const price = priceByCode.get(codeOf(id));
      if (price === undefined) throw new Error(`no trade price for portfolio ${id}`);
      return price;
    };
    await inTransaction(db, async (tx) => {
      const locked = await lockInstruction(tx, instruction.id);
      if (!locked || locked.status !== 'pending') return;
      await lockMembershipRow(tx, instruction.membershipId);
      // The trade date's prices become the portfolios' prices of that day where the portal has
      // none (the simulated hub's own, in a running demo): the fund is then valued at them.
      await storeTradePrices(
        tx,
        instruction.tradeDate,
        portfolioIds.map((id) => ({ portfolioId: id, priceMicro: priceOf(id) })),
      );
      // The units as they stand now, in the transaction that writes the switch.
      const units = await heldUnitsOf(tx, instruction.membershipId, instruction.tradeDate);
      const plan = movesValue
        ? planValueSwitch(units, instruction.targets, priceOf, locked.feeCents)
        : planFeeOnly(units, priceOf, locked.feeCents);
      await insertSwitchRows(
        tx,
        plan.rows.map((row) => rowOf(instruction, row)),
      );
      if (instruction.scope !== 'value')
        await replaceContributionAllocation(
          tx,
          instruction.membershipId,
          instruction.targets,
          instruction.tradeDate,
        );
      await setDone(tx, instruction.id, new Date(), plan.feeCents);
      // The letter and the notice in the same transaction as the switch they tell of.
      await issueLetter(tx, locked, plan.rows, plan.feeCents);
      const facts = await membershipFactsOf(tx, instruction.membershipId);
      await tellMember(
        tx,
        instruction.memberId,
        {
          kind: 'switch-done',
          fundName: facts.fundName,
          tradeDate: instruction.tradeDate,
          feeCents: plan.feeCents,
          place: await membershipMailPlace(tx, instruction.membershipId, config.publicUrl),
        },
        { portalName: config.portalName },
      );
    });
    options.wakeMail?.();
    log.info({ instructionId: instruction.id }, 'switch instruction done');
  }

  async function issueLetter(
    tx: Db,
    instruction: InstructionRow,
    rows: readonly PlannedRow[],
    feeCents: number,
  ): Promise<void> {
    // One after another: a transaction's connection runs one query at a time.
    const facts = await membershipFactsOf(tx, instruction.membershipId);
    const member = await findMemberById(tx, instruction.memberId);
    const product = await identityProductOfMembership(tx, instruction.membershipId);
    const names = await portfolioNamesOf(tx, [
      ...new Set([
        ...rows.map((r) => r.portfolioId),
        ...instruction.targets.map((t) => t.portfolioId),
      ]),
    ]);
    const nameOf = (id: number) => names.get(id)?.name ?? String(id);
    const { definition, footer } = switchLetterDocument({
      portalName: config.portalName,
      identity: identityOfProduct(product),
      memberName: member ? [member.firstName, member.lastName].join(' ') : '',
      fundName: facts.fundName,
      schemeNumber: facts.schemeNumber,
      membershipNumber: facts.membershipNumber,
      instructionId: instruction.id,
      hubReference: instruction.hubReference ?? '',
      scopeWords: SCOPE_WORDS[instruction.scope],
      tradeDate: instruction.tradeDate,
      targets: instruction.targets.map((t) => ({
        portfolioName: nameOf(t.portfolioId),
        allocationBp: t.allocationBp,
      })),
      trades: rows.map((r) => ({
        type: r.type,
        portfolioName: nameOf(r.portfolioId),
        units: r.units,
        priceMicro: r.priceMicro,
        amountCents: r.amountCents,
      })),
      feeCents,
    });
    const content = await renderer.render(definition, footer);
    const dedupeKey = switchLetterKey(instruction.id);
    await issueDocument(tx, {
      memberId: instruction.memberId,
      membershipId: instruction.membershipId,
      kind: 'letter',
      title: switchLetterTitle(instruction.id),
      fileName: `SwitchConfirmation_${instruction.id}.pdf`,
      request: { switchInstructionId: instruction.id },
      dedupeKey,
      fileId: derivedFileId(instruction.memberId, dedupeKey),
      content,
    });
  }

  function rowOf(instruction: InstructionRow, row: PlannedRow) {
    const names = {
      switch_out: 'Switch out',
      switch_in: 'Switch in',
      fee: 'Switch fee',
    } as const;
    return {
      membershipId: instruction.membershipId,
      portfolioId: row.portfolioId,
      txDate: instruction.tradeDate,
      type: row.type,
      name: names[row.type],
      units: row.units,
      unitPriceMicro: row.priceMicro,
      amountCents: row.amountCents,
      ...potOf(row.bucket),
      switchInstructionId: instruction.id,
    };
  }

  return createBackgroundWork<InstructionRow>({
    name: 'switch instruction',
    log,
    pollMs: options.pollMs ?? 30_000,
    take,
    work: async (instruction) => {
      const { today } = clock();
      if (instruction.hubReference === null) await send(instruction, today);
      else await execute(instruction, today);
    },
    failed: async (instruction, err) => {
      waitingUntil.set(instruction.id, Date.now() + RETRY_MS);
      log.error({ err, instructionId: instruction.id }, 'switch instruction step failed');
    },
  });
}
