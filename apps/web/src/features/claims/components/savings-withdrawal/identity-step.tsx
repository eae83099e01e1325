import { Alert, Button, Group, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import type { KbaQuestion } from '@portal/contract/savings-claim';
import { useState, type FormEvent } from 'react';
import { GuardedButton } from '@/components/ui/guarded-button';
import { isApiError } from '@/lib/api-client';
import {
  useKbaStatus,
  usePostKbaAnswers,
  useStartKba,
  useVerifyIdentity,
} from '../../api/savings-claim';
import { wizardText as text } from './wizard-messages';

// Step 1 (the claims issue): the knowledge-based questions (four multiple-choice questions, three
// right pass, a pass is good for 30 minutes, three failed attempts lock claims for 24 hours) and
// the ID number checked with the identity service.

function timeOf(iso: string): string {
  return new Intl.DateTimeFormat('en-ZA', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Africa/Johannesburg',
  }).format(new Date(iso));
}

export function IdentityStep({
  idVerified,
  webTransactionNo,
  onVerified,
}: {
  /** The draft already holds a verified ID number. */
  idVerified: boolean;
  /** The draft's number when the claim is resumed (undefined before the first save). */
  webTransactionNo?: string | undefined;
  onVerified: (state: { kbaPassed: boolean; idVerified: boolean }) => void;
}) {
  const status = useKbaStatus();
  const [isIdVerified, setIsIdVerified] = useState(idVerified);
  const kbaPassed = status.data?.status === 'passed';
  return (
    <Stack gap="lg">
      <KbaSection status={status} />
      {kbaPassed ? (
        <IdNumberSection
          isVerified={isIdVerified}
          webTransactionNo={webTransactionNo}
          onVerified={() => {
            setIsIdVerified(true);
          }}
        />
      ) : null}
      <Group justify="flex-end">
        <GuardedButton
          missing={!kbaPassed ? text.kbaMissing : !isIdVerified ? text.idMissing : null}
          onClick={() => {
            if (kbaPassed && isIdVerified) onVerified({ kbaPassed, idVerified: isIdVerified });
          }}
        >
          Continue
        </GuardedButton>
      </Group>
    </Stack>
  );
}

function KbaSection({ status }: { status: ReturnType<typeof useKbaStatus> }) {
  const start = useStartKba();
  const post = usePostKbaAnswers();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [showUnanswered, setShowUnanswered] = useState(false);

  if (status.isPending) return <Text aria-live="polite">Checking your security questions…</Text>;
  if (status.isError)
    return (
      <Alert variant="outline" color="red.9" title="Something went wrong">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">We could not check your security questions. Please try again.</Text>
          <Button size="xs" variant="default" onClick={() => void status.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );

  const memberStatus = status.data;
  if (memberStatus.status === 'passed')
    return (
      <Alert variant="outline" color="teal.9" title="Security questions answered" role="status">
        {memberStatus.message ??
          `You answered the security questions correctly. This is valid until ${
            memberStatus.validUntil ? timeOf(memberStatus.validUntil) : 'later today'
          }.`}
      </Alert>
    );
  if (memberStatus.status === 'locked')
    return (
      <Alert variant="outline" color="red.9" title="Claims are locked" role="alert">
        {memberStatus.message ??
          'You answered the security questions incorrectly three times, so claims are locked for 24 hours.'}
      </Alert>
    );

  const attempt = start.data;
  const result = post.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!attempt) return;
    if (attempt.questions.some((question) => !answers[question.id])) {
      setShowUnanswered(true);
      return;
    }
    post.mutate(
      { requestId: attempt.requestId, answers },
      {
        onSuccess: () => {
          setAnswers({});
          start.reset();
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={3} fz="h4">
          Security questions
        </Title>
        <Text size="sm">{text.kbaIntro}</Text>
        {result && !result.passed ? (
          <Alert
            variant="outline"
            color="red.9"
            title="Your answers were not accepted"
            role="alert"
          >
            {'Not enough of your answers were correct. '}
            {result.memberStatus.message ??
              (result.memberStatus.attemptsLeft !== null
                ? `You have ${result.memberStatus.attemptsLeft} attempts left.`
                : '')}
          </Alert>
        ) : null}
        {start.isError || post.isError ? (
          <Alert variant="outline" color="red.9" title="Something went wrong" role="alert">
            {isApiError(start.error ?? post.error)
              ? (start.error ?? post.error)?.message
              : 'Please try again.'}
          </Alert>
        ) : null}
        {attempt ? (
          <form onSubmit={submit} noValidate aria-label="Security questions">
            <Stack gap="md">
              {attempt.questions.map((question, index) => (
                <QuestionField
                  key={question.id}
                  number={index + 1}
                  question={question}
                  value={answers[question.id] ?? null}
                  error={showUnanswered && !answers[question.id] ? text.kbaUnanswered : undefined}
                  onChange={(optionId) =>
                    setAnswers((current) => ({ ...current, [question.id]: optionId }))
                  }
                />
              ))}
              <Group justify="flex-end">
                <Button type="submit" loading={post.isPending}>
                  {text.kbaSubmit}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Group>
            <Button
              variant="light"
              loading={start.isPending}
              onClick={() => {
                setShowUnanswered(false);
                post.reset();
                start.mutate();
              }}
            >
              {result && !result.passed ? 'Try again' : text.kbaStart}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function QuestionField({
  number,
  question,
  value,
  error,
  onChange,
}: {
  number: number;
  question: KbaQuestion;
  value: string | null;
  error: string | undefined;
  onChange: (optionId: string) => void;
}) {
  return (
    <Radio.Group
      label={`${number}. ${question.text}`}
      value={value}
      onChange={onChange}
      error={error}
      required
    >
      <Stack gap="xs" mt="xs">
        {question.options.map((option) => (
          <Radio key={option.id} value={option.id} label={option.text} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

function IdNumberSection({
  isVerified,
  webTransactionNo,
  onVerified,
}: {
  isVerified: boolean;
  webTransactionNo: string | undefined;
  onVerified: () => void;
}) {
  const verify = useVerifyIdentity();
  const [idNumber, setIdNumber] = useState('');
  const answer = verify.data;
  // 400: what is wrong with the number; 429: the checks allowed are used up, call the contact
  // centre (the server's words).
  const requestError = verify.isError
    ? isApiError(verify.error) && (verify.error.status === 400 || verify.error.status === 429)
      ? (verify.error.fieldErrors.idNumber?.[0] ?? verify.error.message)
      : 'We could not check your ID number. Please try again.'
    : undefined;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={3} fz="h4">
          Your ID number
        </Title>
        {isVerified ? (
          <Alert variant="outline" color="teal.9" title="ID number verified" role="status">
            {text.idVerified}
          </Alert>
        ) : (
          <form
            noValidate
            aria-label="ID number"
            onSubmit={(event) => {
              event.preventDefault();
              verify.mutate(
                { idNumber: idNumber.trim(), webTransactionNo },
                {
                  onSuccess: (data) => {
                    if (data.isVerified) onVerified();
                  },
                },
              );
            }}
          >
            <Stack gap="sm">
              <Text size="sm">{text.idIntro}</Text>
              <TextInput
                label="ID number"
                inputMode="numeric"
                autoComplete="off"
                maxLength={13}
                value={idNumber}
                onChange={(event) => setIdNumber(event.currentTarget.value.replace(/\D/g, ''))}
                error={requestError}
                required
              />
              {answer && !answer.isVerified ? (
                <Alert
                  variant="outline"
                  color="red.9"
                  title="Your ID number could not be verified"
                  role="alert"
                >
                  {answer.message}
                </Alert>
              ) : null}
              <Group>
                <Button type="submit" variant="light" loading={verify.isPending}>
                  {text.idVerify}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
