import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { App, Button, Card, Drawer, Result, Skeleton, Space } from 'antd';
import { CalendarOutlined, MenuOutlined, UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { CourseDetail } from '@sandtable/shared/contracts/courses';
import { useSessionInfo } from '../../../../../api/hooks';
import { failureText } from '../../../../../lib/forms';
import { useMediaQuery, PHONE_QUERY } from '../../../../../lib/useMediaQuery';
import { chapterOf, chapterStates, hasStarted, resolveSection, type SectionKey } from '../../chapters';
import { courseIdOf, useCourseAction } from '../../hooks';
import { useCourse } from '../../../../../api/courses';
import { CertificateSection } from '../../components/CertificateSection';
import { ChapterMenu } from '../../components/ChapterMenu';
import { ChapterOne } from '../../components/ChapterOne';
import { ChapterThree } from '../../components/ChapterThree';
import { ChapterTwo, GameButton } from '../../components/ChapterTwo';
import { CourseHeader } from '../../components/CourseHeader';
import { LeaveButton } from '../../components/LeaveButton';
import { ManagePanel } from '../../components/ManagePanel';
import { ReportButton } from '../../components/ReportButton';
import { TeamsPanel } from '../../components/TeamsPanel';
import '../../detail.css';

/** `/general-coursedetails?id=`: a course's header, chapter menu and the selected section. */
export default function CourseDetailPage() {
  const { t } = useTranslation('courseDetail');
  const [params] = useSearchParams();
  const id = courseIdOf(params);
  const detail = useCourse(id, { live: true });

  if (!id || detail.isError) {
    const text = detail.isError ? failureText(detail.error) : null;
    return (
      <Card>
        <Result
          status="404"
          title={t('page.notFound')}
          subTitle={text ?? t('page.notFoundText')}
          extra={
            <Space wrap>
              {detail.isError && <Button onClick={() => void detail.refetch()}>{t('common:action.retry')}</Button>}
              <Link to="/personal-course-list">
                <Button type="primary">{t('page.toMyCourses')}</Button>
              </Link>
            </Space>
          }
          data-testid="course-not-found"
        />
      </Card>
    );
  }
  if (!detail.data) {
    return (
      <div className="stack" data-testid="course-loading">
        <Card>
          <Skeleton active paragraph={{ rows: 3 }} />
        </Card>
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      </div>
    );
  }
  return <CourseView detail={detail.data} />;
}

function CourseView({ detail }: { detail: CourseDetail }) {
  const { t } = useTranslation('courseDetail');
  const { message } = App.useApp();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const [params, setParams] = useSearchParams();
  const [menuOpen, setMenuOpen] = useState(false);
  const userName = useSessionInfo().data?.user.name ?? '';
  const signUp = useCourseAction(api.courses.signUp);
  const { course, abilities, me } = detail;
  const section = resolveSection(detail, params.get('section'));

  const select = (key: SectionKey) => {
    setMenuOpen(false);
    const next = new URLSearchParams(params);
    next.set('section', key);
    setParams(next, { replace: true });
  };

  const join = () =>
    signUp.mutate(
      { courseId: course.id },
      {
        onSuccess: () => void message.success(t('signUp.done', { name: course.name })),
        onError: (error) => {
          const text = failureText(error);
          if (text) void message.error(text);
        },
      },
    );

  const actions = (
    <>
      {abilities.join && !me && (
        <Button type="primary" icon={<UserAddOutlined />} loading={signUp.isPending} onClick={join} data-testid="sign-up">
          {t('signUp.button')}
        </Button>
      )}
      <GameButton detail={detail} />
      <Link to={`/course-plan-detail?id=${course.id}`}>
        <Button icon={<CalendarOutlined />}>{t('header.plan')}</Button>
      </Link>
      {hasStarted(course.status) && <ReportButton course={course} />}
      {abilities.leave && <LeaveButton detail={detail} />}
    </>
  );

  const menu = <ChapterMenu detail={detail} selected={section} onSelect={select} />;
  return (
    <div className="course-detail" data-testid="course-detail">
      <CourseHeader course={course} actions={actions} />
      <div className="course-body">
        {isPhone ? (
          <>
            <Button block icon={<MenuOutlined />} className="course-body__menu-button" onClick={() => setMenuOpen(true)} data-testid="open-chapter-menu">
              {sectionTitle(t, section)}
            </Button>
            <Drawer placement="left" size={300} open={menuOpen} onClose={() => setMenuOpen(false)} title={t('menu.sections')} styles={{ body: { padding: 0 } }}>
              {menu}
            </Drawer>
          </>
        ) : (
          <Card className="course-body__menu" styles={{ body: { padding: 8 } }}>
            {menu}
          </Card>
        )}
        <Card className="course-body__content page-card" data-testid="course-section" data-section={section}>
          <Section detail={detail} section={section} userName={userName} />
        </Card>
      </div>
    </div>
  );
}

function sectionTitle(t: (key: string) => string, section: SectionKey): string {
  const chapter = chapterOf(section);
  return chapter ? `${t(`course:chapter.${chapter}`)} / ${t(`menu.${section.slice(4)}`)}` : t(`menu.${section}`);
}

function Section({ detail, section, userName }: { detail: CourseDetail; section: SectionKey; userName: string }) {
  const chapter = chapterOf(section);
  if (chapter) {
    const state = chapterStates(detail)[chapter - 1];
    if (chapter === 1) return <ChapterOne detail={detail} state={state} section={section} />;
    if (chapter === 2) return <ChapterTwo detail={detail} state={state} section={section} />;
    return <ChapterThree detail={detail} state={state} section={section} />;
  }
  if (section === 'certificate') return <CertificateSection detail={detail} userName={userName} />;
  if (section === 'manage') return <ManagePanel detail={detail} />;
  return <TeamsPanel detail={detail} />;
}
