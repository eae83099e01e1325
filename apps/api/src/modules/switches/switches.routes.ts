import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cancelSwitchInstruction,
  createSwitchInstruction,
  getSwitchInstructions,
  getSwitchOptions,
  previewSwitch,
} from '@portal/contract/switches';
import { requireConfirmed, withConfirmation } from '../../auth/step-up-confirmation';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { requireMember } from '../../plugins/member-auth';
import { switchOptions } from './switch-options';
import { previewSwitch as preview } from './switch-preview';
import { cancelInstruction, createInstruction, instructionHistory } from './switches.service';

// An online switch (docs/decisions/041-online-switches.md). The answers depend on the time of day
// (the cut-off) as well as the member's data, so none is kept: each is read when asked.

export async function switchesRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: AppConfig },
): Promise<void> {
  const { db, config } = opts;
  const deps = { db, config };
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.route({
    method: getSwitchOptions.method,
    url: getSwitchOptions.path,
    schema: { params: getSwitchOptions.params, response: { 200: getSwitchOptions.response } },
    handler: async (request) =>
      switchOptions(deps, requireMember(request).memberId, request.params.schemeNumber),
  });

  typed.route({
    method: previewSwitch.method,
    url: previewSwitch.path,
    schema: { body: previewSwitch.body, response: { 200: previewSwitch.response } },
    handler: async (request) => preview(deps, requireMember(request).memberId, request.body),
  });

  typed.route({
    method: createSwitchInstruction.method,
    url: createSwitchInstruction.path,
    schema: {
      body: createSwitchInstruction.body,
      response: { 200: createSwitchInstruction.response },
    },
    handler: async (request) => {
      // Money is reinvested: the member confirms this fund, scope, portfolios and shares (and the
      // fee and trade date shown with them) at a step-up just before.
      const member = requireMember(request);
      const instruction = await withConfirmation(db, config, member, () =>
        createInstruction(deps, member, request.body, (tx, details) =>
          requireConfirmed(tx, config, member, details),
        ),
      );
      app.switchProcessing?.wake();
      return { success: true as const, instruction };
    },
  });

  typed.route({
    method: cancelSwitchInstruction.method,
    url: cancelSwitchInstruction.path,
    schema: {
      params: cancelSwitchInstruction.params,
      response: { 200: cancelSwitchInstruction.response },
    },
    handler: async (request) => ({
      success: true as const,
      instruction: await cancelInstruction(deps, requireMember(request), request.params.id),
    }),
  });

  typed.route({
    method: getSwitchInstructions.method,
    url: getSwitchInstructions.path,
    schema: { response: { 200: getSwitchInstructions.response } },
    handler: async (request) => ({
      success: true as const,
      instructions: await instructionHistory(deps, requireMember(request).memberId),
    }),
  });
}
