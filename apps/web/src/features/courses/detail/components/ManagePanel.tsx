import { useState } from 'react';
import { Link } from 'react-router';
import { App, Button, Card, Col, Empty, Row, Space, Tag, Timeline, Typography } from 'antd';
import { MailOutlined, PoweroffOutlined, RedoOutlined, TeamOutlined, UnlockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import type { CourseDetail } from '@sandtable/shared/contracts/courses';
import { UNLOCKABLE_CHAPTERS, type UnlockableChapter } from '@sandtable/shared/rules/course';
import { TimeText } from '../../../../components/format';
import { actorLabel } from '../../../../components/actor';
import { failureText } from '../../../../lib/forms';
import { isManager } from '../chapters';
import { useCourseAction } from '../hooks';
import { CourseStatusTag } from './CourseTags';
import { AssignCard } from '../../../assessments/components/AssignCard';
import { GradeButton } from './GradeDrawer';
import { SeatsCard } from './SeatsCard';
import { RestartDialog, restartNeedsDates } from './RestartDialog';

function useFail() {
  const { message } = App.useApp();
  return (error: unknown) => {
    const text = failureText(error);
    if (text) void message.error(text);
  };
}

/** Releases chapter 2 or 3 (after a confirmation: a release cannot be taken back). */
export function UnlockButton({ detail, chapter }: { detail: CourseDetail; chapter: UnlockableChapter }) {
  const { t } = useTranslation('courseDetail');
  const { modal, message } = App.useApp();
  const unlock = useCourseAction(api.courses.unlock);
  const fail = useFail();
  // Chapters are released in order, while the server allows a release (a running course).
  const ready = detail.abilities.unlock && detail.course.chaptersUnlocked === chapter - 1;
  const confirm = () =>
    modal.confirm({
      title: t('unlock.confirmTitle', { chapter: t(`course:chapter.${chapter}`) }),
      content: t('unlock.confirmText'),
      okText: t('unlock.ok'),
      okButtonProps: { 'data-testid': 'confirm-unlock' },
      onOk: () => unlock.mutateAsync({ id: detail.course.id, chapter }).then(() => void message.success(t('unlock.done', { chapter: t(`course:chapter.${chapter}`) })), fail),
    });
  return (
    <Button type="primary" icon={<UnlockOutlined />} disabled={!ready} onClick={confirm} data-testid={`unlock-${chapter}`}>
      {t('unlock.button', { n: chapter })}
    </Button>
  );
}

/** The course manager's tools, each shown only when `abilities` allows it (DESIGN §5). */
export function ManagePanel({ detail }: { detail: CourseDetail }) {
  const { t } = useTranslation('courseDetail');
  const { modal, message } = App.useApp();
  const { course, abilities, history } = detail;
  const close = useCourseAction(api.courses.adminClose);
  const restart = useCourseAction(api.courses.adminRestart);
  const fail = useFail();
  const [restarting, setRestarting] = useState(false);

  const confirmClose = () =>
    modal.confirm({
      title: t('manage.closeConfirm.title', { name: course.name }),
      content: t('manage.closeConfirm.text'),
      okText: t('manage.closeConfirm.ok'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-close' },
      onOk: () => close.mutateAsync({ id: course.id }).then(() => void message.success(t('manage.closed')), fail),
    });

  const startRestart = () => {
    if (restartNeedsDates(course.startAt)) {
      setRestarting(true);
      return;
    }
    modal.confirm({
      title: t('restart.confirmTitle', { name: course.name }),
      content: t('restart.confirmText'),
      okText: t('restart.ok'),
      okButtonProps: { 'data-testid': 'confirm-restart' },
      onOk: () => restart.mutateAsync({ id: course.id }).then(() => void message.success(t('restart.done')), fail),
    });
  };

  return (
    <div className="manage-panel" data-testid="manage-panel">
      <Typography.Title level={4} className="section-heading__title">
        {t('menu.manage')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {isManager(abilities) && (
          <Col xs={24} lg={12}>
            <Card size="small" title={t('manage.chapters')} className="manage-card" data-testid="release-card">
              <ul className="manage-list">
                {UNLOCKABLE_CHAPTERS.map((chapter) => {
                  const released = course.chaptersUnlocked >= chapter;
                  return (
                    <li key={chapter} className="manage-list__row" data-testid={`release-${chapter}`}>
                      <span>
                        {t(`course:chapter.${chapter}`)}{' '}
                        <Tag color={released ? 'success' : 'default'}>{released ? t('manage.released') : t('manage.notReleased')}</Tag>
                      </span>
                      {!released && abilities.unlock && <UnlockButton detail={detail} chapter={chapter} />}
                    </li>
                  );
                })}
              </ul>
              {!abilities.unlock && course.chaptersUnlocked < 3 && <Typography.Text type="secondary">{t('manage.releaseWhenRunning')}</Typography.Text>}
            </Card>
          </Col>
        )}
        {abilities.edit && <SeatsCard detail={detail} />}
        {abilities.grade && (
          <Col xs={24} lg={12}>
            <Card size="small" title={t('manage.grading')} className="manage-card">
              <Typography.Paragraph type="secondary">{t('manage.gradingText')}</Typography.Paragraph>
              <GradeButton detail={detail} />
            </Card>
          </Col>
        )}
        {(abilities.close || abilities.restart) && (
          <Col xs={24} lg={12}>
            <Card size="small" title={t('manage.status')} className="manage-card">
              <Typography.Paragraph>
                {t('manage.currentStatus')} <CourseStatusTag status={course.status} />
              </Typography.Paragraph>
              <Space wrap>
                {abilities.close && (
                  <Button danger icon={<PoweroffOutlined />} onClick={confirmClose} data-testid="close-course">
                    {t('manage.close')}
                  </Button>
                )}
                {abilities.restart && (
                  <Button icon={<RedoOutlined />} onClick={startRestart} data-testid="restart-course">
                    {t('manage.restart')}
                  </Button>
                )}
              </Space>
            </Card>
          </Col>
        )}
        {isManager(abilities) && (
          <Col xs={24} lg={12}>
            <AssignCard detail={detail} />
          </Col>
        )}
        {abilities.invite && (
          <Col xs={24} lg={12}>
            <Card size="small" title={t('manage.invitations')} className="manage-card">
              <Typography.Paragraph type="secondary">{t('manage.invitationsText')}</Typography.Paragraph>
              <Space wrap>
                <Link to={`/initiate-invitation?courseId=${course.id}`}>
                  <Button icon={<MailOutlined />}>{t('manage.invite')}</Button>
                </Link>
                <Link to={`/has-invite-participants/${course.id}`}>
                  <Button icon={<TeamOutlined />}>{t('manage.invited')}</Button>
                </Link>
              </Space>
            </Card>
          </Col>
        )}
        <Col span={24}>
          <Card size="small" title={t('manage.history')} className="manage-card" data-testid="status-history">
            {history.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('manage.noHistory')} />
            ) : (
              <Timeline
                className="status-history"
                items={[...history].reverse().map((h, i) => ({
                  key: i,
                  content: (
                    <div>
                      <div>
                        {h.from && (
                          <>
                            <CourseStatusTag status={h.from} />
                            <span className="status-history__arrow">→</span>
                          </>
                        )}
                        <CourseStatusTag status={h.to} />
                      </div>
                      <Typography.Text>{t(`course:statusReason.${h.reason}`, { defaultValue: h.reason, minimum: 4 })}</Typography.Text>
                      <div>
                        <Typography.Text type="secondary">
                          <TimeText value={h.at} />
                          {` · ${actorLabel(t, h)}`}
                        </Typography.Text>
                      </div>
                    </div>
                  ),
                }))}
              />
            )}
          </Card>
        </Col>
      </Row>
      <RestartDialog detail={detail} open={restarting} onClose={() => setRestarting(false)} />
    </div>
  );
}
