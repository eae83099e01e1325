import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { findCaughtMail, latestCaughtMail } from '../modules/mail/mail.repository';
import { latestCaughtSms } from '../modules/inbox/notice-channels.repository';
import { MAILBOX_PATH, renderMailboxPage, renderMailPage } from './account-pages';
import { renderErrorPage, sendPage as html } from './pages';

// The demo mailbox of the embedded SMTP catcher (DESIGN §1d), served only without SMTP_URL.

/** How many of the latest mails the demo mailbox lists. */
export const MAILBOX_MAILS = 1000;

/** The demo mailbox: what the embedded catcher kept, newest first (no SMTP_URL only). */
export function mailboxRoutes(app: FastifyInstance, db: Db, portalName: string): void {
  app.get(MAILBOX_PATH, async (_request, reply) => {
    // The latest 1000: the contributions look mails each demo member of last month's payment
    // when the portal first starts (about 200 mails), and a member's earlier mail stays in view.
    const mails = await latestCaughtMail(db, MAILBOX_MAILS);
    return html(
      reply,
      200,
      renderMailboxPage(
        portalName,
        mails.map((m) => ({
          id: m.id,
          to: m.toAddresses,
          subject: m.subject,
          receivedAt: m.receivedAt,
        })),
        (await latestCaughtSms(db, 100)).map((t) => ({
          to: t.toNumber,
          text: t.text,
          receivedAt: t.receivedAt,
        })),
      ),
    );
  });

  app.get<{ Params: { id: string } }>(`${MAILBOX_PATH}/:id`, async (request, reply) => {
    const id = Number(request.params.id);
    const mail = Number.isSafeInteger(id) && id > 0 ? await findCaughtMail(db, id) : undefined;
    if (!mail)
      return html(
        reply,
        404,
        renderErrorPage(portalName, 'There is no such message.', 'Message not found'),
      );
    return html(
      reply,
      200,
      renderMailPage(portalName, {
        id: mail.id,
        to: mail.toAddresses,
        subject: mail.subject,
        receivedAt: mail.receivedAt,
        from: mail.fromAddress,
        text: mail.textBody,
      }),
    );
  });
}
