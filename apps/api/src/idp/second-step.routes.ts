import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { requestText } from '@portal/contract/wire';
import type { AppConfig } from '../config';
import { renderErrorPage } from './pages';
import type { SecondFactorService } from './second-factor.service';
import type { SignInCompletion } from './sign-in-completion';
import { renderSecondStepPage } from './two-step-pages';

// The sign-in's second step: after the password, a member with two-step sign-in on is asked for
// a code. That the password was right is kept in a signed cookie for this interaction only, for
// SECOND_STEP_MINUTES; the sign-in finishes only with a right code.

const SECOND_STEP_COOKIE = 'portal_second_step';
const SECOND_STEP_MINUTES = 5;
export const SECOND_STEP_EXPIRED =
  'Your sign-in took too long. Please enter your username and password again.';

const PendingSchema = z.object({
  uid: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  at: z.number(),
});
type Pending = z.infer<typeof PendingSchema>;
const CodeForm = z.object({ code: requestText(40).default('') });

export type InteractionDetails = Awaited<ReturnType<Provider['interactionDetails']>>;

/**
 * Whether the portal asked the member to prove again who they are (step-up before a money or
 * identity change): `prompt=login`, or a `max_age` the provider session is older than.
 */
export function isConfirming(details: InteractionDetails): boolean {
  const prompt = typeof details.params.prompt === 'string' ? details.params.prompt : '';
  return prompt.split(' ').includes('login') || details.prompt.reasons.includes('max_age');
}

export function secondStepRoutes(
  app: FastifyInstance,
  opts: {
    provider: Provider;
    config: AppConfig;
    secondFactors: SecondFactorService;
    completion: SignInCompletion;
  },
) {
  const { provider, config, secondFactors, completion } = opts;
  const cookieOptions = {
    path: '/interaction',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.secureCookies,
    signed: true,
  };

  function pendingOf(request: FastifyRequest, uid: string): Pending | undefined {
    const raw = request.cookies[SECOND_STEP_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : undefined;
    if (!unsigned?.valid || !unsigned.value) return undefined;
    try {
      const pending = PendingSchema.parse(JSON.parse(unsigned.value));
      const isFresh = Date.now() - pending.at < SECOND_STEP_MINUTES * 60_000;
      return pending.uid === uid && isFresh ? pending : undefined;
    } catch {
      return undefined;
    }
  }

  function show(reply: FastifyReply, status: number, uid: string, error?: string) {
    return reply
      .status(status)
      .type('text/html')
      .header('cache-control', 'no-store')
      .send(
        renderSecondStepPage({
          portalName: config.portalName,
          action: `/interaction/${uid}/second-step`,
          ...(error ? { error } : {}),
        }),
      );
  }

  /** The interaction of the request, or the page saying the sign-in must start again. */
  async function interactionOf(request: FastifyRequest, reply: FastifyReply) {
    try {
      return await provider.interactionDetails(request.raw, reply.raw);
    } catch {
      void reply
        .status(400)
        .type('text/html')
        .send(renderErrorPage(config.portalName, SECOND_STEP_EXPIRED));
      return undefined;
    }
  }

  app.get<{ Params: { uid: string } }>('/interaction/:uid/second-step', async (request, reply) => {
    const details = await interactionOf(request, reply);
    if (!details) return reply;
    if (!pendingOf(request, details.uid)) return reply.redirect(`/interaction/${details.uid}`, 303);
    return show(reply, 200, details.uid);
  });

  app.post<{ Params: { uid: string } }>('/interaction/:uid/second-step', async (request, reply) => {
    const details = await interactionOf(request, reply);
    if (!details) return reply;
    const pending = pendingOf(request, details.uid);
    if (!pending) return reply.redirect(`/interaction/${details.uid}`, 303);
    const form = CodeForm.safeParse(request.body ?? {});
    const outcome = await secondFactors.checkAtSignIn({
      memberId: pending.memberId,
      username: pending.username,
      code: form.success ? form.data.code : '',
      address: request.ip,
    });
    if (!outcome.ok) return show(reply, outcome.status, details.uid, outcome.message);
    void reply.clearCookie(SECOND_STEP_COOKIE, { path: '/interaction' });
    const account = await secondFactors.accountOf(pending.memberId);
    if (!account) return reply.redirect(`/interaction/${details.uid}`, 303);
    return completion.signedIn(request, reply, account, 'password-and-code');
  });

  return {
    /** The password was right: the code is asked for next, on this interaction only. */
    begin(reply: FastifyReply, pending: Omit<Pending, 'at'>) {
      void reply.setCookie(
        SECOND_STEP_COOKIE,
        JSON.stringify({ ...pending, at: Date.now() }),
        cookieOptions,
      );
    },
  };
}
