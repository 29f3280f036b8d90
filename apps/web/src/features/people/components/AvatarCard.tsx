import { useEffect, useState } from 'react';
import { Alert, App, Avatar, Button, Card, Space, Tag, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Person } from '@sandtable/shared/contracts/people';
import { acceptOf, fileProblem } from '../../../lib/files';
import { failureText } from '../../../lib/forms';
import { useUploadAvatar } from '../hooks';

/**
 * Who the user is at a glance, and their photo: a chosen file is checked here (JPG/PNG ≤ 1 MB),
 * previewed in the avatar, and uploaded only when the user confirms it.
 */
export function AvatarCard({ person }: { person: Person }) {
  const { t } = useTranslation('people');
  const { message } = App.useApp();
  const uploadAvatar = useUploadAvatar();
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  // The preview's object URL is released when it is replaced or the card goes away.
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.url) : undefined), [chosen]);

  const choose = (file: File) => {
    const problem = fileProblem('avatar', file);
    setError(problem);
    setChosen(problem ? null : { file, url: URL.createObjectURL(file) });
    return Upload.LIST_IGNORE;
  };

  const save = () => {
    if (!chosen) return;
    uploadAvatar.mutate(chosen.file, {
      onSuccess: () => {
        setChosen(null);
        void message.success(t('profile.avatar.done'));
      },
      onError: (failure) => setError(failureText(failure)),
    });
  };

  return (
    <Card className="profile-card" data-testid="avatar-card">
      <div className="profile-card__identity">
        <Avatar size={96} alt="" src={chosen?.url ?? person.avatarUrl ?? undefined} className="profile-card__avatar" data-testid="profile-avatar">
          {person.name.slice(0, 1)}
        </Avatar>
        <Typography.Title level={4} className="profile-card__name">
          {person.nickname ? `${person.name} (${person.nickname})` : person.name}
        </Typography.Title>
        <Space wrap size={[6, 6]} className="profile-card__tags">
          <Tag color="processing">{t(`roles.${person.role}`)}</Tag>
          <Typography.Text type="secondary">{t('profile.accountName', { account: person.account })}</Typography.Text>
        </Space>
        {(person.companyName ?? person.organisation) && <Typography.Text type="secondary">{person.companyName ?? person.organisation}</Typography.Text>}
      </div>

      <div className="profile-card__upload">
        {chosen ? (
          <>
            <Typography.Text>{t('profile.avatar.previewing', { name: chosen.file.name })}</Typography.Text>
            <Space>
              <Button type="primary" loading={uploadAvatar.isPending} onClick={save} data-testid="avatar-save">
                {t('profile.avatar.save')}
              </Button>
              <Button onClick={() => setChosen(null)} disabled={uploadAvatar.isPending}>
                {t('common:action.cancel')}
              </Button>
            </Space>
          </>
        ) : (
          <Upload accept={acceptOf('avatar')} showUploadList={false} beforeUpload={choose} maxCount={1}>
            <Button icon={<UploadOutlined />} data-testid="avatar-choose">
              {t(person.avatarUrl ? 'profile.avatar.change' : 'profile.avatar.add')}
            </Button>
          </Upload>
        )}
        <Typography.Text type="secondary" className="profile-card__hint">
          {t('profile.avatar.hint')}
        </Typography.Text>
        {error && <Alert type="error" showIcon title={error} role="alert" data-testid="avatar-error" />}
      </div>
    </Card>
  );
}
