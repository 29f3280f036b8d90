import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from 'antd';
import { FormOutlined, LineChartOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** The pages of one CM course a page's header links to. */
export type CmPage = 'game' | 'results' | 'stages' | 'marking';

const PAGES: Record<CmPage, { path: string; icon: ReactNode; label: string }> = {
  game: { path: '/cmOnline', icon: <PlayCircleOutlined />, label: 'cm.results.toGame' },
  results: { path: '/cmResults', icon: <LineChartOutlined />, label: 'cm.online.results' },
  stages: { path: '/cmStages', icon: <FormOutlined />, label: 'cm.results.toStages' },
  marking: { path: '/general-coursedetails-CMAI', icon: <FormOutlined />, label: 'cm.results.toMarking' },
};

/** Buttons to the course's other CM pages, in the order given (each page decides which apply to its viewer). */
export function CmLinks({ courseId, pages, small }: { courseId: number; pages: readonly CmPage[]; small?: boolean }) {
  const { t } = useTranslation('game');
  return (
    <>
      {pages.map((page) => (
        <Link key={page} to={`${PAGES[page].path}?courseId=${courseId}`} data-testid={`cm-${page}-link`}>
          <Button size={small ? 'small' : undefined} icon={PAGES[page].icon}>
            {t(PAGES[page].label)}
          </Button>
        </Link>
      ))}
    </>
  );
}
