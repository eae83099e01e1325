import { Anchor, Text } from '@mantine/core';
import { COMPLAINT_REPLY_DAYS } from '@portal/domain/complaints';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useComplaints } from '../api/get-complaints';
import { complaintsText as text } from './texts';

// What a complaint is, in plain words (issue 49 point 1): written to the fund, which must answer
// in writing within its days (section 30A(3) of the Pension Funds Act: 30); if it does not, or
// the answer does not settle it, the member may take it to the Pension Funds Adjudicator free of
// charge (another ombud for an insurance or investment product), with a pack the portal gives.
// The days are the server's (the list's call), the domain's until it has answered.

export function ComplaintsIntro() {
  const complaints = useComplaints();
  const days = complaints.data?.answerWithinDays ?? COMPLAINT_REPLY_DAYS;
  return (
    <>
      <Text>
        A complaint is written to the fund when something has gone wrong: a contribution not paid, a
        benefit paid late or a charge you do not agree with. The fund must answer you in writing
        within {days} days (section 30A of the Pension Funds Act).
      </Text>
      <Text>
        If it does not answer in time, or its answer does not settle your complaint, you may take it
        to the Pension Funds Adjudicator, free of charge (for an insurance or investment product, to
        its ombud). The portal gives you a pack to send them.
      </Text>
      <Text>
        For a question that is not a complaint, please{' '}
        <Anchor component={Link} to={paths.messages.getHref()} underline="always">
          {text.toMessages}
        </Anchor>
        .
      </Text>
    </>
  );
}
