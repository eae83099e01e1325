import type {
  Complaint,
  ComplaintBody,
  ComplaintFund,
  ComplaintSummary,
} from '@portal/contract/complaints';
import type { ThreadMessage } from '@portal/contract/messages';

// Answers of the complaints calls as the server sends them (@portal/contract/complaints).

export function aComplaintSummary(overrides: Partial<ComplaintSummary> = {}): ComplaintSummary {
  return {
    reference: 'CMP-7KQ2XM4P',
    schemeNumber: 'SCH-001',
    fundName: 'Acme Retirement Fund',
    category: 'contributions',
    stage: 'WaitingForFund',
    lodgedOn: '2026-12-01',
    replyDueOn: '2026-12-31',
    daysLeft: 12,
    answeredOn: null,
    outcome: null,
    satisfied: null,
    respondedOn: null,
    packIssuedOn: null,
    mayEscalate: false,
    ...overrides,
  };
}

export function theAdjudicator(overrides: Partial<ComplaintBody> = {}): ComplaintBody {
  return {
    name: 'Office of the Pension Funds Adjudicator',
    remit:
      'It hears complaints about retirement funds free of charge, made within three years of the event.',
    telephone: '012 346 1738',
    email: 'enquiries@pfa.org.za',
    website: 'www.pfa.org.za',
    postalAddress: ['PO Box 580', 'Menlyn', '0063'],
    isAdjudicator: true,
    ...overrides,
  };
}

export function aComplaintMessage(overrides: Partial<ThreadMessage> = {}): ThreadMessage {
  return {
    from: 'member',
    body: 'My employer has not paid my contributions\nsince September.',
    sentAt: '2026-12-01T08:15:00.000Z',
    asksForDocument: false,
    attachments: [
      {
        fileId: '7b7e0f0e-1111-4a4a-8888-123456789abc',
        fileName: 'payslip-november.pdf',
        contentType: 'application/pdf',
        sizeBytes: 20_480,
      },
    ],
    ...overrides,
  };
}

export function aFundAnswer(overrides: Partial<ThreadMessage> = {}): ThreadMessage {
  return {
    from: 'fund',
    body: 'We have looked into your complaint. Your employer paid the contributions late.',
    sentAt: '2026-12-10T09:00:00.000Z',
    asksForDocument: false,
    attachments: [],
    ...overrides,
  };
}

export function aComplaint(overrides: Partial<Complaint> = {}): Complaint {
  return {
    ...aComplaintSummary(),
    remedy: 'Please collect the contributions and add the lost growth.',
    messages: [aComplaintMessage()],
    ombud: theAdjudicator(),
    answerWithinDays: 30,
    ...overrides,
  };
}

/** A complaint the fund answered, which the member has not responded to yet. */
export function anAnsweredComplaint(overrides: Partial<Complaint> = {}): Complaint {
  return aComplaint({
    stage: 'Answered',
    daysLeft: null,
    answeredOn: '2026-12-10',
    outcome: 'PartlyUpheld',
    messages: [aComplaintMessage(), aFundAnswer()],
    ...overrides,
  });
}

export function aComplaintFund(overrides: Partial<ComplaintFund> = {}): ComplaintFund {
  return {
    schemeNumber: 'SCH-001',
    fundName: 'Acme Retirement Fund',
    productName: 'Acme Retirement Fund',
    ...overrides,
  };
}

export function aComplaintsAnswer(
  complaints: ComplaintSummary[] = [aComplaintSummary()],
  funds: ComplaintFund[] = [aComplaintFund()],
) {
  return { success: true, complaints, funds, answerWithinDays: 30 };
}
