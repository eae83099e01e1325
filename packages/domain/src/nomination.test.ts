import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NominationTypeId,
  beneficiaryListState,
  canSubmitNomination,
  closeManageBeneficiaries,
  compareNomineeIdentifiers,
  emptyNominationRows,
  funeralNominationJourney,
  hasPendingChanges,
  nominationRowsReducer,
  reportKind,
  rowsToSubmit,
  type NominationRowsEvent,
  type NominationRowsState,
} from './nomination';
import { NominationTypeIdSchema, RowActionSchema } from './schemas';

type Data = { name: string };
const run = (events: readonly NominationRowsEvent<Data>[]) =>
  events.reduce<NominationRowsState<Data>>(nominationRowsReducer, emptyNominationRows<Data>());
const load: NominationRowsEvent<Data> = {
  type: 'load',
  rows: [
    { key: 'a', data: { name: 'Ann' } },
    { key: 'b', data: { name: 'Ben' } },
  ],
};

describe('row actions', () => {
  it.each([
    ['loaded rows send nothing', [load], []],
    [
      'a new row is Insert',
      [load, { type: 'add', key: 'c', data: { name: 'Cat' } }],
      [{ action: 'Insert', data: { name: 'Cat' } }],
    ],
    [
      'an edited new row stays Insert',
      [
        { type: 'add', key: 'c', data: { name: 'Cat' } },
        { type: 'edit', key: 'c', data: { name: 'Kat' } },
      ],
      [{ action: 'Insert', data: { name: 'Kat' } }],
    ],
    [
      'an edited existing row is Update',
      [load, { type: 'edit', key: 'a', data: { name: 'Anne' } }],
      [{ action: 'Update', data: { name: 'Anne' } }],
    ],
    [
      'a removed existing row is Delete',
      [load, { type: 'remove', key: 'b' }],
      [{ action: 'Delete', data: { name: 'Ben' } }],
    ],
    [
      'an edited then removed existing row is Delete',
      [load, { type: 'edit', key: 'b', data: { name: 'Benny' } }, { type: 'remove', key: 'b' }],
      [{ action: 'Delete', data: { name: 'Benny' } }],
    ],
    [
      'a removed new row is dropped',
      [load, { type: 'add', key: 'c', data: { name: 'Cat' } }, { type: 'remove', key: 'c' }],
      [],
    ],
    ['removing an unknown key changes nothing', [load, { type: 'remove', key: 'z' }], []],
    [
      'a duplicate add is ignored',
      [
        { type: 'add', key: 'c', data: { name: 'Cat' } },
        { type: 'add', key: 'c', data: { name: 'Dup' } },
      ],
      [{ action: 'Insert', data: { name: 'Cat' } }],
    ],
  ] as const)('%s', (_name, events, expected) => {
    expect(rowsToSubmit(run(events))).toEqual(expected);
  });

  it('keeps deleted rows out of the visible list and reports pending changes', () => {
    const state = run([load, { type: 'remove', key: 'a' }]);
    expect(state.rows.map((row) => row.key)).toEqual(['b']);
    expect(state.deleted.map((row) => row.key)).toEqual(['a']);
    expect(hasPendingChanges(state)).toBe(true);
    expect(hasPendingChanges(run([load]))).toBe(false);
  });

  it('never sends a row that was added and removed, and sends every removed existing row', () => {
    const event = fc.oneof(
      fc.record({
        type: fc.constant('add' as const),
        key: fc.constantFrom('n1', 'n2'),
        data: fc.constant({ name: 'x' }),
      }),
      fc.record({
        type: fc.constant('edit' as const),
        key: fc.constantFrom('a', 'b', 'n1', 'n2'),
        data: fc.constant({ name: 'y' }),
      }),
      fc.record({
        type: fc.constant('remove' as const),
        key: fc.constantFrom('a', 'b', 'n1', 'n2'),
      }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 12 }), (events) => {
        const state = run([load, ...events]);
        const sent = rowsToSubmit(state);
        const deletes = sent.filter((row) => row.action === 'Delete').length;
        expect(deletes).toBe(2 - state.rows.filter((row) => row.isExisting).length);
        expect(state.rows.every((row) => row.isExisting || row.action === 'Insert')).toBe(true);
        expect(sent.length).toBe(
          state.deleted.length + state.rows.filter((row) => row.action !== null).length,
        );
      }),
    );
  });
});

describe('canSubmitNomination', () => {
  const ready = {
    isFormVisible: false,
    allocations: [6000, 4000],
    isLoading: false,
    isConsentGiven: true,
  };
  it.each([
    ['ready', {}, true],
    ['form still shown', { isFormVisible: true }, false],
    ['total 99.99 %', { allocations: [6000, 3999] }, false],
    ['total over 100 %', { allocations: [6000, 4001] }, false],
    ['loading', { isLoading: true }, false],
    ['a zero share', { allocations: [10_000, 0] }, false],
    ['no consent', { isConsentGiven: false }, false],
    ['no rows', { allocations: [] }, false],
  ])('%s', (_name, overrides, expected) => {
    expect(canSubmitNomination({ ...ready, ...overrides })).toBe(expected);
  });
});

describe('modal and list rules', () => {
  it.each([
    [{ isFormDirty: true, hasPendingChanges: false, isSuccess: false }, 'confirm-cancel'],
    [{ isFormDirty: false, hasPendingChanges: true, isSuccess: false }, 'confirm-cancel'],
    [{ isFormDirty: false, hasPendingChanges: false, isSuccess: false }, 'close'],
    [{ isFormDirty: true, hasPendingChanges: true, isSuccess: true }, 'close'],
  ])('closing with %j: %s', (input, expected) => {
    expect(closeManageBeneficiaries(input)).toBe(expected);
  });

  it.each([
    [{ isLoading: true, hasError: true, beneficiaryCount: 1 }, 'Loading'],
    [{ isLoading: false, hasError: true, beneficiaryCount: 1 }, 'Error'],
    [{ isLoading: false, hasError: false, beneficiaryCount: 1 }, 'Data'],
    [{ isLoading: false, hasError: false, beneficiaryCount: 0 }, 'NoData'],
  ])('list %j is %s', (input, expected) => {
    expect(beneficiaryListState(input)).toBe(expected);
  });

  it.each([
    [0, 'Add'],
    [1, 'Replace'],
  ])('funeral with %d beneficiaries offers %s', (count, journey) => {
    expect(funeralNominationJourney(count)).toBe(journey);
  });

  it.each([
    [NominationTypeId.LifeCover, 'Lumpsum'],
    [NominationTypeId.Funeral, 'Funeral'],
    [NominationTypeId.Retirement, ''],
  ])('type %d reports as %j', (type, kind) => {
    expect(reportKind(type)).toBe(kind);
  });

  it('sorts nominee identifiers ascending, numbers by value', () => {
    expect(['10', '2', null, '1'].sort(compareNomineeIdentifiers)).toEqual([null, '1', '2', '10']);
  });

  it('numbers the nomination types as DESIGN §5', () => {
    expect(NominationTypeId).toEqual({ Funeral: 1, Retirement: 2, LifeCover: 3 });
  });
});

describe('schemas', () => {
  it.each([
    [1, true],
    [3, true],
    [4, false],
    ['1', false],
  ])('nomination type %j valid: %s', (value, expected) => {
    expect(NominationTypeIdSchema.safeParse(value).success).toBe(expected);
  });

  it('row actions', () => {
    expect(RowActionSchema.options).toEqual(['Insert', 'Update', 'Delete']);
  });
});
