import { useState } from 'react';
import { Button, Drawer } from 'antd';
import { FileSearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
// The domain's contracts, not contracts/index: that builds every endpoint's schemas.
import { assessmentEndpoints } from '@sandtable/shared/contracts/assessments';
import { useEndpointQuery } from '../../../api/endpointHooks';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/useMediaQuery';
import { MyTestsTable } from './MyTestsTable';
import { ActionCardsLink } from './ActionCardsLink';

/**
 * A course member's tests for the course's managers (spec §7 questionnaireJoin): each test's state and,
 * once finished, the member's report — the way from the course page to every instrument's results,
 * one member at a time, and the way to their team's action cards. `memberId`: the course membership.
 */
export function MemberTestsButton({ memberId, userId, name, team }: { memberId: number; userId: number; name: string; team?: { id: number; name: string } }) {
  const { t } = useTranslation('assessment');
  const [open, setOpen] = useState(false);
  const isPhone = useMediaQuery(PHONE_QUERY);
  const tests = useEndpointQuery(assessmentEndpoints.memberTests, { teamMemberId: memberId }, { enabled: open });
  return (
    <>
      <Button type="text" size="small" icon={<FileSearchOutlined />} aria-label={t('member.open', { name })} onClick={() => setOpen(true)} data-testid="member-tests" />
      <Drawer open={open} onClose={() => setOpen(false)} title={t('member.title', { name })} size={isPhone ? '100%' : 640} destroyOnHidden>
        <MyTestsTable tests={tests.data ?? []} loading={tests.isFetching} empty={t('member.empty')} showInstrument personId={userId} />
        {team && (
          <p className="member-tests__cards">
            <ActionCardsLink teamId={team.id} teamName={team.name} />
          </p>
        )}
      </Drawer>
    </>
  );
}
