import { z } from 'zod';
import { partnerEndpoint, postToPartner, type PartnerLog } from '../partner-http';

// The SMS gateway is a messaging company's system (DESIGN §1b, "Added 29 Nov"): the portal hands
// it a number and a text, and it answers the message's id or a failure. The embedded default is a
// deterministic simulator that keeps what it is given (the demo mailbox shows it); a configured
// address (SMS_GATEWAY_URL) selects the real provider. Nothing leaves the machine otherwise.
//
// The simulator's rules, first match wins:
//   1. A number ending in 000  → the gateway cannot be reached (a technical failure, tried again).
//   2. Otherwise               → accepted, with an id 'SIM' and the sequence number.

export type SmsMessage = {
  /** The mobile number in international form without '+' (27821234567). */
  to: string;
  text: string;
};

export type SmsAnswer = { ok: true; messageId: string } | { ok: false; isTimeout: boolean };

export type SmsGateway = {
  send(message: SmsMessage): Promise<SmsAnswer>;
};

/** The most an SMS of ours holds: one message of 160 GSM characters. */
export const SMS_MAX_LENGTH = 160;

export type SmsGatewayConfig = {
  /** The real provider's address; unset → the simulator. */
  url?: string | undefined;
  timeoutMs?: number;
  log?: PartnerLog | undefined;
  /** Where the simulator keeps what it accepted (the demo's caught_sms table). */
  keep?: (message: SmsMessage & { messageId: string }) => Promise<void>;
};

export function createSmsGateway(config: SmsGatewayConfig = {}): SmsGateway {
  if (config.url) return createSmsHttpClient({ ...config, url: config.url });
  return createSmsSimulator(config.keep);
}

export function createSmsSimulator(keep: SmsGatewayConfig['keep'] = async () => {}): SmsGateway {
  let sequence = 0;
  return {
    async send(message) {
      if (message.to.endsWith('000')) return { ok: false, isTimeout: true };
      sequence += 1;
      const messageId = `SIM${String(sequence).padStart(8, '0')}`;
      await keep({ ...message, messageId });
      return { ok: true, messageId };
    },
  };
}

const SendAnswerSchema = z.object({ messageId: z.string().min(1) });

function createSmsHttpClient(config: SmsGatewayConfig & { url: string }): SmsGateway {
  return {
    async send(message) {
      const answer = await postToPartner({
        partner: 'SMS gateway',
        endpoint: partnerEndpoint(config.url, 'messages'),
        body: message,
        schema: SendAnswerSchema,
        timeoutMs: config.timeoutMs ?? 10_000,
        log: config.log,
      });
      return answer.ok
        ? { ok: true, messageId: answer.value.messageId }
        : { ok: false, isTimeout: answer.isTimeout };
    },
  };
}
