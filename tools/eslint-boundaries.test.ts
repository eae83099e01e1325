import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layering rules of DESIGN §3, as eslint.config.js enforces them with eslint-plugin-boundaries
// (docs/decisions/008): each case lints a probe file that does not exist, with imports of files
// that do, so the real configuration and module resolution are what is tested.
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function lint(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result?.messages ?? [];
}

async function expectRefused(file: string, code: string, message: RegExp) {
  const messages = await lint(file, code);
  expect(messages).toContainEqual(
    expect.objectContaining({
      ruleId: 'boundaries/dependencies',
      severity: 2,
      message: expect.stringMatching(message),
    }),
  );
}

async function expectAllowed(file: string, code: string) {
  expect(await lint(file, code)).toEqual([]);
}

const domainFile = 'packages/domain/src/boundaries-probe.ts';
const featureFile = 'apps/web/src/features/funds/components/boundaries-probe.tsx';
const serviceFile = 'apps/api/src/modules/fund/boundaries-probe.service.ts';
const repositoryFile = 'apps/api/src/modules/fund/boundaries-probe.repository.ts';

describe('layering lint (eslint-plugin-boundaries)', { timeout: 60_000 }, () => {
  it('keeps the domain package free of frameworks', async () => {
    await expectRefused(
      domainFile,
      "import { useState } from 'react';\nexport const probe = useState;\n",
      /domain package is pure.*"react"/,
    );
    await expectRefused(
      domainFile,
      "import { readFileSync } from 'node:fs';\nexport const probe = readFileSync;\n",
      /domain package is pure.*"node:fs"/,
    );
    await expectAllowed(domainFile, "import { z } from 'zod';\nexport const probe = z.string();\n");
  });

  it('keeps the domain package below the contract', async () => {
    await expectRefused(
      domainFile,
      "import { InternalFundSchema } from '@portal/contract/fund';\nexport const probe = InternalFundSchema;\n",
      /from elements of type "domain" to elements of type "contract"/,
    );
    await expectAllowed(
      'packages/contract/src/boundaries-probe.ts',
      "import { CentsSchema } from '@portal/domain/schemas';\nexport const probe = CentsSchema;\n",
    );
  });

  it('keeps web features apart, through the alias and through relative paths', async () => {
    await expectRefused(
      featureFile,
      "import { useProfileDetails } from '@/features/profile/api/get-profile-details';\nexport const probe = useProfileDetails;\n",
      /Feature "funds" may not import feature "profile"/,
    );
    await expectRefused(
      featureFile,
      "import { useProfileDetails } from '../../profile/api/get-profile-details';\nexport const probe = useProfileDetails;\n",
      /Feature "funds" may not import feature "profile"/,
    );
    await expectAllowed(
      featureFile,
      [
        "import { useInternalFunds } from '../api/get-internal-funds';",
        "import { isApiError } from '@/lib/api-client';",
        'export const probe = [useInternalFunds, isApiError];',
        '',
      ].join('\n'),
    );
  });

  it('lets only repositories touch the database', async () => {
    await expectRefused(
      serviceFile,
      "import { eq } from 'drizzle-orm';\nexport const probe = eq;\n",
      /Only \*\.repository\.ts files touch the database \("drizzle-orm"\)/,
    );
    await expectAllowed(
      repositoryFile,
      "import { eq } from 'drizzle-orm';\nexport const probe = eq;\n",
    );
  });
});
