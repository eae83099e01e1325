import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/client';
import {
  consumePayload,
  destroyByGrant,
  destroyPayload,
  findPayload,
  upsertPayload,
  type PayloadRow,
} from './idp.repository';

/**
 * oidc-provider storage in PostgreSQL, so grants, provider sessions and refresh tokens survive a
 * restart and are shared by every replica.
 */
export function createAdapterClass(db: Db): new (name: string) => Adapter {
  function toPayload(row: PayloadRow | undefined): AdapterPayload | undefined {
    if (!row) return undefined;
    if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return undefined;
    return {
      ...(row.payload as AdapterPayload),
      ...(row.consumedAt ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) } : {}),
    };
  }

  return class PgAdapter implements Adapter {
    private readonly model: string;

    constructor(name: string) {
      this.model = name;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      await upsertPayload(db, {
        model: this.model,
        id,
        payload: payload as Record<string, unknown>,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      });
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return toPayload(await findPayload(db, this.model, 'id', id));
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return toPayload(await findPayload(db, this.model, 'userCode', userCode));
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return toPayload(await findPayload(db, this.model, 'uid', uid));
    }

    async consume(id: string): Promise<void> {
      await consumePayload(db, this.model, id);
    }

    async destroy(id: string): Promise<void> {
      await destroyPayload(db, this.model, id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await destroyByGrant(db, grantId);
    }
  };
}
