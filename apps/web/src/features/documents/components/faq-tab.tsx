import { Accordion, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import type { FaqCategory } from '@portal/contract/documents';
import { useDeferredValue, useState } from 'react';
import { useFaq } from '../api/get-faq';
import { EmptyList } from './document-list';
import { LoadingSkeleton } from './loading-skeleton';
import { documentsMessages as text } from './messages';
import { SectionError } from './section-error';

// spec 1 §7 GetAFConnectFAQ: the questions by category, each opening to its answer, with a search
// that keeps the questions whose question or answer holds the words typed (ignoring case).

/** The categories whose questions or answers contain `search` (case-insensitive), pruned. */
export function filterFaq(categories: readonly FaqCategory[], search: string): FaqCategory[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...categories];
  return categories
    .map((category) => ({
      ...category,
      questions: category.questions.filter(
        (question) =>
          question.question.toLowerCase().includes(needle) ||
          question.answer.toLowerCase().includes(needle),
      ),
    }))
    .filter((category) => category.questions.length > 0);
}

export function FaqTab() {
  const faq = useFaq();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);

  if (faq.isPending)
    return (
      <LoadingSkeleton label="Loading the frequently asked questions">
        <Stack gap="sm">
          <Skeleton height={36} />
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} height={48} radius="md" />
          ))}
        </Stack>
      </LoadingSkeleton>
    );
  if (faq.isError)
    return <SectionError message={text.faqError} onRetry={() => void faq.refetch()} />;

  const categories = filterFaq(faq.data, deferredSearch);
  const count = categories.reduce((total, category) => total + category.questions.length, 0);
  const isSearching = deferredSearch.trim() !== '';

  return (
    <Stack gap="md" component="section" aria-labelledby="faq-heading">
      <Title order={2} fz="h4" id="faq-heading">
        Frequently asked questions
      </Title>
      <TextInput
        type="search"
        label="Search questions"
        placeholder="Search the questions and answers"
        value={search}
        maxLength={100}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <Text size="sm" c="dimmed" role="status" aria-live="polite">
        {isSearching ? `${count} ${count === 1 ? 'question matches' : 'questions match'}.` : ''}
      </Text>
      {faq.data.length === 0 ? (
        <EmptyList>
          <Text>{text.noFaq}</Text>
        </EmptyList>
      ) : categories.length === 0 ? (
        <EmptyList>
          <Text>{text.noFaqMatch}</Text>
        </EmptyList>
      ) : (
        categories.map((category) => (
          <Stack gap="xs" key={category.category}>
            <Title order={3} fz="md">
              {category.category}
            </Title>
            <Accordion variant="separated" radius="md" multiple order={4}>
              {category.questions.map((question) => (
                <Accordion.Item key={question.id} value={String(question.id)} bg="white">
                  <Accordion.Control>
                    <Text component="span" fw={600} size="sm">
                      {question.question}
                    </Text>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <Stack gap="xs">
                      {question.answer.split(/\n\s*\n/).map((paragraph, index) => (
                        <Text key={index} size="sm">
                          {paragraph}
                        </Text>
                      ))}
                    </Stack>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Stack>
        ))
      )}
    </Stack>
  );
}
