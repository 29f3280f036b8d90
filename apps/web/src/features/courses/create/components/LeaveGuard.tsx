import { useCallback, useEffect, type RefObject } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Asks before the user leaves a wizard with something entered: an in-app navigation (logo, menu,
 * back) waits for Stay / Leave keeping the draft / Discard and leave; a reload or closing the tab
 * gets the browser's own prompt. `entered` is a ref so a create or a start-over that just happened
 * counts before React re-renders. Render it only for the visible wizard: a router runs one blocker
 * at a time, and kept-alive wizards stay mounted while hidden.
 */
export function LeaveGuard({ entered, stayWithin, onDiscard }: { entered: RefObject<boolean>; stayWithin: (pathname: string) => boolean; onDiscard: () => void }) {
  const { t } = useTranslation('courseAdmin');
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => entered.current && currentLocation.pathname !== nextLocation.pathname && !stayWithin(nextLocation.pathname),
    [entered, stayWithin],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!entered.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [entered]);

  const blocked = blocker.state === 'blocked';
  return (
    <Modal
      open={blocked}
      title={t('wizard.leaveTitle')}
      onCancel={() => blocker.reset?.()}
      className="leave-dialog"
      wrapProps={{ 'data-testid': 'leave-dialog' }}
      footer={[
        <Button key="stay" onClick={() => blocker.reset?.()} data-testid="leave-stay">
          {t('wizard.leaveStay')}
        </Button>,
        <Button
          key="discard"
          danger
          onClick={() => {
            onDiscard();
            blocker.proceed?.();
          }}
          data-testid="leave-discard"
        >
          {t('wizard.leaveDiscard')}
        </Button>,
        <Button key="keep" type="primary" onClick={() => blocker.proceed?.()} data-testid="leave-keep">
          {t('wizard.leaveKeep')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{t('wizard.leaveText')}</Typography.Paragraph>
    </Modal>
  );
}
