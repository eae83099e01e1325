import {
  closeMessageThread,
  replyToMessageThread,
  startMessageThread,
} from '@portal/contract/calls/messages';
import type { MessageThread, MessageTopic } from '@portal/contract/messages';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { request, requestUpload } from '@/lib/api-client';
import { messageThreadQueryOptions } from './get-message-thread';
import { messagesQueryKey } from './get-message-threads';

// POST /api/Messages/StartThread and /Reply (multipart/form-data: the text fields, then up to
// three files named `attachment`) and /CloseThread. Each answers the conversation as it now is,
// which the page shows at once; the list is asked again. Each new message carries an idempotency
// key made when the member began writing it, so that a retry of the same message starts nothing
// new.

export type NewMessage = {
  topic: MessageTopic;
  subject: string;
  body: string;
  files: readonly File[];
  idempotencyKey: string;
};

export type Reply = { body: string; files: readonly File[]; idempotencyKey: string };

/** A fresh key for a message being written. */
export function newIdempotencyKey(): string {
  return `msg-${crypto.randomUUID()}`;
}

function formOf(fields: Record<string, string>, files: readonly File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('attachment', file, file.name);
  return form;
}

function keep(queryClient: QueryClient, thread: MessageThread): void {
  queryClient.setQueryData(messageThreadQueryOptions(thread.reference).queryKey, {
    success: true,
    thread,
  });
  void queryClient.invalidateQueries({ queryKey: [...messagesQueryKey, 'threads'] });
}

export function useStartThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ files, ...fields }: NewMessage) =>
      (await requestUpload(startMessageThread, formOf(fields, files))).thread,
    onSuccess: (thread) => keep(queryClient, thread),
  });
}

export function useReply(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ files, ...fields }: Reply) =>
      (
        await requestUpload(replyToMessageThread, formOf(fields, files), undefined, {
          reference,
        })
      ).thread,
    onSuccess: (thread) => keep(queryClient, thread),
  });
}

export function useCloseThread(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await request(closeMessageThread, { body: { reference } })).thread,
    onSuccess: (thread) => keep(queryClient, thread),
  });
}
