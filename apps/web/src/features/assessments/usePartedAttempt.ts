import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Attempt } from '@sandtable/shared/contracts/assessments';
import type { Endpoint } from '@sandtable/shared/contracts/endpoint';
import { useEndpointMutation } from '../../api/endpointHooks';
import { failureText } from '../../lib/forms';
import { A } from './hooks';

/** What a test part's form takes besides the part itself (PartForm, ChoicePartForm and the forms on it): the hook's `form`. */
export interface PartFormProps<Answers> {
  /** The part's saved answers (resume). */
  initial: Answers;
  /** Parts finished before this one, for the progress bar. */
  done: number;
  last: boolean;
  busy: boolean;
  /** The server's message for this part, when it refused it. */
  serverError?: string | null;
  onBack?: () => void;
  onSave: (answers: Answers) => void;
}

/**
 * Taking a test whose parts are numbered "1", "2", … (the team-role, conflict-handling, personality and communication-style tests):
 * starts at the first unfinished part (a half-finished test resumes there), saves each part as it
 * is finished and goes on to the next open one, and once nothing is left submits and opens `result`
 * (`report` is the report query the submit makes stale). A refused save leaves its message in `serverError`.
 */
export function usePartedAttempt<Answers extends Record<string, unknown>>(assessmentId: number, attempt: Attempt, { parts, result, report }: { parts: number; result: string; report: Endpoint }) {
  const { t } = useTranslation('assessment');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [answers, setAnswers] = useState(attempt.answers as Record<string, Answers>);
  const [unfinished, setUnfinished] = useState(attempt.unfinished);
  const [current, setCurrent] = useState(attempt.unfinished[0] ?? '1');
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useEndpointMutation(A.save, { invalidates: [A.myTests] });
  const submit = useEndpointMutation(A.submit, { invalidates: [A.myTests, A.attempt, report] });
  const initial = useMemo(() => answers[current] ?? ({} as Answers), [answers, current]);

  const onSave = async (partAnswers: Answers) => {
    setServerError(null);
    try {
      const saved = await save.mutateAsync({ assessmentId, part: current, answers: partAnswers });
      setAnswers(saved.answers as Record<string, Answers>);
      setUnfinished(saved.unfinished);
      if (saved.unfinished.length === 0) {
        await submit.mutateAsync({ assessmentId });
        void message.success(t('test.submitted'));
        void navigate(`${result}?assessmentId=${assessmentId}`);
        return;
      }
      void message.success(t('test.saved', { n: current }));
      const later = saved.unfinished.find((p) => Number(p) > Number(current));
      setCurrent(later ?? saved.unfinished[0]);
      window.scrollTo({ top: 0 });
    } catch (error) {
      setServerError(failureText(error));
    }
  };

  return {
    /** The part shown, "1"…. */
    current,
    /** The part a half-finished test resumed at (for the welcome-back note). */
    resumedAt: attempt.status === 'in_progress' && Object.keys(attempt.answers).length > 0 ? attempt.unfinished[0] : undefined,
    form: {
      initial,
      done: parts - unfinished.length,
      last: unfinished.length === 0 || (unfinished.length === 1 && unfinished[0] === current),
      busy: save.isPending || submit.isPending,
      serverError,
      onSave: (partAnswers: Answers) => void onSave(partAnswers),
      onBack: Number(current) > 1 ? () => setCurrent(String(Number(current) - 1)) : undefined,
    } satisfies PartFormProps<Answers>,
  };
}
