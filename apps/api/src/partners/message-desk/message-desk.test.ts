import { describe, expect, it } from 'vitest';
import { DESK_TEMPLATES, simulatedAnswer, type DeskQuestion } from './message-desk';

// The administration desk's simulator (issue 48 point 4): its rules, one row each.

const first = (topic: DeskQuestion['topic'], hasAttachment: boolean): DeskQuestion => ({
  topic,
  isFirstMessage: true,
  hasAttachment,
  wasDocumentAsked: false,
});

describe('the simulated administration desk', () => {
  it.each([
    [
      'a claim without a file: asks for one',
      first('claim', false),
      DESK_TEMPLATES.askForDocument.claim,
      true,
    ],
    [
      'a claim with a file: the claim answer',
      first('claim', true),
      DESK_TEMPLATES.topicAnswers.claim,
      false,
    ],
    [
      'a document without a file: asks for it',
      first('document', false),
      DESK_TEMPLATES.askForDocument.document,
      true,
    ],
    [
      'a document with it: thanks',
      first('document', true),
      DESK_TEMPLATES.topicAnswers.document,
      false,
    ],
    [
      'a contribution: the contribution answer',
      first('contribution', false),
      DESK_TEMPLATES.topicAnswers.contribution,
      false,
    ],
    [
      'something else: the general answer',
      first('other', false),
      DESK_TEMPLATES.topicAnswers.other,
      false,
    ],
    [
      'asked, answered with a file: received',
      { ...first('claim', true), isFirstMessage: false, wasDocumentAsked: true },
      DESK_TEMPLATES.received,
      false,
    ],
    [
      'asked, answered without: reminded',
      { ...first('claim', false), isFirstMessage: false, wasDocumentAsked: true },
      DESK_TEMPLATES.reminder,
      true,
    ],
    [
      'a later reply with a file: received',
      { ...first('other', true), isFirstMessage: false },
      DESK_TEMPLATES.received,
      false,
    ],
    [
      'a later reply without: followed up',
      { ...first('claim', false), isFirstMessage: false },
      DESK_TEMPLATES.followUp,
      false,
    ],
  ] as const)('%s', (_name, question, body, asksForDocument) => {
    expect(simulatedAnswer(question)).toEqual({ body, asksForDocument });
  });
});
