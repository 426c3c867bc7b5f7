import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const RULE = 'local/import-boundaries';
const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });

/** The repository's real ESLint config on `code` as if it were the file at `filePath` (which need not exist). */
async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages;
}

// Loading the config (typescript-eslint and all) takes seconds on a busy machine: once, up front.
beforeAll(async () => {
  await eslint.lintText('', { filePath: 'renderer/src/lib/warm-up.ts' });
}, 60_000);

const importing = (specifier: string) => `import { thing } from '${specifier}';\nexport const used = thing;\n`;

async function expectCrossing(filePath: string, code: string, reason: RegExp) {
  const messages = await lint(filePath, code);
  const crossings = messages.filter((m) => m.ruleId === RULE);
  expect(crossings, JSON.stringify(messages)).toHaveLength(1);
  expect(crossings[0]!.severity).toBe(2);
  expect(crossings[0]!.message).toMatch(reason);
}

async function expectClean(filePath: string, code: string) {
  expect(await lint(filePath, code)).toEqual([]);
}

describe('renderer: features do not import each other', () => {
  const file = 'renderer/src/features/beta/components/some-card.tsx';

  it('fails on a relative import of another feature', async () => {
    await expectCrossing(file, importing('../../billing/lib/team'), /feature "beta" may not import feature "billing"/);
  });

  it('fails on an aliased import, an export-from and a lazy import of another feature', async () => {
    await expectCrossing(file, importing('@/features/billing/lib/team'), /feature "beta" may not import feature "billing"/);
    await expectCrossing(file, "export { thing } from '@/features/billing/lib/team';\n", /"billing"/);
    await expectCrossing(file, "export const load = () => import('../../billing/billing-page');\n", /"billing"/);
  });

  it('allows the same feature and the shared folders', async () => {
    await expectClean(file, importing('../lib/beta-form'));
    await expectClean(file, importing('@/features/beta/lib/beta-form'));
    await expectClean(file, importing('@/lib/api-client'));
    await expectClean(file, importing('../../../components/ui/button'));
  });

  it('lib, components and api may not import a feature; app may', async () => {
    await expectCrossing('renderer/src/lib/helper.ts', importing('../features/billing/lib/team'), /renderer\/src\/lib is shared/);
    await expectCrossing('renderer/src/components/widget.tsx', importing('@/features/billing/lib/team'), /components is shared/);
    await expectCrossing('renderer/src/api/bank-accounts.ts', importing('@/features/mobile-banking/lib/money'), /api is shared/);
    await expectClean('renderer/src/app/routes.tsx', importing('../features/billing/billing-page'));
  });
});

describe('backend: layers import downwards only', () => {
  it('http/ may not import a module', async () => {
    await expectCrossing('backend/src/http/x.ts', importing('../modules/teams/repository'), /http sits below the modules/);
    await expectCrossing('backend/src/http/nested/x.ts', importing('../../modules/teams/service'), /http sits below the modules/);
    await expectCrossing('backend/src/db/open.ts', importing('../modules/teams/service'), /db sits below the modules/);
  });

  it("a module may not reach another module's routes or repository", async () => {
    await expectCrossing(
      'backend/src/modules/rewards/service.ts',
      importing('../subscriptions/routes'),
      /another module's routes \(modules\/subscriptions\/routes\).*go through modules\/subscriptions\/service/,
    );
    await expectCrossing('backend/src/modules/payments/routes.ts', importing('../subscriptions/repository'), /another module's repository/);
    await expectCrossing('backend/src/realtime/world.ts', importing('../modules/metaverse/repository'), /another module's repository/);
  });

  it("a module may use another module's service", async () => {
    await expectClean('backend/src/modules/dashboard/service.ts', importing('../budget/service'));
  });

  it('inside a module: the repository imports no service or routes, and only routes import routes', async () => {
    await expectCrossing('backend/src/modules/bills/repository.ts', importing('./service'), /a repository holds SQL only/);
    await expectCrossing('backend/src/modules/bills/service.ts', importing('./routes'), /routes are the top of a module/);
    await expectCrossing('backend/src/modules/subscriptions/detection/detect.ts', importing('../routes'), /routes are the top/);
    await expectClean('backend/src/modules/bills/routes.ts', importing('./service'));
    await expectClean('backend/src/modules/bills/service.ts', importing('./repository'));
  });

  it('only the composition root imports db/seed; it may import anything', async () => {
    await expectCrossing('backend/src/modules/subscriptions/service.ts', importing('../../db/seed/random'), /composition root/);
    await expectCrossing('backend/src/http/auth.ts', importing('../db/seed/seed'), /composition root/);
    await expectClean('backend/src/server.ts', importing('./modules/teams/routes'));
    await expectClean('backend/src/db/seed/seed.ts', importing('../../modules/budget/repository'));
  });
});
