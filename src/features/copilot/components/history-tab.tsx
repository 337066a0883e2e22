// History tab: this session's question/answer pairs, expandable, each deletable (both rows go) with a few seconds
// to undo.
import { ChevronDown, History, RotateCcw, Trash2, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useDeleteChatMessages } from '@/data/chat-messages/delete-chat-messages';
import { useSessionMessages } from '@/data/chat-messages/get-session-messages';
import { useUndoableDelete } from '@/features/copilot/hooks/use-undoable-delete';
import { pairIds, toHistoryPairs, type HistoryPair } from '@/features/copilot/utils/history-pairs';
import { AiErrorBoundary } from '@/components/ai-error-boundary';
import { MarkdownText } from '@/components/markdown-text';

function HistoryItem({ pair, sessionId, undoWindowMs }: { pair: HistoryPair; sessionId: string; undoWindowMs?: number }) {
  const { t } = useTranslation('copilot');
  const [isOpen, setIsOpen] = useState(false);
  const deletion = useDeleteChatMessages();
  const undoable = useUndoableDelete(
    () => deletion.mutate({ sessionId, ids: pairIds(pair) }, { onError: (error) => toast.error(error.message || t('history.deleteFailed')) }),
    undoWindowMs,
  );
  const question = pair.question?.content ?? t('history.notSavedQuestion');
  const bodyId = `history-${pair.key}`;
  if (undoable.isPending) {
    return (
      <li className="flex items-center justify-between gap-2 rounded-xl border border-dashed border-slate-300 px-3 py-2 text-sm text-slate-600">
        <span role="status">{t('history.deleted')}</span>
        <Button variant="secondary" size="sm" onClick={undoable.undo}>
          <Undo2 aria-hidden="true" className="size-4" /> {t('history.undo')}
        </Button>
      </li>
    );
  }
  return (
    <li className="rounded-xl border border-slate-200 bg-white">
      <div className="flex items-start gap-1 p-2">
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={isOpen ? bodyId : undefined}
          onClick={() => setIsOpen((open) => !open)}
          className="flex min-w-0 flex-1 items-start gap-2 rounded-md p-1 text-left text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <ChevronDown aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0 transition-transform motion-reduce:transition-none', isOpen && 'rotate-180')} />
          {pair.question?.screenshot_thumbnail && (
            <img
              src={pair.question.screenshot_thumbnail}
              alt={t('onScreen.thumbnailAlt')}
              className="h-10 w-auto max-w-16 shrink-0 rounded border border-slate-200 object-cover sm:h-12 sm:max-w-24"
            />
          )}
          <span className={cn(!isOpen && 'line-clamp-2')}>{question}</span>
        </button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('history.delete', { question: question.slice(0, 60) })}
          isPending={deletion.isPending}
          onClick={undoable.request}
        >
          {!deletion.isPending && <Trash2 aria-hidden="true" className="size-4" />}
        </Button>
      </div>
      {isOpen && (
        <div id={bodyId} className="border-t border-slate-100 px-4 py-3 text-sm">
          {pair.answer ? (
            <AiErrorBoundary resetKey={pair.answer.id} fallback={<p className="whitespace-pre-wrap">{pair.answer.content}</p>}>
              <MarkdownText text={pair.answer.content} />
            </AiErrorBoundary>
          ) : (
            <p className="text-slate-500">{t('history.noAnswer')}</p>
          )}
        </div>
      )}
    </li>
  );
}

export function HistoryTab({ sessionId, undoWindowMs }: { sessionId: string; /** Seam for tests. */ undoWindowMs?: number }) {
  const { t } = useTranslation('copilot');
  const messages = useSessionMessages(sessionId);
  if (messages.isPending) {
    return (
      <div className="space-y-2" aria-busy="true" aria-label={t('history.loading')}>
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (messages.isError) {
    return (
      <ErrorAlert title={t('history.loadError')}>
        <p>{messages.error.message}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void messages.refetch()}>
          <RotateCcw aria-hidden="true" className="size-4" /> {t('history.tryAgain')}
        </Button>
      </ErrorAlert>
    );
  }
  const pairs = toHistoryPairs(messages.data);
  if (pairs.length === 0) {
    return <EmptyState icon={History} headingLevel="h3" title={t('history.emptyTitle')} description={t('history.emptyDescription')} className="py-8" />;
  }
  return (
    <ol aria-label={t('history.list')} className="space-y-2">
      {pairs.map((pair) => (
        <HistoryItem key={pair.key} pair={pair} sessionId={sessionId} undoWindowMs={undoWindowMs} />
      ))}
    </ol>
  );
}
