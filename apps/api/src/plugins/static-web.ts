import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '@portal/contract/errors';
import { memberPageCalls } from '@portal/contract/pages';
import { AMOUNT_PRIVACY_STORAGE_KEY } from '@portal/domain/member';
import { safeReturnPath } from '@portal/domain/return-path';
import { cspNonceOf, withNonce } from './csp';
import { routePathOf } from './member-auth';
import { withPageData } from './page-data';
import type { PageAnswer } from './page-data';
import {
  preloadLinksFor,
  readPagePreloads,
  withPreloads,
  withScriptsAfterPaint,
} from './page-preloads';
import { isPhoneRequest, loadPageRenderer, onlyCookies, withDrawnPage } from './server-render';
import type { PageRenderer } from './server-render';

const SERVER_PREFIXES = ['/api', '/auth', '/idp', '/interaction', '/health', '/ready'];

/** The landing page drawn at build (apps/web/build/static-landing.ts) and its placeholder. */
const LANDING_DOCUMENT = 'landing.html';
const PORTAL_NAME_PLACEHOLDER = '__PORTAL_NAME__';
/** The built pages, never sent as files: they need the answer's nonce first. */
const PAGE_DOCUMENTS = new Set(['/index.html', `/${LANDING_DOCUMENT}`]);
/** Spec 1 §2.1: the landing page's paths (guests only). */
const LANDING_PATHS = new Set(['/', '/home']);

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** The landing document with the configured portal name in place of the build's placeholder. */
export function landingHtml(template: string, portalName: string): string {
  const escaped = portalName.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
  return template.replaceAll(PORTAL_NAME_PLACEHOLDER, escaped);
}

export type StaticWebOptions = {
  webDist: string;
  portalName: string;
  /**
   * Whether the request carries a live session (a signed-in member is sent to the dashboard);
   * undefined when sessions could not be read.
   */
  isSignedIn: (request: FastifyRequest) => Promise<boolean | undefined>;
  /** The answers to a signed-in page's first calls (`urls`), asked as the member (page-data.ts). */
  answerPageCalls: (
    request: FastifyRequest,
    urls: readonly string[],
  ) => Promise<{ answers: PageAnswer[]; setCookies: string[] }>;
  /**
   * What draws signed-in pages on the server: by default the web build's own module (none in the
   * build: the browser draws them); tests may give another, e.g. one that fails.
   */
  renderer?: PageRenderer | undefined;
};

/** Where a visitor without a session is sent from a signed-in page (spec 1 §6: sign in first). */
const SIGN_IN_PAGE = '/login';

/** The sign-in page that returns to `url` (its path and search) once signed in (issue 46). */
export function signInPageFor(url: string): string {
  const next = safeReturnPath(url);
  return next ? `${SIGN_IN_PAGE}?next=${encodeURIComponent(next)}` : SIGN_IN_PAGE;
}

/** Whether the member hides amounts in this browser (the header's privacy switch). */
function areAmountsHidden(request: FastifyRequest): boolean {
  return request.cookies[AMOUNT_PRIVACY_STORAGE_KEY] === 'true';
}

/** Where the server sends the browser after sign-in; the app moves on from it (spec 1 §2.4). */
const LOADING_PATH = '/loading';

/**
 * The page after sign-in moves on by script; a browser without script is sent on by the
 * document itself, to the page asked for (`?next=`, a path of this site) or the dashboard.
 */
export function withNoScriptWayOn(document: string, url: string): string {
  const next = new URL(url, 'http://portal.invalid').searchParams.get('next');
  const destination = safeReturnPath(next) ?? '/dashboard';
  const attribute = destination
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
  return document.replace(
    '</head>',
    `<noscript><meta http-equiv="refresh" content="0; url=${attribute}"></noscript></head>`,
  );
}

/**
 * Serves the built web app; any other GET of a page gets index.html (client routing). A visitor
 * without a session asking for the landing page gets the page drawn at build, without the app.
 * A signed-in page's document carries the answers to the page's first calls (DESIGN §1c); without
 * a session it is a redirect to sign in.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  { webDist, portalName, isSignedIn, answerPageCalls, ...options }: StaticWebOptions,
): Promise<void> {
  const indexPath = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexPath);
  // Read once; each answer gets its own CSP nonce in place of the build's placeholder.
  const index = hasWeb ? fs.readFileSync(indexPath, 'utf8') : '';
  const pagePreloads = hasWeb ? readPagePreloads(webDist, index) : [];
  const renderer = 'renderer' in options ? options.renderer : await loadPageRenderer(webDist);
  const landingPath = path.join(webDist, LANDING_DOCUMENT);
  const landing = fs.existsSync(landingPath)
    ? landingHtml(fs.readFileSync(landingPath, 'utf8'), portalName)
    : undefined;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The pages go out only with their nonce (and the landing page's portal name) filled in;
      // nothing under a dot directory is the browser's (the server's render module in `.server`).
      allowedPath: (pathName) =>
        !PAGE_DOCUMENTS.has(pathName) && !pathName.split('/').some((part) => part.startsWith('.')),
      // The build writes .br and .gz beside each text asset; the best one the client accepts is sent.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Vite's hashed assets never change; everything else is revalidated.
        void reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  const notFound = (reply: FastifyReply) =>
    reply
      .status(404)
      .send({ success: false, code: 'NOT_FOUND', message: 'Not found.' } satisfies ErrorBody);
  const isServerPath = (pathname: string) =>
    SERVER_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
  const sendLanding = async (request: FastifyRequest, reply: FastifyReply) => {
    // What the page is depends on the session cookie.
    void reply.header('cache-control', 'no-cache').header('vary', 'Cookie');
    if ((await isSignedIn(request)) === true) return reply.redirect('/dashboard');
    return reply.type('text/html; charset=utf-8').send(withNonce(landing ?? '', reply.raw));
  };
  /** The page's answers, or none when they cannot be had (the app then asks for them itself). */
  const answersFor = async (
    request: FastifyRequest,
    reply: FastifyReply,
    calls: string[],
  ): Promise<PageAnswer[]> => {
    try {
      const { answers, setCookies } = await answerPageCalls(request, calls);
      if (setCookies.length > 0) void reply.header('set-cookie', setCookies);
      return answers;
    } catch (err) {
      request.log.error({ err }, "a signed-in page's first calls could not be answered");
      return [];
    }
  };
  /**
   * The page's document drawn with its answers (DESIGN §1c), or undefined: without a renderer or
   * answers, or when drawing fails (logged; the browser then draws the page from the answers).
   * With amounts hidden, the render asks for nothing more: what it would ask for (a fund's
   * transactions) carries amounts, and is drawn waiting for the browser to ask (decision 030).
   */
  const drawnDocument = async (
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    answers: PageAnswer[],
  ): Promise<string | undefined> => {
    if (!renderer || answers.length === 0) return undefined;
    const ask = async (url: string) => {
      const [answer] = await answersFor(request, reply, [url]);
      if (!answer) throw new Error(`GET ${url} could not be answered`);
      return answer;
    };
    try {
      const drawn = await renderer.render({
        path: request.url,
        cookie: onlyCookies(request.headers.cookie, renderer.cookies),
        nonce: cspNonceOf(reply.raw),
        isPhone: isPhoneRequest(request.headers),
        answers,
        ...(areAmountsHidden(request) ? {} : { ask }),
      });
      // The answers the drawn page's state holds are not sent twice.
      const answered = new Set(drawn.state.calls);
      return withPageData(
        withDrawnPage(pageDocument(pathname, reply, true), drawn),
        answers.filter((answer) => !answered.has(answer.url)),
      );
    } catch (err) {
      request.log.error({ err }, 'a signed-in page could not be drawn on the server');
      return undefined;
    }
  };
  /** A signed-in page: personal, so never stored, and different for each session cookie. */
  const sendMemberPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    calls: string[],
  ) => {
    void reply.header('cache-control', 'no-store').header('vary', 'Cookie');
    const signedIn = await isSignedIn(request);
    if (signedIn === false) return reply.redirect(signInPageFor(request.url));
    const answers = signedIn ? await answersFor(request, reply, calls) : [];
    const document =
      (await drawnDocument(request, reply, pathname, answers)) ??
      withPageData(pageDocument(pathname, reply, false), answers);
    return reply.type('text/html; charset=utf-8').send(document);
  };
  /** The app's document for `pathname` with this answer's nonce and the page's preloads. */
  const pageDocument = (pathname: string, reply: FastifyReply, isDrawn: boolean) => {
    const document = withPreloads(index, preloadLinksFor(pagePreloads, pathname, isDrawn));
    return withNonce(
      isDrawn ? withScriptsAfterPaint(document, pagePreloads, pathname) : document,
      reply.raw,
    );
  };
  if (hasWeb) {
    // A route (not the not-found handler) so that the page is compressed like every answer.
    app.get('/*', (request, reply) => {
      const pathname = routePathOf(request);
      if (isServerPath(pathname) || path.extname(pathname)) return notFound(reply);
      if (landing !== undefined && LANDING_PATHS.has(pathname)) return sendLanding(request, reply);
      // Decision 030: with amounts hidden, the document answers only calls that carry none.
      const calls = memberPageCalls(pathname, { amountsHidden: areAmountsHidden(request) });
      if (calls === undefined) {
        const document = pageDocument(pathname, reply, false);
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(pathname === LOADING_PATH ? withNoScriptWayOn(document, request.url) : document);
      }
      return sendMemberPage(request, reply, pathname, calls);
    });
  }
  app.setNotFoundHandler((_request, reply) => notFound(reply));
}
